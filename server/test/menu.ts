/**
 * The shop's menu for tests and benches: an always-open restaurant (tests run at any hour) and a small
 * menu built by the factories. Imports no vitest: bench/serve-orders.ts uses it outside a test run.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loyaltySettings, restaurantSettings } from '../db/schema/index';
import { buildAccompaniment, buildCategory, buildLoyaltySettings, buildProduct, buildRestaurantSettings, buildZone, OPEN_ALL_DAY } from './factories';
import { catalogChanged } from './catalog-caches';

/** 24 h service every day with no last-order margin: ordering is open whatever the clock says. */
export async function openAllDay(db: Db): Promise<void> {
  // Also never "kitchen full": tests place bursts of orders; the cap is tested where it is set.
  await db
    .update(restaurantSettings)
    .set({ horaires_reguliers: OPEN_ALL_DAY, derniere_cmd_livraison: 0, derniere_cmd_emporter: 0, commandes_simultanees_max: 1000 })
    .where(eq(restaurantSettings.id, 1));
  catalogChanged(db);
}

export interface MenuFixture {
  product: { id: number; prix: number; nom_fr: string };
  withSide: { id: number; prix: number; nom_fr: string };
  side: { id: number; prix: number; nom_fr: string };
  foreignSide: { id: number; nom_fr: string };
  zone: { code: string; frais_livraison: number; minimum_commande: number; minimum_gratuite: number };
}

/**
 * A small menu of its own, built with the factories (never read from the demo seed): a product without
 * sides, a product with a linked paying side, a side linked to nothing ordered, a delivery zone, the
 * settings row open around the clock with every payment mode, and the loyalty settings (1 point per TND).
 */
export async function menuFixture(db: Db): Promise<MenuFixture> {
  const [settings] = await db.select({ id: restaurantSettings.id }).from(restaurantSettings);
  if (settings) await openAllDay(db);
  else await buildRestaurantSettings(db);
  const [loyalty] = await db.select({ id: loyaltySettings.id }).from(loyaltySettings);
  if (!loyalty) await buildLoyaltySettings(db);
  const zone = await buildZone(db);
  const category = await buildCategory(db);
  // 3 × 6.500 TND is over the zone's 15.000 TND minimum and under its 50.000 TND free delivery.
  const product = await buildProduct(db, { category_id: category.id, prix: 6_500 });
  const withSide = await buildProduct(db, { category_id: category.id, prix: 14_000 });
  const side = await buildAccompaniment(db, { prix: 2_500, products: [withSide] });
  const foreignSide = await buildAccompaniment(db, { prix: 1_500 });
  return {
    product: { id: product.id, prix: product.prix, nom_fr: product.nom_fr },
    withSide: { id: withSide.id, prix: withSide.prix, nom_fr: withSide.nom_fr },
    side: { id: side.id, prix: side.prix, nom_fr: side.nom_fr },
    foreignSide: { id: foreignSide.id, nom_fr: foreignSide.nom_fr },
    zone: { code: zone.code, frais_livraison: zone.frais_livraison, minimum_commande: zone.minimum_commande, minimum_gratuite: zone.minimum_gratuite },
  };
}
