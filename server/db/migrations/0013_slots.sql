ALTER TABLE "categories" ADD COLUMN "services_disponibles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "jours_disponibles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "produits" ADD COLUMN "services_disponibles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "produits" ADD COLUMN "jours_disponibles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fire_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "compte_capacite" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pieces_cuisine" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "relance_acceptation_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "jours_commande_avance" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "capacite_creneaux" jsonb DEFAULT '{"midi":{"commandes":null,"pieces":null},"soir":{"commandes":null,"pieces":null}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "categories_hors_capacite" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "acceptation_auto" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "relance_acceptation_minutes" integer DEFAULT 3;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "pause_acceptation_minutes" integer DEFAULT 8;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "annulation_acceptation_minutes" integer DEFAULT 15;--> statement-breakpoint
CREATE INDEX "orders_fire_at_idx" ON "orders" USING btree ("fire_at");--> statement-breakpoint
CREATE INDEX "orders_a_declencher_idx" ON "orders" USING btree ("fire_at") WHERE "orders"."scheduled_for" IS NOT NULL AND "orders"."fired_at" IS NULL;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD CONSTRAINT "restaurant_settings_jours_commande_avance" CHECK ("restaurant_settings"."jours_commande_avance" BETWEEN 0 AND 30);--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD CONSTRAINT "restaurant_settings_capacite_objet" CHECK (jsonb_typeof("restaurant_settings"."capacite_creneaux") = 'object');