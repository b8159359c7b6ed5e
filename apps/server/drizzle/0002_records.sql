CREATE TABLE "records" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"project_id" integer,
	"pc_id" integer,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"vehicle" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"duration_s" double precision NOT NULL,
	"message_count" bigint NOT NULL,
	"topic_count" integer NOT NULL,
	"distance_m" double precision,
	"avg_speed_mps" double precision,
	"max_speed_mps" double precision,
	"topics" jsonb NOT NULL,
	"route" jsonb NOT NULL,
	"route_source" text,
	"speed" jsonb NOT NULL,
	"suggestions" jsonb NOT NULL,
	"categories" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"share_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "records_format_check" CHECK ("records"."format" in ('mcap', 'bag')),
	CONSTRAINT "records_route_source_check" CHECK ("records"."route_source" is null or "records"."route_source" in ('gnss', 'odometry'))
);
--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_pc_id_pcs_id_fk" FOREIGN KEY ("pc_id") REFERENCES "public"."pcs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "records_storage_key_key" ON "records" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "records_share_token_key" ON "records" USING btree ("share_token");--> statement-breakpoint
CREATE INDEX "records_owner_idx" ON "records" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "records_project_idx" ON "records" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "records_pc_idx" ON "records" USING btree ("pc_id");