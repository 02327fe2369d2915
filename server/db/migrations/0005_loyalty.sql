CREATE TABLE "loyalty_order_points" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"points" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_order_points_status" CHECK ("loyalty_order_points"."status" IN ('pending', 'earned', 'lost', 'reversed')),
	CONSTRAINT "loyalty_order_points_positif" CHECK ("loyalty_order_points"."points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "missions" DROP CONSTRAINT "missions_type";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "pending_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD COLUMN "min_spent" numeric(12,3) DEFAULT 0.000 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_settings" ADD COLUMN "voucher_validity_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_transactions" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loyalty_order_points" ADD CONSTRAINT "loyalty_order_points_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_order_points" ADD CONSTRAINT "loyalty_order_points_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_order_points_customer_idx" ON "loyalty_order_points" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_order_once" ON "vouchers" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_pending_points_positif" CHECK ("customers"."pending_points" >= 0);--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_min_spent_positif" CHECK ("vip_levels"."min_spent" >= 0);--> statement-breakpoint
ALTER TABLE "loyalty_settings" ADD CONSTRAINT "loyalty_settings_voucher_validity_positif" CHECK ("loyalty_settings"."voucher_validity_days" > 0);--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_type" CHECK ("missions"."mission_type" IN ('first_order', 'order_count', 'order_amount', 'review', 'amount_spent'));