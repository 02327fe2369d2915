ALTER TABLE "e2e_test_runs" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "e2e_test_runs" ADD COLUMN "stop_requested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "e2e_test_suites" ADD COLUMN "schedule_minutes" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "e2e_test_runs_one_running" ON "e2e_test_runs" USING btree ((true)) WHERE "e2e_test_runs"."status" = 'running';