ALTER TABLE "records" ADD COLUMN "upload_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "records_upload_id_key" ON "records" USING btree ("upload_id");