CREATE TABLE "app_availability" (
	"app" text NOT NULL,
	"role" text NOT NULL,
	"state" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_availability_app_role_pk" PRIMARY KEY("app","role"),
	CONSTRAINT "app_availability_role_check" CHECK ("app_availability"."role" in ('ALL', 'EDU', 'USER', 'ADMIN')),
	CONSTRAINT "app_availability_state_check" CHECK ("app_availability"."state" in ('hidden', 'disabled', 'enabled'))
);
--> statement-breakpoint
CREATE TABLE "app_availability_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"actor_email" text NOT NULL,
	"app" text NOT NULL,
	"role" text NOT NULL,
	"before" text NOT NULL,
	"after" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_availability" ADD CONSTRAINT "app_availability_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_availability_audit" ADD CONSTRAINT "app_availability_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_availability_audit_created_idx" ON "app_availability_audit" USING btree ("created_at");