-- A generated column may call only immutable functions; array_to_string is stable (its
-- element output could depend on settings), though for text[] it is not: this wrapper says so.
CREATE FUNCTION "store_tags_text"(text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string($1, ' ') $$;
--> statement-breakpoint
CREATE TABLE "store_algorithms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"license" text NOT NULL,
	"readme" text DEFAULT '' NOT NULL,
	"source_url" text,
	"owner_id" integer,
	"deprecated" text,
	"latest_version_id" integer,
	"installs" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', name || ' ' || title || ' ' || store_tags_text(tags)), 'A') || setweight(to_tsvector('simple', name || ' ' || title || ' ' || store_tags_text(tags)), 'A') || setweight(to_tsvector('english', summary), 'B') || setweight(to_tsvector('english', readme), 'C')) STORED NOT NULL,
	CONSTRAINT "store_algorithms_category_check" CHECK ("store_algorithms"."category" in ('sensing', 'localization', 'perception', 'planning', 'control', 'simulator'))
);
--> statement-breakpoint
CREATE TABLE "store_combo_members" (
	"combo_id" integer NOT NULL,
	"position" integer NOT NULL,
	"version_id" integer NOT NULL,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "store_combo_members_combo_id_position_pk" PRIMARY KEY("combo_id","position")
);
--> statement-breakpoint
CREATE TABLE "store_combos" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"version" text NOT NULL,
	"external_inputs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"owner_id" integer,
	"installs" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_installs" (
	"id" serial PRIMARY KEY NOT NULL,
	"combo_id" integer NOT NULL,
	"combo_version" text NOT NULL,
	"pc_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"members" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_installs_status_check" CHECK ("store_installs"."status" in ('running', 'succeeded', 'failed', 'rolled_back'))
);
--> statement-breakpoint
CREATE TABLE "store_maintainers" (
	"algorithm_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "store_maintainers_algorithm_id_user_id_pk" PRIMARY KEY("algorithm_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "store_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"algorithm_id" integer NOT NULL,
	"version" text NOT NULL,
	"major" integer NOT NULL,
	"minor" integer NOT NULL,
	"patch" integer NOT NULL,
	"prerelease" text DEFAULT '' NOT NULL,
	"image" text,
	"archive_file" text,
	"archive_size" bigint,
	"archive_sha256" text,
	"platforms" text[] NOT NULL,
	"ros_distro" text,
	"gpu" boolean DEFAULT false NOT NULL,
	"interface" jsonb NOT NULL,
	"run" jsonb NOT NULL,
	"changelog" text DEFAULT '' NOT NULL,
	"published_by" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"yanked" boolean DEFAULT false NOT NULL,
	"yank_reason" text,
	"installs" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_versions_artifact_check" CHECK ("store_versions"."image" is not null or "store_versions"."archive_file" is not null)
);
--> statement-breakpoint
ALTER TABLE "pcs" ADD COLUMN "host" jsonb;--> statement-breakpoint
ALTER TABLE "store_algorithms" ADD CONSTRAINT "store_algorithms_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_algorithms" ADD CONSTRAINT "store_algorithms_latest_version_id_store_versions_id_fk" FOREIGN KEY ("latest_version_id") REFERENCES "public"."store_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_combo_members" ADD CONSTRAINT "store_combo_members_combo_id_store_combos_id_fk" FOREIGN KEY ("combo_id") REFERENCES "public"."store_combos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_combo_members" ADD CONSTRAINT "store_combo_members_version_id_store_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."store_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_combos" ADD CONSTRAINT "store_combos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_installs" ADD CONSTRAINT "store_installs_combo_id_store_combos_id_fk" FOREIGN KEY ("combo_id") REFERENCES "public"."store_combos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_installs" ADD CONSTRAINT "store_installs_pc_id_pcs_id_fk" FOREIGN KEY ("pc_id") REFERENCES "public"."pcs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_installs" ADD CONSTRAINT "store_installs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_maintainers" ADD CONSTRAINT "store_maintainers_algorithm_id_store_algorithms_id_fk" FOREIGN KEY ("algorithm_id") REFERENCES "public"."store_algorithms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_maintainers" ADD CONSTRAINT "store_maintainers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_versions" ADD CONSTRAINT "store_versions_algorithm_id_store_algorithms_id_fk" FOREIGN KEY ("algorithm_id") REFERENCES "public"."store_algorithms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_versions" ADD CONSTRAINT "store_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_algorithms_name_key" ON "store_algorithms" USING btree ("name");--> statement-breakpoint
CREATE INDEX "store_algorithms_search_idx" ON "store_algorithms" USING gin ("search");--> statement-breakpoint
CREATE INDEX "store_algorithms_updated_idx" ON "store_algorithms" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "store_combo_members_version_idx" ON "store_combo_members" USING btree ("version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_combos_name_key" ON "store_combos" USING btree ("name");--> statement-breakpoint
CREATE INDEX "store_installs_pc_idx" ON "store_installs" USING btree ("pc_id","id");--> statement-breakpoint
CREATE INDEX "store_installs_combo_idx" ON "store_installs" USING btree ("combo_id","id");--> statement-breakpoint
CREATE INDEX "store_maintainers_user_idx" ON "store_maintainers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_versions_algorithm_version_key" ON "store_versions" USING btree ("algorithm_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "store_versions_archive_file_key" ON "store_versions" USING btree ("archive_file");