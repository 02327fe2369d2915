/**
 * The board's fast sold-out goes through the back-office's own switch, PUT
 * /api/admin/products/:id/rupture with { rupture: true, duree: 'ce_soir' }: anonymous 401, the client whose
 * order shows the dish and any other client 403 (nothing changes); operators and admins mark it until
 * tonight's closing from the restaurant's hours, the open shops' catalogue says so, and an order for it is
 * refused until the mark is lifted.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameHoursEveryDay } from '@core/catalog';
import { tonightClosing } from '@core/sold-out';
import { produits, restaurantSettings } from '../../db/schema/index';
import { expectRefused, signInAllRoles, type Roles, type SignedIn } from '../../test/auth';
import { catalogChanged } from '../../test/catalog-caches';
import { buildOrder } from '../../test/factories';
import { createShopTestApp, pickupBody, postOrder, type MenuFixture } from '../../test/orders';
import type { TestApp } from '../../test/app';

/** Lunch and dinner every day: tonight's closing is the end of the dinner. */
const HOURS = sameHoursEveryDay({ ouvert: true, ouverture: '11:30', fermeture: '15:00', ouverture_2: '19:00', fermeture_2: '23:30' });

let t: TestApp;
let menu: MenuFixture;
let who: Roles;

beforeAll(async () => {
  ({ t, menu } = await createShopTestApp());
  who = await signInAllRoles(t.app);
  await buildOrder(t.database.db, { customer_id: who.client.customerId!, items: [{ product: menu.product, quantity: 2 }] });
});
afterAll(() => t.close());

const mark = (signedIn: SignedIn | undefined, body: object = { rupture: true, duree: 'ce_soir' }) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${menu.product.id}/rupture`,
    headers: signedIn?.headers ?? { origin: t.config.publicUrl },
    payload: body,
  });
const shopProduct = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/catalog' })).json().produits.find((p: { id: number }) => p.id === menu.product.id) as {
    rupture: boolean;
    rupture_jusqu_a: string | null;
  };
const row = async () => (await t.database.db.select().from(produits).where(eq(produits.id, menu.product.id)))[0]!;

describe('sold out from the board', () => {
  it('refuses anonymous (401), the order’s client and another client (403), and changes nothing', async () => {
    await expectRefused(mark, [who.client, who.otherClient]);
    expect(await row()).toMatchObject({ rupture: false, rupture_jusqu_a: null });
    expect(await shopProduct()).toMatchObject({ rupture: false });
  });

  it.each(['operator', 'admin'] as const)('lets the %s mark the dish sold out until tonight’s closing; the shop shows it and refuses it', async (role) => {
    await t.database.db.update(restaurantSettings).set({ horaires_reguliers: HOURS }).where(eq(restaurantSettings.id, 1));
    catalogChanged(t.database.db);
    const before = new Date();
    const res = await mark(who[role]);
    const after = new Date();
    expect(res.statusCode).toBe(200);
    const end = res.json().product.rupture_jusqu_a as string;
    // tonightClosing is a step function of the clock: the end is the one of the moment the request ran.
    expect([tonightClosing(HOURS, before).getTime(), tonightClosing(HOURS, after).getTime()]).toContain(new Date(end).getTime());
    expect(res.json().product).toMatchObject({ rupture: true, epuise: true, rupture_par: who[role].userId });
    expect(await shopProduct()).toMatchObject({ rupture: true, rupture_jusqu_a: end });

    // Ordering it is refused while the mark holds (ordering itself needs the restaurant open: all day here).
    await t.database.db
      .update(restaurantSettings)
      .set({ horaires_reguliers: sameHoursEveryDay({ ouvert: true, ouverture: '00:00', fermeture: '00:00' }) })
      .where(eq(restaurantSettings.id, 1));
    catalogChanged(t.database.db);
    await t.app.catalog.invalidate();
    const refused = await postOrder(t.app, who.client, pickupBody(menu));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(`${menu.product.nom_fr} est épuisé pour le moment. Retirez-le du panier pour continuer.`);

    // The undo of the board's toast lifts it.
    expect((await mark(who[role], { rupture: false })).statusCode).toBe(200);
    expect(await shopProduct()).toMatchObject({ rupture: false, rupture_jusqu_a: null });
  });

  it('refuses a bad duration in French and changes nothing', async () => {
    const res = await mark(who.operator, { rupture: true, duree: 'demain' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('Durée de rupture invalide');
    expect(await row()).toMatchObject({ rupture: false });
  });
});
