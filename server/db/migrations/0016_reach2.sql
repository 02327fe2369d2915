DROP INDEX "customer_messages_order_event_key";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_url" text;--> statement-breakpoint
ALTER TABLE "codes_confirmation_commande" ADD COLUMN "canal" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_messages" ADD COLUMN "cle" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_messages" ADD COLUMN "canal_demande" text;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_messages_order_event_key" ON "customer_messages" USING btree ("order_id","event","cle");