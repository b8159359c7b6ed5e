CREATE TABLE "bench_datasets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'importing' NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"format" text DEFAULT '' NOT NULL,
	"classes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"val_frames" integer DEFAULT 0 NOT NULL,
	"test_frames" integer DEFAULT 0 NOT NULL,
	"gt_boxes" integer DEFAULT 0 NOT NULL,
	"test_daily_limit" integer DEFAULT 5 NOT NULL,
	"job_id" integer,
	"error" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bench_datasets_status_check" CHECK ("bench_datasets"."status" in ('importing', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "bench_samples" (
	"dataset_id" integer NOT NULL,
	"sample" text NOT NULL,
	"split" text NOT NULL,
	"points" integer NOT NULL,
	"boxes" integer NOT NULL,
	CONSTRAINT "bench_samples_dataset_id_sample_pk" PRIMARY KEY("dataset_id","sample")
);
--> statement-breakpoint
CREATE TABLE "bench_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"dataset_id" integer NOT NULL,
	"split" text NOT NULL,
	"user_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"predictions" integer DEFAULT 0 NOT NULL,
	"job_id" integer,
	"error" text DEFAULT '' NOT NULL,
	"nd_score" double precision,
	"mean_ap" double precision,
	"ap_r40" double precision,
	"metrics" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bench_submissions_status_check" CHECK ("bench_submissions"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" double precision DEFAULT 0 NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'running', 'done', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "bench_samples" ADD CONSTRAINT "bench_samples_dataset_id_bench_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."bench_datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bench_submissions" ADD CONSTRAINT "bench_submissions_dataset_id_bench_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."bench_datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bench_submissions" ADD CONSTRAINT "bench_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bench_submissions_board_idx" ON "bench_submissions" USING btree ("dataset_id","split","status");--> statement-breakpoint
CREATE INDEX "bench_submissions_user_idx" ON "bench_submissions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("status","id");