/**
 * The estimated ready or delivery time in the order view: computed by the server from
 * delai_preparation_base, the orders ahead in the kitchen, nombre_livreurs_actifs and the zone's
 * temps_livraison; absent once the order is ready for pickup, delivered or cancelled.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatClock } from '@core/service';
import { restaurantSettings, zonesLivraison } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildOrder } from '../../test/factories';
import { deliveryBody, menuFixture, openAllDay, pickupBody, postOrder, type MenuFixture } from '../../test/orders';
import { signInAs } from '../../test/auth';

let t: TestApp;
let menu: MenuFixture;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  await openAllDay(t.database.db);
  menu = await menuFixture(t.database.db);
  await t.database.db.update(restaurantSettings).set({ delai_preparation_base: 20, commandes_simultanees_max: 2, nombre_livreurs_actifs: 1 });
  await t.database.db.update(zonesLivraison).set({ temps_livraison: 25 }).where(eq(zonesLivraison.code, menu.zone.code));
  await t.app.catalog.invalidate();
});
afterAll(async () => t?.close());

const estimation = async (numero: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/by-number/${numero}` })).json().order.estimation as { at: string; texte: string } | null;

describe('estimated time of an order', () => {
  it('counts the orders ahead in the kitchen, the couriers out and the zone trip; none once finished', async () => {
    const base = Date.now() - 2 * MINUTE;
    // Two orders ahead in the kitchen fill one batch (commandes_simultanees_max 2): one more base time.
    await buildOrder(t.database.db, { statut_commande: 'En_preparation', created_at: new Date(base - 2 * MINUTE) });
    await buildOrder(t.database.db, { statut_commande: 'Recu', created_at: new Date(base - MINUTE) });
    const pickup = await buildOrder(t.database.db, { statut_commande: 'Recu', created_at: new Date(base) });
    const readyAt = new Date(base + 40 * MINUTE);
    expect(await estimation(pickup.numero_commande)).toEqual({ at: readyAt.toISOString(), texte: `Prête vers ${formatClock(readyAt)}` });

    // Delivery, the only courier already out: preparation (two batches) + a trip to wait + the 25-minute trip.
    await buildOrder(t.database.db, { statut_commande: 'En_livraison', created_at: new Date(base - 30 * MINUTE) });
    const delivery = await buildOrder(t.database.db, {
      statut_commande: 'En_preparation',
      type_commande: 'Livraison',
      zone_livraison: menu.zone.code,
      created_at: new Date(base + 1),
    });
    const deliveredAt = new Date(base + 1 + (40 + 25 + 25) * MINUTE);
    expect(await estimation(delivery.numero_commande)).toEqual({
      at: deliveredAt.toISOString(),
      texte: `Livraison estimée vers ${formatClock(deliveredAt)}`,
    });

    const ready = await buildOrder(t.database.db, { statut_commande: 'Pret', created_at: new Date(base) });
    const delivered = await buildOrder(t.database.db, { statut_commande: 'Livre', type_commande: 'Livraison', zone_livraison: menu.zone.code });
    expect(await estimation(ready.numero_commande)).toBeNull();
    expect(await estimation(delivered.numero_commande)).toBeNull();
  });

  it('comes with a new order in the answer of POST /api/orders', async () => {
    await t.database.db.update(restaurantSettings).set({ commandes_simultanees_max: 1000 });
    await t.app.catalog.invalidate();
    const client = await signInAs(t.app);
    const res = await postOrder(t.app, client, pickupBody(menu));
    expect(res.statusCode).toBe(201);
    expect(res.json().order.estimation.texte).toMatch(/^Prête vers \d\d:\d\d$/);
    // Counted in the order's transaction (the orders of the test above are ahead of it), the same as read afterwards.
    expect(res.json().order.estimation).toEqual(await estimation(res.json().order.numero_commande));
    // A delivery: the zone's trip (from the catalogue) and the courier out, the same as read afterwards.
    const delivery = await postOrder(t.app, client, deliveryBody(menu));
    expect(delivery.statusCode).toBe(201);
    expect(delivery.json().order.estimation.texte).toMatch(/^Livraison estimée vers \d\d:\d\d$/);
    expect(delivery.json().order.estimation).toEqual(await estimation(delivery.json().order.numero_commande));
  });
});
