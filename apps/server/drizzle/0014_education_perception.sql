ALTER TABLE "edu_challenges" DROP CONSTRAINT "edu_challenges_kind_check";--> statement-breakpoint
ALTER TABLE "edu_challenges" ADD COLUMN "dataset_id" integer;--> statement-breakpoint
ALTER TABLE "edu_submissions" ADD COLUMN "predictions_key" text;--> statement-breakpoint
ALTER TABLE "edu_submissions" ADD COLUMN "predictions" integer;--> statement-breakpoint
ALTER TABLE "edu_challenges" ADD CONSTRAINT "edu_challenges_kind_check" CHECK ("edu_challenges"."kind" in ('driving', 'perception'));