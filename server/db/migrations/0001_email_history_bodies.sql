ALTER TABLE "email_history" ADD COLUMN "html_body" text;--> statement-breakpoint
ALTER TABLE "email_history" ADD COLUMN "text_body" text;