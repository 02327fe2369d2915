ALTER TABLE "accompagnements" ADD COLUMN "archive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accompagnements" ADD COLUMN "rupture" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accompagnements" ADD COLUMN "rupture_jusqu_a" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accompagnements" ADD COLUMN "rupture_par" text;--> statement-breakpoint
ALTER TABLE "accompagnements" ADD COLUMN "rupture_le" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "produits" ADD COLUMN "allergenes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "produits" ADD COLUMN "archive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "produits" ADD COLUMN "rupture" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "produits" ADD COLUMN "rupture_jusqu_a" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "produits" ADD COLUMN "rupture_par" text;--> statement-breakpoint
ALTER TABLE "produits" ADD COLUMN "rupture_le" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accompagnements" ADD CONSTRAINT "accompagnements_rupture_par_user_id_fk" FOREIGN KEY ("rupture_par") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produits" ADD CONSTRAINT "produits_rupture_par_user_id_fk" FOREIGN KEY ("rupture_par") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;