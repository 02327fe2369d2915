ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status";--> statement-breakpoint
ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_reason";--> statement-breakpoint
ALTER TABLE "payment_refunds" ALTER COLUMN "payment_ref" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "motif" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "e2e_test_suites" ADD COLUMN "schedule_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "e2e_test_suites" ADD COLUMN "schedule_time" text;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "retention_logs_jours" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "retention_evenements_jours" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_one_client_refund" ON "payment_refunds" USING btree ("order_id") WHERE "payment_refunds"."reason" = 'remboursement_client';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status" CHECK ("orders"."payment_status" IN ('en_attente', 'paye', 'echoue', 'non_requis', 'rembourse'));--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_ref_or_client" CHECK ("payment_refunds"."payment_ref" IS NOT NULL OR "payment_refunds"."reason" = 'remboursement_client');--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_reason" CHECK ("payment_refunds"."reason" IN ('commande_annulee', 'paiement_en_double', 'remboursement_client'));--> statement-breakpoint
ALTER TABLE "e2e_test_suites" ADD CONSTRAINT "e2e_test_suites_schedule_time" CHECK ("e2e_test_suites"."schedule_time" IS NULL OR "e2e_test_suites"."schedule_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
ALTER TABLE "e2e_test_suites" ADD CONSTRAINT "e2e_test_suites_schedule_set" CHECK (NOT "e2e_test_suites"."schedule_enabled" OR "e2e_test_suites"."schedule_minutes" IS NOT NULL OR "e2e_test_suites"."schedule_time" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD CONSTRAINT "restaurant_settings_retention" CHECK ("restaurant_settings"."retention_logs_jours" BETWEEN 1 AND 3650 AND "restaurant_settings"."retention_evenements_jours" BETWEEN 1 AND 3650);