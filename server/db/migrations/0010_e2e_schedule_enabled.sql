-- Suites scheduled before schedule_enabled existed (schedule_minutes set) stay scheduled.
UPDATE "e2e_test_suites" SET "schedule_enabled" = true WHERE "schedule_minutes" IS NOT NULL;
