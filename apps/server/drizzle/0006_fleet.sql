CREATE TABLE "vehicle_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"pc_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"user_name" text,
	"detail" jsonb NOT NULL,
	CONSTRAINT "vehicle_events_kind_check" CHECK ("vehicle_events"."kind" in ('mode', 'control', 'estop', 'teleop', 'fault', 'connection'))
);
--> statement-breakpoint
CREATE TABLE "vehicle_track" (
	"pc_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"heading" double precision NOT NULL,
	"speed" double precision NOT NULL,
	"mode" text NOT NULL,
	CONSTRAINT "vehicle_track_pc_id_at_pk" PRIMARY KEY("pc_id","at")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"pc_id" integer PRIMARY KEY NOT NULL,
	"last_state" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicle_events" ADD CONSTRAINT "vehicle_events_pc_id_pcs_id_fk" FOREIGN KEY ("pc_id") REFERENCES "public"."pcs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_track" ADD CONSTRAINT "vehicle_track_pc_id_pcs_id_fk" FOREIGN KEY ("pc_id") REFERENCES "public"."pcs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_pc_id_pcs_id_fk" FOREIGN KEY ("pc_id") REFERENCES "public"."pcs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_events_pc_idx" ON "vehicle_events" USING btree ("pc_id","id");--> statement-breakpoint
CREATE INDEX "vehicle_track_at_brin" ON "vehicle_track" USING brin ("at");