ALTER TABLE "bench_submissions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bench_submissions" ADD COLUMN "baseline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bench_submissions" ADD CONSTRAINT "bench_submissions_owner_check" CHECK ("bench_submissions"."baseline" or "bench_submissions"."user_id" is not null);