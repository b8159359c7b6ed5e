ALTER TABLE "edu_challenges" ADD COLUMN "final_episodes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "edu_submissions" ADD COLUMN "final_scores" jsonb;