ALTER TABLE "records" ADD COLUMN "start_ns" bigint;--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "end_ns" bigint;--> statement-breakpoint
-- Records indexed before: their wall-clock times to the microsecond the columns kept.
UPDATE "records" SET "start_ns" = (extract(epoch from "start_at") * 1000000)::bigint * 1000, "end_ns" = (extract(epoch from "end_at") * 1000000)::bigint * 1000 WHERE "start_at" IS NOT NULL;
