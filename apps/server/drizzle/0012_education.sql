CREATE TABLE "edu_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'driving' NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"level" text DEFAULT 'beginner' NOT NULL,
	"rules" jsonb NOT NULL,
	"episodes" jsonb NOT NULL,
	"attempts_per_day" integer DEFAULT 10 NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"points" integer DEFAULT 100 NOT NULL,
	"starter" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edu_challenges_state_check" CHECK ("edu_challenges"."state" in ('draft', 'open', 'closed')),
	CONSTRAINT "edu_challenges_kind_check" CHECK ("edu_challenges"."kind" in ('driving'))
);
--> statement-breakpoint
CREATE TABLE "edu_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"challenge_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"job_id" integer,
	"scores" jsonb,
	"episodes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "edu_submissions_state_check" CHECK ("edu_submissions"."state" in ('queued', 'evaluating', 'success', 'error', 'failed', 'timeout'))
);
--> statement-breakpoint
CREATE TABLE "edu_traces" (
	"submission_id" integer NOT NULL,
	"episode" integer NOT NULL,
	"replay" jsonb NOT NULL,
	CONSTRAINT "edu_traces_submission_id_episode_pk" PRIMARY KEY("submission_id","episode")
);
--> statement-breakpoint
ALTER TABLE "edu_challenges" ADD CONSTRAINT "edu_challenges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edu_submissions" ADD CONSTRAINT "edu_submissions_challenge_id_edu_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."edu_challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edu_submissions" ADD CONSTRAINT "edu_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edu_traces" ADD CONSTRAINT "edu_traces_submission_id_edu_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."edu_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "edu_submissions_board_idx" ON "edu_submissions" USING btree ("challenge_id","state");--> statement-breakpoint
CREATE INDEX "edu_submissions_user_idx" ON "edu_submissions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "edu_submissions_queue_idx" ON "edu_submissions" USING btree ("state","id");