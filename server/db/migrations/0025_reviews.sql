ALTER TABLE "customer_reviews" ADD COLUMN "reponse" text;--> statement-breakpoint
ALTER TABLE "customer_reviews" ADD COLUMN "repondu_par" text;--> statement-breakpoint
ALTER TABLE "customer_reviews" ADD COLUMN "repondu_le" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurant_settings" ADD COLUMN "lien_avis_google" text;