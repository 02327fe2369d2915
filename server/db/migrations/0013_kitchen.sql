ALTER TABLE "order_items" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "cuisine_alerte_orange" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "cuisine_alerte_rouge" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD CONSTRAINT "restaurant_settings_cuisine_alertes" CHECK ("restaurant_settings"."cuisine_alerte_orange" > 0 AND "restaurant_settings"."cuisine_alerte_rouge" > "restaurant_settings"."cuisine_alerte_orange");