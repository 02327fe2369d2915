CREATE TABLE "invoice_counters" (
	"kind" text NOT NULL,
	"annee" integer NOT NULL,
	"dernier" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counters_kind_annee_pk" PRIMARY KEY("kind","annee"),
	CONSTRAINT "invoice_counters_kind" CHECK ("invoice_counters"."kind" IN ('facture', 'avoir'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"numero" text NOT NULL,
	"annee" integer NOT NULL,
	"sequence" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"facture_id" uuid,
	"motif" text,
	"refund_id" integer,
	"vendeur" jsonb NOT NULL,
	"client" jsonb NOT NULL,
	"lignes" jsonb NOT NULL,
	"tva" jsonb NOT NULL,
	"total_ttc" numeric(12,3) NOT NULL,
	"droit_timbre" numeric(12,3) DEFAULT 0.000 NOT NULL,
	"net_a_payer" numeric(12,3) NOT NULL,
	"issued_by" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_numero_unique" UNIQUE("numero"),
	CONSTRAINT "invoices_kind" CHECK ("invoices"."kind" IN ('facture', 'avoir')),
	CONSTRAINT "invoices_avoir_facture" CHECK (("invoices"."kind" = 'avoir') = ("invoices"."facture_id" IS NOT NULL AND "invoices"."motif" IS NOT NULL)),
	CONSTRAINT "invoices_totaux" CHECK ("invoices"."total_ttc" >= 0 AND "invoices"."droit_timbre" >= 0 AND "invoices"."net_a_payer" = "invoices"."total_ttc" + "invoices"."droit_timbre")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tva" jsonb;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "fiscal_raison_sociale" text;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "fiscal_adresse" text;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "fiscal_matricule" text;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "droit_timbre" numeric(12,3) DEFAULT 1.000 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "taux_tva" jsonb DEFAULT '{"categories":{},"produits":{}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_id_payment_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."payment_refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_kind_annee_sequence" ON "invoices" USING btree ("kind","annee","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_refund_key" ON "invoices" USING btree ("refund_id") WHERE "invoices"."refund_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id","issued_at");