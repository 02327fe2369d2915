/**
 * The last place of a slot and the fire of a scheduled order under concurrency. PGlite has one
 * connection, so a race cannot happen there: these run on PostgreSQL only (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { SlotsView } from '@core/schemas/slots';
import { appEvents, orders, restaurantSettings } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { signInAs } from '../../test/auth';
import { catalogChanged } from '../../test/catalog-caches';
import { testsUsePostgres } from '../../test/db';
import { createShopTestApp, pickupBody, postOrder, type MenuFixture } from '../../test/orders';
import { fireScheduledOrders } from './fire-scheduled-orders';

let t: TestApp;
let menu: MenuFixture;

beforeAll(async () => {
  ({ t, menu } = await createShopTestApp());
});
afterAll(async () => t?.close());

describe.runIf(testsUsePostgres)('order ahead under concurrency (PostgreSQL)', () => {
  it('gives the last place of a slot to exactly one of 12 customers racing for it', async () => {
    await t.database.db
      .update(restaurantSettings)
      .set({ capacite_creneaux: { midi: { commandes: 1, pieces: null }, soir: { commandes: 1, pieces: null } } })
      .where(eq(restaurantSettings.id, 1));
    catalogChanged(t.database.db);
    const view = (await t.app.inject({ method: 'GET', url: '/api/slots?type_commande=A_emporter' })).json<SlotsView>();
    const [slot, next] = [view.jours[2]!.creneaux[40]!, view.jours[2]!.creneaux[41]!];
    const customers = await Promise.all(Array.from({ length: 12 }, () => signInAs(t.app)));
    const answers = await Promise.all(customers.map((c) => postOrder(t.app, c, pickupBody(menu, { scheduled_for: slot.at }))));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(11).fill(422)]);
    for (const refused of answers.filter((a) => a.statusCode === 422)) expect(refused.json().error.details.next_slot).toBe(next.at);
    const rows = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.scheduled_for, new Date(slot.at)));
    expect(rows).toHaveLength(1);
  });

  it('fires a due scheduled order exactly once when two instances run the job together', async () => {
    const view = (await t.app.inject({ method: 'GET', url: '/api/slots?type_commande=A_emporter' })).json<SlotsView>();
    const client = await signInAs(t.app);
    const ids: string[] = [];
    for (const slot of view.jours[4]!.creneaux.slice(10, 16)) {
      const res = await postOrder(t.app, client, pickupBody(menu, { scheduled_for: slot.at }));
      expect(res.statusCode).toBe(201);
      ids.push(res.json().order.id);
    }
    await t.database.db
      .update(orders)
      .set({ fire_at: new Date(Date.now() - 1000) })
      .where(inArray(orders.id, ids));
    const runs = await Promise.all(Array.from({ length: 4 }, () => fireScheduledOrders({ db: t.database.db })));
    const fired = runs.flat().map((o) => o.id);
    expect(fired.sort()).toEqual([...ids].sort());
    const events = await t.database.db.select().from(appEvents).where(eq(appEvents.event, 'order.fired'));
    expect(events.filter((e) => ids.includes((e.context as { order_id: string }).order_id))).toHaveLength(ids.length);
  });
});
