/**
 * Order test helpers: an always-open restaurant (tests run at any hour), a small menu built by the
 * factories (a product with a linked side, a foreign side, a zone), a POST /api/orders helper and the
 * staff's status changes.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { loyaltySettings, notificationOutbox, restaurantSettings } from '../db/schema/index';
import { buildAccompaniment, buildCategory, buildLoyaltySettings, buildProduct, buildRestaurantSettings, buildZone, OPEN_ALL_DAY } from './factories';
import { createTestApp, type TestApp } from './app';
import type { SignedIn } from './auth';
import { catalogChanged } from './catalog-caches';
import { openEventStream as openEventStreamOver } from '../lib/event-stream';

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

/**
 * A test app (createTestApp's options) with its own small menu. `listen`: on a free port as well, for
 * what calls the shop over real HTTP (the Konnect simulator's webhook, the E2E runner).
 */
export async function createShopTestApp(options: Parameters<typeof createTestApp>[0] & { listen?: boolean } = {}): Promise<{ t: TestApp; menu: MenuFixture }> {
  const { listen = false, ...appOptions } = options;
  const t = await createTestApp(appOptions);
  if (listen) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, menu: await menuFixture(t.database.db) };
}

export function pickupBody(menu: MenuFixture, overrides: Record<string, unknown> = {}) {
  return { type_commande: 'A_emporter', mode_paiement: 'especes', items: [{ product_id: menu.product.id, quantity: 2 }], ...overrides };
}

export function deliveryBody(menu: MenuFixture, overrides: Record<string, unknown> = {}) {
  return {
    type_commande: 'Livraison',
    zone_livraison: menu.zone.code,
    adresse_livraison: '12 rue du Lac Léman',
    ville_livraison: 'Tunis',
    instructions_livraison: 'Sonner deux fois',
    mode_paiement: 'especes',
    items: [{ product_id: menu.product.id, quantity: 3 }],
    ...overrides,
  };
}

export function postOrder(app: FastifyInstance, who: Pick<SignedIn, 'headers'>, body: unknown, key: string = randomUUID()) {
  return app.inject({ method: 'POST', url: '/api/orders', headers: { ...who.headers, 'idempotency-key': key }, payload: body as object });
}

/** PATCH /api/admin/orders/:id/status as `staff`. */
export function setOrderStatus(app: FastifyInstance, staff: Pick<SignedIn, 'headers'>, orderId: string, statut: string) {
  return app.inject({ method: 'PATCH', url: `/api/admin/orders/${orderId}/status`, headers: staff.headers, payload: { statut_commande: statut } });
}

/** Takes a new pickup order through En_preparation, Pret and Livre, each step accepted. */
export async function deliverOrder(app: FastifyInstance, staff: Pick<SignedIn, 'headers'>, orderId: string): Promise<void> {
  for (const statut of ['En_preparation', 'Pret', 'Livre']) expect((await setOrderStatus(app, staff, orderId, statut)).statusCode).toBe(200);
}

/** How many notifications (e-mail, Telegram) are queued for an order. */
export async function outboxCount(db: Db, orderId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notificationOutbox)
    .where(eq(notificationOutbox.order_id, orderId));
  return row!.n;
}

export type { EventStream } from '../lib/event-stream';

/** Opens a server-sent-event stream over real HTTP and reads it message by message. */
export const openEventStream = (url: string, headers: Record<string, string> = {}) => openEventStreamOver(url, { headers });
