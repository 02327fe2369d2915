/**
 * The riders: who may keep the list, assign a delivery and check a rider's cash; a rider's account ('livreur')
 * reaches its own deliveries only (another rider's order answers 404, the back office 403), marks them delivered
 * or refused through the orders' rules, and its cash of the day reaches the staff's check and the day's closing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serviceDayOf } from '@core/opening-hours';
import { livraisonsRefusees, orders } from '../../db/schema/index';
import { expectRefused, signInAllRoles, signInAs, type Roles, type SignedIn } from '../../test/auth';
import { createShopTestApp, deliveryBody, postOrder, setOrderStatus, type MenuFixture } from '../../test/orders';
import type { TestApp } from '../../test/app';

let t: TestApp;
let menu: MenuFixture;
let roles: Roles;
let livreur: SignedIn;
let otherLivreur: SignedIn;
let riderId: number;
let otherRiderId: number;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const inject = (method: Method, url: string, who?: SignedIn, payload?: object) =>
  t.app.inject({ method, url, headers: who ? who.headers : { origin: t.config.publicUrl }, ...(payload ? { payload } : {}) });

/** A delivery placed by the client and sent out (En_livraison) by the operator. */
async function outForDelivery(overrides: Record<string, unknown> = {}): Promise<{ id: string; total: number }> {
  const res = await postOrder(t.app, roles.client, deliveryBody(menu, overrides));
  expect(res.statusCode).toBe(201);
  const id: string = res.json().order.id;
  for (const statut of ['En_preparation', 'Pret', 'En_livraison']) expect((await setOrderStatus(t.app, roles.operator, id, statut)).statusCode).toBe(200);
  return { id, total: res.json().order.total_ttc };
}

const assignAs = (who: SignedIn | undefined, orderId: string, rider: number | null) =>
  inject('PUT', `/api/admin/orders/${orderId}/rider`, who, { rider_id: rider });
const assign = (orderId: string, rider: number | null) => assignAs(roles.operator, orderId, rider);

beforeAll(async () => {
  ({ t, menu } = await createShopTestApp());
  roles = await signInAllRoles(t.app, { otherClient: { withCustomer: true } });
  livreur = await signInAs(t.app, { role: 'livreur' });
  otherLivreur = await signInAs(t.app, { role: 'livreur' });
  const made = await inject('POST', '/api/admin/riders', roles.admin, { nom: 'Karim', telephone: '22 333 444', user_id: livreur.userId });
  expect(made.statusCode).toBe(201);
  riderId = made.json().id;
  const other = await inject('POST', '/api/admin/riders', roles.admin, { nom: 'Sami', telephone: '55111222', user_id: otherLivreur.userId });
  otherRiderId = other.json().id;
});
afterAll(async () => {
  await t?.close();
});

describe('the riders list', () => {
  it('is read by staff, changed by admins only; a livreur and clients are refused', async () => {
    await expectRefused((who) => inject('GET', '/api/admin/riders', who), [roles.client, roles.otherClient, livreur]);
    await expectRefused((who) => inject('POST', '/api/admin/riders', who, { nom: 'X', telephone: '22123456' }), [roles.client, roles.operator, livreur]);
    await expectRefused((who) => inject('PATCH', `/api/admin/riders/${riderId}`, who, { actif: false }), [roles.client, roles.operator, livreur]);
    const list = await inject('GET', '/api/admin/riders', roles.operator);
    expect(list.statusCode).toBe(200);
    expect(list.json().riders).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: riderId, nom: 'Karim', telephone: '22333444', actif: true, compte: livreur.email })]),
    );
    expect(list.json().comptes.map((c: { userId: string }) => c.userId)).toEqual(expect.arrayContaining([livreur.userId, otherLivreur.userId]));
  });

  it('links only a livreur account, and one account to one rider', async () => {
    const notLivreur = await inject('POST', '/api/admin/riders', roles.admin, { nom: 'Y', telephone: '22123456', user_id: roles.operator.userId });
    expect(notLivreur.json().error.code).toBe('RIDER_ACCOUNT_NOT_LIVREUR');
    const taken = await inject('PATCH', `/api/admin/riders/${otherRiderId}`, roles.admin, { user_id: livreur.userId });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('RIDER_ACCOUNT_TAKEN');
    const badPhone = await inject('POST', '/api/admin/riders', roles.admin, { nom: 'Z', telephone: '123' });
    expect(badPhone.statusCode).toBe(400);
  });
});

