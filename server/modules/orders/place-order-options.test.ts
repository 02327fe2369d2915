/**
 * Option groups on orders: the public catalogue lists each product's groups and active options;
 * an order's lines carry the chosen option ids, priced by the server from its own rows and kept as a
 * snapshot; a missing required choice, too few, too many, an unknown, inactive or sold-out option is
 * refused in French and writes nothing; phone orders and corrections go through the same pricing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { notificationOutbox, orderItems, orders, options } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { signInAllRoles, type SignedIn } from '../../test/auth';
import { catalogChanged } from '../../test/catalog-caches';
import { buildOptionGroup, buildProduct, type OptionGroup } from '../../test/factories';
import { createShopTestApp, pickupBody, postOrder, type MenuFixture } from '../../test/orders';
import { presentKitchenTickets } from '../kitchen/kitchen-ticket-view';
import { getOrderTickets } from '../printing/get-order-tickets';

let t: TestApp;
let menu: MenuFixture;
let client: SignedIn, operator: SignedIn;
let maki: { id: number; prix: number; nom_fr: string };
let sauce: OptionGroup, extras: OptionGroup, otherGroup: OptionGroup;
const db = () => t.database.db;

beforeAll(async () => {
  ({ t, menu } = await createShopTestApp());
  ({ client, operator } = await signInAllRoles(t.app));
  const product = await buildProduct(db(), { nom_fr: 'Maki saumon', prix: 9_000 });
  maki = { id: product.id, prix: product.prix, nom_fr: product.nom_fr };
  sauce = await buildOptionGroup(db(), {
    produit_id: maki.id,
    nom_fr: 'Sauce',
    ordre_affichage: 1,
    options: [
      { nom_fr: 'Soja sucrée', gratuit: true, prix: 0 },
      { nom_fr: 'Spicy mayo', prix: 1_500 },
      { nom_fr: 'Teriyaki', prix: 1_000, rupture: true },
      { nom_fr: 'Wasabi', prix: 500, actif: false },
    ],
  });
  extras = await buildOptionGroup(db(), {
    produit_id: maki.id,
    nom_fr: 'Suppléments',
    obligatoire: false,
    min_choix: 0,
    max_choix: 2,
    ordre_affichage: 2,
    options: [
      { nom_fr: 'Avocat', prix: 2_000 },
      { nom_fr: 'Cheddar', prix: 1_500 },
      { nom_fr: 'Sésame', prix: 800 },
    ],
  });
  otherGroup = await buildOptionGroup(db(), {
    produit_id: menu.product.id,
    nom_fr: 'Taille',
    obligatoire: false,
    options: [{ nom_fr: '12 pièces', prix: 4_000 }],
  });
});
afterAll(async () => t?.close());

const soja = () => sauce.options[0]!.id;
const spicy = () => sauce.options[1]!.id;
const teriyaki = () => sauce.options[2]!.id;
const wasabi = () => sauce.options[3]!.id;
const avocat = () => extras.options[0]!.id;
const cheddar = () => extras.options[1]!.id;
const sesame = () => extras.options[2]!.id;
const line = (opts: number[], quantity = 1) => ({ product_id: maki.id, quantity, options: opts });
const counts = async () => {
  const [o] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(orders);
  const [i] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(orderItems);
  const [m] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(notificationOutbox);
  return [o!.n, i!.n, m!.n];
};

describe('the public catalogue', () => {
  it('lists each product’s groups in order with their active options (sold-out ones flagged), never the inactive', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalog' });
    expect(res.statusCode).toBe(200);
    const groups = (
      res.json().groupes_options as {
        id: number;
        produit_id: number;
        nom_fr: string;
        options: { nom_fr: string; rupture: boolean; prix: number; gratuit: boolean }[];
      }[]
    ).filter((g) => g.produit_id === maki.id);
    expect(groups.map((g) => g.nom_fr)).toEqual(['Sauce', 'Suppléments']);
    expect(groups[0]).toMatchObject({ obligatoire: true, min_choix: 1, max_choix: 1 });
    expect(groups[0]!.options.map((o) => [o.nom_fr, o.prix, o.gratuit, o.rupture])).toEqual([
      ['Soja sucrée', 0, true, false],
      ['Spicy mayo', 1_500, false, false],
      ['Teriyaki', 1_000, false, true],
    ]);
  });
});

describe('POST /api/orders with options', () => {
  it('prices the options from the database, ignores browser prices and keeps the choices on the line, the view and the e-mail', async () => {
    const res = await postOrder(t.app, client, pickupBody(menu, { items: [{ ...line([cheddar(), spicy(), avocat()], 2), unit_price: 1, prix: 1 }] }));
    expect(res.statusCode).toBe(201);
    const { order } = res.json();
    const unit = 9_000 + 1_500 + 2_000 + 1_500;
    expect(order.total_ttc).toBe(unit * 2);
    expect(order.items).toEqual([
      expect.objectContaining({
        product_id: maki.id,
        unit_price: unit,
        total_price: unit * 2,
        choix: [
          { groupe_id: sauce.id, groupe: 'Sauce', option_id: spicy(), option: 'Spicy mayo', prix: 1_500 },
          { groupe_id: extras.id, groupe: 'Suppléments', option_id: avocat(), option: 'Avocat', prix: 2_000 },
          { groupe_id: extras.id, groupe: 'Suppléments', option_id: cheddar(), option: 'Cheddar', prix: 1_500 },
        ],
      }),
    ]);
    const [stored] = await db().select().from(orderItems).where(eq(orderItems.order_id, order.id));
    expect(stored!.choix.map((c) => c.option)).toEqual(['Spicy mayo', 'Avocat', 'Cheddar']);
    // Read back (tracking, board): the same choices.
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: client.headers });
    expect(read.json().order.items[0].choix).toHaveLength(3);
    const mails = await db().select().from(notificationOutbox).where(eq(notificationOutbox.order_id, order.id));
    const mail = mails.find((m) => m.type === 'email')!;
    expect(mail.content).toContain('Sauce : Spicy mayo · Suppléments : Avocat, Cheddar');
    expect(mails.find((m) => m.type === 'telegram')!.content).toContain('Sauce : Spicy mayo');
  });

  it('a free option costs nothing; an optional group may stay empty', async () => {
    const res = await postOrder(t.app, client, pickupBody(menu, { items: [line([soja()])] }));
    expect(res.statusCode).toBe(201);
    expect(res.json().order.total_ttc).toBe(9_000);
  });

  it('a product without groups still orders without options (the field is optional)', async () => {
    const res = await postOrder(t.app, client, pickupBody(menu, { items: [{ product_id: menu.withSide.id, accompaniment_id: menu.side.id, quantity: 1 }] }));
    expect(res.statusCode).toBe(201);
    expect(res.json().order.items[0].choix).toEqual([]);
  });

  const refusals: [string, () => object[], string, string][] = [
    ['a missing required choice', () => [line([avocat()])], 'OPTION_MISSING', '« Sauce » : choisissez une option pour Maki saumon'],
    [
      'no options at all on a product with a required group',
      () => [{ product_id: maki.id, quantity: 1 }],
      'OPTION_MISSING',
      '« Sauce » : choisissez une option pour Maki saumon',
    ],
    ['two options in a one-choice group', () => [line([soja(), spicy()])], 'OPTION_TOO_MANY', '« Sauce » : une seule option possible pour Maki saumon'],
    [
      'three options where two at most',
      () => [line([soja(), avocat(), cheddar(), sesame()])],
      'OPTION_TOO_MANY',
      '« Suppléments » : 2 options au maximum pour Maki saumon',
    ],
    [
      'an option of another product',
      () => [line([soja(), otherGroup.options[0]!.id])],
      'OPTION_UNKNOWN',
      'Une option choisie n’est plus proposée pour Maki saumon. Veuillez la choisir à nouveau.',
    ],
    [
      'an option that does not exist',
      () => [line([soja(), 999_999])],
      'OPTION_UNKNOWN',
      'Une option choisie n’est plus proposée pour Maki saumon. Veuillez la choisir à nouveau.',
    ],
    [
      'an inactive option',
      () => [line([wasabi()])],
      'OPTION_UNKNOWN',
      'Une option choisie n’est plus proposée pour Maki saumon. Veuillez la choisir à nouveau.',
    ],
    [
      'a sold-out option',
      () => [line([teriyaki()])],
      'OPTION_SOLD_OUT',
      'L’option « Teriyaki » de Maki saumon est épuisée pour le moment. Choisissez-en une autre.',
    ],
  ];
  it.each(refusals)('refuses %s in French and writes nothing', async (_, items, code, message) => {
    const before = await counts();
    const res = await postOrder(t.app, client, pickupBody(menu, { items: [{ product_id: menu.product.id, quantity: 1 }, ...items()] }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({ code, message });
    expect(await counts()).toEqual(before);
  });

  it('refuses malformed option ids at the schema, in French', async () => {
    const res = await postOrder(t.app, client, pickupBody(menu, { items: [{ product_id: maki.id, quantity: 1, options: ['x'] }] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('Option invalide');
  });

  it('an option switched back from sold out is orderable again', async () => {
    await db().update(options).set({ rupture: false }).where(eq(options.id, teriyaki()));
    catalogChanged(db());
    const res = await postOrder(t.app, client, pickupBody(menu, { items: [line([teriyaki()])] }));
    expect(res.statusCode).toBe(201);
    expect(res.json().order.items[0].choix[0].option).toBe('Teriyaki');
    await db().update(options).set({ rupture: true }).where(eq(options.id, teriyaki()));
    catalogChanged(db());
  });
});

describe('staff orders go through the same pricing', () => {
  const phoneOrder = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/phone-orders', headers: { ...operator.headers, 'idempotency-key': randomUUID() }, payload });

  it('a phone order with choices is priced and kept; without the required choice it is refused', async () => {
    const ok = await phoneOrder({ customer_id: client.customerId, commande: pickupBody(menu, { items: [line([spicy(), sesame()])] }) });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().order.total_ttc).toBe(9_000 + 1_500 + 800);
    expect(ok.json().order.items[0].choix.map((c: { option: string }) => c.option)).toEqual(['Spicy mayo', 'Sésame']);
    const before = await counts();
    const refused = await phoneOrder({ customer_id: client.customerId, commande: pickupBody(menu, { items: [line([])] }) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('OPTION_MISSING');
    expect(await counts()).toEqual(before);
  });

  it('a correction changes the choices and the total; an option sold out since stays allowed on its line', async () => {
    await db().update(options).set({ rupture: false }).where(eq(options.id, teriyaki()));
    catalogChanged(db());
    const placed = await postOrder(t.app, client, pickupBody(menu, { items: [line([teriyaki()])] }));
    expect(placed.statusCode).toBe(201);
    const id = placed.json().order.id as string;
    await db().update(options).set({ rupture: true }).where(eq(options.id, teriyaki()));
    catalogChanged(db());
    const correct = (items: object[]) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${id}/correction`,
        headers: operator.headers,
        payload: { commande: pickupBody(menu, { items }) },
      });

    const changed = await correct([line([teriyaki(), avocat()])]);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().order.total_ttc).toBe(9_000 + 1_000 + 2_000);
    expect(changed.json().order.items[0].choix.map((c: { option: string }) => c.option)).toEqual(['Teriyaki', 'Avocat']);

    const tooMany = await correct([line([teriyaki(), avocat(), cheddar(), sesame()])]);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error.message).toBe('« Suppléments » : 2 options au maximum pour Maki saumon');
    const [still] = await db().select().from(orders).where(eq(orders.id, id));
    expect(still!.total_ttc).toBe(12_000);
  });
});

describe('the choices on every display', () => {
  it('the board’s order, the kitchen screen and both printed tickets list them', async () => {
    const placed = await postOrder(t.app, client, pickupBody(menu, { items: [line([spicy(), avocat()])] }));
    const id = placed.json().order.id as string;
    const board = await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: operator.headers });
    expect(board.statusCode).toBe(200);
    const onBoard = (board.json().orders as { id: string; items: { choix: { groupe: string; option: string }[] }[] }[]).find((o) => o.id === id)!;
    expect(onBoard.items[0]!.choix.map((c: { groupe: string; option: string }) => `${c.groupe} : ${c.option}`)).toEqual([
      'Sauce : Spicy mayo',
      'Suppléments : Avocat',
    ]);
    const [row] = await db().select().from(orders).where(eq(orders.id, id));
    const [ticket] = await presentKitchenTickets(db(), [row!]);
    expect(ticket!.lines[0]!.choix).toEqual([
      { groupe: 'Sauce', option: 'Spicy mayo' },
      { groupe: 'Suppléments', option: 'Avocat' },
    ]);
    const { documents } = await getOrderTickets({ db: db(), orderId: id });
    for (const document of documents) {
      const text = JSON.stringify(document.lines);
      expect(text).toContain('Sauce : Spicy mayo');
      expect(text).toContain('Suppléments : Avocat');
    }
    expect(documents.length).toBe(2);
  });
});
