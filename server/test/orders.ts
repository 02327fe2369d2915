/**
 * Order test helpers: the menu of server/test/menu.ts (an always-open restaurant, a product with a
 * linked side, a foreign side, a zone), a POST /api/orders helper and the staff's status changes.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { notificationOutbox } from '../db/schema/index';
import { createTestApp, type TestApp } from './app';
import type { SignedIn } from './sign-in';
import { menuFixture, type MenuFixture } from './menu';
import { listEndpoints } from '@core/contracts/index';
import type { StreamEndpoint } from '@core/contracts/endpoint';
import { openEventStream as openEventStreamOver } from '../lib/event-stream';

export * from './menu';

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

/**
 * Opens a server-sent-event stream over real HTTP and reads it message by message, each parsed by the schema its
 * endpoint declares for its event (found by the URL's path in the endpoint table): a payload that drifts from the
 * contract fails the test that reads it.
 */
export const openEventStream = (url: string, headers: Record<string, string> = {}) =>
  openEventStreamOver(url, { headers, events: streamEndpointAt(new URL(url).pathname).events });

function streamEndpointAt(pathname: string): StreamEndpoint {
  const found = listEndpoints().find(({ endpoint }) => endpoint.events && new RegExp(`^${endpoint.path.replace(/:\w+/g, '[^/]+')}$`).test(pathname));
  if (!found) throw new Error(`${pathname} : aucun flux de la table des endpoints`);
  return found.endpoint as StreamEndpoint;
}
