ALTER TABLE "images_metadata" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "images_metadata" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "images_metadata" ADD COLUMN "mime_type" text;--> statement-breakpoint
ALTER TABLE "images_metadata" ADD COLUMN "size_bytes" integer;--> statement-breakpoint
ALTER TABLE "images_metadata" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "images_metadata" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "images_metadata" ADD COLUMN "uploaded_by" text;--> statement-breakpoint
ALTER TABLE "images_metadata" ADD COLUMN "variations_status" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "images_metadata" ADD COLUMN "variations_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "images_metadata" ADD COLUMN "variations_next_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "images_metadata" ADD COLUMN "variations_error" text;--> statement-breakpoint
ALTER TABLE "images_metadata" ADD CONSTRAINT "images_metadata_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_metadata_url_idx" ON "images_metadata" USING btree ("url");--> statement-breakpoint
CREATE INDEX "images_metadata_pending_idx" ON "images_metadata" USING btree ("variations_status","variations_next_at");--> statement-breakpoint
ALTER TABLE "images_metadata" ADD CONSTRAINT "images_metadata_variations_status" CHECK ("images_metadata"."variations_status" IN ('pending', 'processing', 'done', 'failed'));