CREATE TABLE "job_schedules" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
DROP INDEX "notification_outbox_due_idx";--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "priority" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "notification_outbox_sent_idx" ON "notification_outbox" USING btree ("sent_at") WHERE "notification_outbox"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "notification_outbox_due_idx" ON "notification_outbox" USING btree ("priority" DESC NULLS LAST,"next_attempt_at","id") WHERE "notification_outbox"."status" IN ('pending', 'processing');