describe('a livreur account', () => {
  it('is no staff: the back office and the board refuse it; /api/me says livreur', async () => {
    for (const url of ['/api/admin/orders', '/api/admin/me', '/api/admin/closings/2026-01-05'])
      expect((await inject('GET', url, livreur)).statusCode, url).toBe(403);
    const me = await inject('GET', '/api/me', livreur);
    expect(me.json()).toMatchObject({ userType: 'none', role: null, livreur: true, needsOnboarding: false });
  });

  it('an admin makes an operator a livreur in Utilisateurs: the back office closes to that account', async () => {
    const member = await signInAs(t.app, { role: 'operator' });
    const changed = await inject('PATCH', `/api/admin/staff/${member.userId}`, roles.admin, { role: 'livreur' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().staff.find((s: { userId: string }) => s.userId === member.userId).role).toBe('livreur');
    const again = await signInAs(t.app, { role: 'livreur' });
    expect((await inject('GET', '/api/admin/orders', again)).statusCode).toBe(403);
  });

  it('the rider page is a livreur’s only', async () => {
    await expectRefused((who) => inject('GET', '/api/livreur/orders', who), [roles.client, roles.otherClient, roles.operator, roles.admin], {
      code: 'RIDER_REQUIRED',
    });
    expect((await inject('GET', '/api/livreur/orders', livreur)).statusCode).toBe(200);
  });
});

describe('assigning a delivery', () => {
  it('staff assign, re-assign and un-assign; clients and livreurs cannot', async () => {
    const order = await outForDelivery();
    await expectRefused((who) => assignAs(who, order.id, riderId), [roles.client, roles.otherClient, livreur]);
    expect((await assign(order.id, riderId)).json().order.livreur_id).toBe(riderId);
    expect((await assignAs(roles.admin, order.id, otherRiderId)).json().order.livreur_id).toBe(otherRiderId);
    expect((await assign(order.id, null)).json().order.livreur_id).toBeNull();
    const missing = await assign(order.id, 999_999);
    expect(missing.json().error.code).toBe('RIDER_NOT_FOUND');
  });

  it('refuses a pickup, a finished order and an inactive rider', async () => {
    const pickup = await postOrder(t.app, roles.client, {
      ...deliveryBody(menu),
      type_commande: 'A_emporter',
      zone_livraison: undefined,
      adresse_livraison: undefined,
    });
    expect((await assign(pickup.json().order.id, riderId)).json().error.code).toBe('RIDER_NOT_DELIVERY');
    const done = await outForDelivery();
    await setOrderStatus(t.app, roles.operator, done.id, 'Livre');
    expect((await assign(done.id, riderId)).json().error.code).toBe('RIDER_ORDER_FINISHED');
    const off = await inject('POST', '/api/admin/riders', roles.admin, { nom: 'Off', telephone: '98123456', actif: false });
    const order = await outForDelivery();
    expect((await assign(order.id, off.json().id)).json().error.code).toBe('RIDER_INACTIVE');
  });
});

describe('the rider’s deliveries', () => {
  it('lists its own orders with what to collect, and never another rider’s', async () => {
    const cash = await outForDelivery({ paiera_avec: 100_000 });
    const theirs = await outForDelivery();
    await assign(cash.id, riderId);
    await assign(theirs.id, otherRiderId);
    const page = (await inject('GET', '/api/livreur/orders', livreur)).json();
    const mine = page.livraisons.find((l: { id: string }) => l.id === cash.id);
    expect(mine).toMatchObject({
      telephone: '22123456',
      adresse: '12 rue du Lac Léman, Tunis',
      lien_carte: 'https://www.google.com/maps/search/?api=1&query=12%20rue%20du%20Lac%20L%C3%A9man%2C%20Tunis',
      a_encaisser: cash.total,
      deja_paye: false,
      paiera_avec: 100_000,
      monnaie: 100_000 - cash.total,
      actions: true,
    });
    expect(page.livraisons.map((l: { id: string }) => l.id)).not.toContain(theirs.id);
    // Another rider's order: as if it did not exist.
    for (const action of ['delivered', 'refused']) {
      const res = await inject('POST', `/api/livreur/orders/${theirs.id}/${action}`, livreur, {});
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('ORDER_NOT_FOUND');
    }
    expect((await t.database.db.select({ s: orders.statut_commande }).from(orders).where(eq(orders.id, theirs.id)))[0]!.s).toBe('En_livraison');
  });

  it('marks delivered through the status rules, and refused with the refusal rules', async () => {
    const one = await outForDelivery();
    const two = await outForDelivery();
    await assign(one.id, riderId);
    await assign(two.id, riderId);
    const delivered = await inject('POST', `/api/livreur/orders/${one.id}/delivered`, livreur);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().livraisons.map((l: { id: string }) => l.id)).not.toContain(one.id);
    const again = await inject('POST', `/api/livreur/orders/${one.id}/delivered`, livreur);
    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toBe('ILLEGAL_TRANSITION');
    const refused = await inject('POST', `/api/livreur/orders/${two.id}/refused`, livreur, { motif: 'Client absent' });
    expect(refused.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, two.id));
    expect(row!.statut_commande).toBe('Annule');
    expect(await t.database.db.select().from(livraisonsRefusees).where(eq(livraisonsRefusees.order_id, two.id))).toHaveLength(1);
  });
});

describe('the rider’s cash', () => {
  it('is what it delivered in cash, checked off once by staff, and shows in the day’s closing', async () => {
    const jour = serviceDayOf({}, new Date());
    const before = (await inject('GET', `/api/admin/riders/cash/${jour}`, roles.operator)).json();
    const line = before.livreurs.find((l: { rider_id: number }) => l.rider_id === riderId);
    // Delivered so far in these tests: one cash delivery (the refused one carries no cash).
    expect(line).toMatchObject({ nom: 'Karim', commandes: 1, pointage: null });
    const expected: number = line.especes_attendues;
    expect(expected).toBeGreaterThan(0);
    await expectRefused((who) => inject('GET', `/api/admin/riders/cash/${jour}`, who), [roles.client, roles.otherClient, livreur]);
    await expectRefused(
      (who) => inject('POST', `/api/admin/riders/${riderId}/cash/${jour}`, who, { especes_remises: 0 }),
      [roles.client, roles.otherClient, livreur],
    );
    const checked = await inject('POST', `/api/admin/riders/${riderId}/cash/${jour}`, roles.operator, { especes_remises: expected - 2000 });
    expect(checked.statusCode).toBe(201);
    expect(checked.json().livreurs.find((l: { rider_id: number }) => l.rider_id === riderId).pointage).toMatchObject({
      especes_attendues: expected,
      especes_remises: expected - 2000,
      ecart: -2000,
    });
    const twice = await inject('POST', `/api/admin/riders/${riderId}/cash/${jour}`, roles.admin, { especes_remises: expected });
    expect(twice.json().error.code).toBe('RIDER_CASH_ALREADY_CHECKED');
    const closing = (await inject('GET', `/api/admin/closings/${jour}`, roles.admin)).json();
    expect(closing.livreurs.find((l: { rider_id: number }) => l.rider_id === riderId).pointage.ecart).toBe(-2000);
    const page = (await inject('GET', '/api/livreur/orders', livreur)).json();
    expect(page.especes_du_jour).toEqual({ commandes: 1, total: expected });
  });
});
