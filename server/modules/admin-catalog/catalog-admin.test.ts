/**
 * The back-office catalogue end to end through the API: every rule and message for
 * categories, products, links, accompaniments and sold out, the app events, the shop's catalogue and the
 * checkout refusal. Rows are created here (the settings row by the factory); no demo seed.
 */
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@core/admin-messages';
import { DELETE_OUTCOME_MESSAGES } from '@core/schemas/admin-catalog';
import { CATEGORY_MESSAGES } from '@core/schemas/category';
import { SOLD_OUT_MESSAGES } from '@core/sold-out';
import { accompagnements, appEvents, categories, produits } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { signInAs, type SignedIn } from '../../test/auth';
import { buildRestaurantSettings } from '../../test/factories';
import { openEventStream, postOrder } from '../../test/orders';

let t: TestApp;
let staff: SignedIn;
let client: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  // The settings row (open all day, every payment mode); ordering reads it through the catalogue snapshot.
  await buildRestaurantSettings(t.database.db);
  await t.app.catalog.invalidate();
  staff = await signInAs(t.app, { role: 'operator' });
  client = await signInAs(t.app);
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: staff.headers, ...(payload ? { payload } : {}) });

let seq = 0;
async function newCategory(overrides: object = {}) {
  seq += 1;
  const res = await api('POST', '/categories', { nom_fr: `Catégorie ${seq}`, code_interne: `cat-test-${seq}`, ...overrides });
  expect(res.statusCode).toBe(201);
  return res.json().category as { id: number; code_interne: string; nombre_produits: number };
}
async function newProduct(categoryId: number, overrides: object = {}) {
  seq += 1;
  const res = await api('POST', '/products', { category_id: categoryId, nom_fr: `Produit ${seq}`, prix: 12500, ...overrides });
  expect(res.statusCode).toBe(201);
  return res.json().product as { id: number; nom_fr: string; a_des_accompagnements: boolean; accompagnement_ids: number[] };
}
async function newSide(overrides: object = {}) {
  seq += 1;
  const res = await api('POST', '/accompagnements', { nom_fr: `Accompagnement ${seq}`, prix: 2000, ...overrides });
  expect(res.statusCode).toBe(201);
  return res.json().accompagnement as { id: number; nom_fr: string; prix: number; gratuit: boolean };
}
const lastEvent = async (event: string) =>
  (await t.database.db.select().from(appEvents).where(eq(appEvents.event, event)).orderBy(desc(appEvents.id)).limit(1))[0];
const publicCatalog = async () => (await t.app.inject({ method: 'GET', url: '/api/catalog' })).json();

describe('categories', () => {
  it('creates one, recorded as an app event, and the shop shows it at once', async () => {
    const category = await newCategory({ nom_fr: 'Temaki', code_interne: 'temaki' });
    expect(category).toMatchObject({ code_interne: 'temaki', nombre_produits: 0 });
    expect(await lastEvent('admin.category.created')).toMatchObject({ user_id: staff.userId, context: { id: category.id, after: { code_interne: 'temaki' } } });
    expect((await publicCatalog()).categories.map((c: { code_interne: string }) => c.code_interne)).toContain('temaki');
  });

  it('refuses a bad or taken code_interne in French and changes nothing', async () => {
    const before = await t.database.db.select().from(categories);
    const bad = await api('POST', '/categories', { nom_fr: 'X', code_interne: 'Mauvais Code' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(CATEGORY_MESSAGES.codeFormat);
    await newCategory({ code_interne: 'unique-code' });
    const taken = await api('POST', '/categories', { nom_fr: 'Y', code_interne: 'unique-code' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('Ce code interne est déjà utilisé par une autre catégorie');
    expect((await t.database.db.select().from(categories)).length).toBe(before.length + 1);
  });

  it('updates one with the values before and after', async () => {
    const category = await newCategory({ nom_fr: 'Avant' });
    const res = await api('PUT', `/categories/${category.id}`, { nom_fr: 'Après', code_interne: category.code_interne, actif: false });
    expect(res.json().category).toMatchObject({ nom_fr: 'Après', actif: false });
    expect((await lastEvent('admin.category.updated'))!.context).toMatchObject({
      before: { nom_fr: 'Avant', actif: true },
      after: { nom_fr: 'Après', actif: false },
    });
    expect((await api('PUT', '/categories/999999', { nom_fr: 'X', code_interne: 'x-1' })).statusCode).toBe(404);
  });

  it('saves a new order of every category in one request, and refuses an incomplete list', async () => {
    const all = (await api('GET', '/categories')).json().categories as { id: number }[];
    const reversed = all.map((c) => c.id).reverse();
    const res = await api('PUT', '/categories/order', { ids: reversed });
    expect(res.statusCode).toBe(200);
    expect(res.json().categories.map((c: { id: number }) => c.id)).toEqual(reversed);
    const partial = await api('PUT', '/categories/order', { ids: reversed.slice(1) });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().error.message).toBe('La liste doit contenir chaque catégorie une seule fois');
    expect((await api('GET', '/categories')).json().categories.map((c: { id: number }) => c.id)).toEqual(reversed);
  });

  it('refuses to delete a category that still has products, with the spec message; deletes an empty one', async () => {
    const category = await newCategory();
    await newProduct(category.id);
    const refused = await api('DELETE', `/categories/${category.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(ADMIN_MESSAGES.categoryHasProducts);
    const empty = await newCategory();
    expect((await api('DELETE', `/categories/${empty.id}`)).json()).toEqual({ ok: true });
    expect(await t.database.db.select().from(categories).where(eq(categories.id, empty.id))).toEqual([]);
    expect((await lastEvent('admin.category.deleted'))!.context).toMatchObject({ id: empty.id, before: { code_interne: empty.code_interne } });
  });
});

describe('products', () => {
  it('creates a product with allergens, shown in the shop with them', async () => {
    const category = await newCategory();
    const product = await newProduct(category.id, { allergenes: ['poissons', 'poisson_cru'], nombre_pieces: 8, kcal: 320, afficher_kcal: true });
    const shop = (await publicCatalog()).produits.find((p: { id: number }) => p.id === product.id);
    expect(shop).toMatchObject({ allergenes: ['poissons', 'poisson_cru'], nombre_pieces: 8, kcal: 320, rupture: false });
    const bad = await api('POST', '/products', { category_id: category.id, nom_fr: 'X', prix: -5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Le prix doit être un montant positif avec au plus trois décimales');
    const noCategory = await api('POST', '/products', { category_id: 999999, nom_fr: 'X', prix: 5 });
    expect(noCategory.statusCode).toBe(404);
    expect(noCategory.json().error.message).toBe('Catégorie introuvable');
  });

  it('lists 20 per page with category, active, visible and text filters', async () => {
    const category = await newCategory();
    for (let i = 0; i < 22; i += 1) await newProduct(category.id, { nom_fr: `Roll filtré ${i}`, actif: i % 2 === 0, visible_dans_shop: i < 5 });
    const first = (await api('GET', `/products?category_id=${category.id}`)).json();
    expect(first).toMatchObject({ total: 22, page: 1, per_page: 20 });
    expect(first.produits).toHaveLength(20);
    expect((await api('GET', `/products?category_id=${category.id}&page=2`)).json().produits).toHaveLength(2);
    expect((await api('GET', `/products?category_id=${category.id}&actif=false`)).json().total).toBe(11);
    expect((await api('GET', `/products?category_id=${category.id}&visible=true`)).json().total).toBe(5);
    expect((await api('GET', `/products?q=${encodeURIComponent('filtré 1')}`)).json().total).toBe(11);
  });

  it('toggles the active and shop-visible switches in place', async () => {
    const product = await newProduct((await newCategory()).id);
    const res = await api('PATCH', `/products/${product.id}`, { visible_dans_shop: false });
    expect(res.json().product).toMatchObject({ actif: true, visible_dans_shop: false });
    expect((await publicCatalog()).produits.some((p: { id: number }) => p.id === product.id)).toBe(false);
    expect((await lastEvent('admin.product.updated'))!.context).toEqual({
      id: product.id,
      before: { visible_dans_shop: true },
      after: { visible_dans_shop: false },
    });
  });

  it('replaces the linked accompaniments as a whole; a_des_accompagnements follows', async () => {
    const product = await newProduct((await newCategory()).id);
    const [a, b, c] = [await newSide(), await newSide(), await newSide()];
    let res = await api('PUT', `/products/${product.id}/accompagnements`, { accompagnement_ids: [a.id, b.id] });
    expect(res.json().product).toMatchObject({ a_des_accompagnements: true, accompagnement_ids: [a.id, b.id] });
    res = await api('PUT', `/products/${product.id}/accompagnements`, { accompagnement_ids: [c.id] });
    expect(res.json().product).toMatchObject({ a_des_accompagnements: true, accompagnement_ids: [c.id] });
    expect((await lastEvent('admin.product.accompaniments_replaced'))!.context).toEqual({ id: product.id, before: [a.id, b.id], after: [c.id] });
    // An unknown accompaniment: refused with the spec's message, the links stay as they were.
    const refused = await api('PUT', `/products/${product.id}/accompagnements`, { accompagnement_ids: [a.id, 999999] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(ADMIN_MESSAGES.accompanimentsUpdateFailed);
    expect((await api('GET', `/products/${product.id}`)).json().product.accompagnement_ids).toEqual([c.id]);
    res = await api('PUT', `/products/${product.id}/accompagnements`, { accompagnement_ids: [] });
    expect(res.json().product).toMatchObject({ a_des_accompagnements: false, accompagnement_ids: [] });
  });

  it('deletes a product never ordered, archives one that was (its order line keeps name and price)', async () => {
    const category = await newCategory();
    const never = await newProduct(category.id);
    expect((await api('DELETE', `/products/${never.id}`)).json()).toEqual({ outcome: 'supprime', message: DELETE_OUTCOME_MESSAGES.productDeleted });
    expect(await t.database.db.select().from(produits).where(eq(produits.id, never.id))).toEqual([]);

    const ordered = await newProduct(category.id, { prix: 20000 });
    const order = await postOrder(t.app, client, { type_commande: 'A_emporter', mode_paiement: 'especes', items: [{ product_id: ordered.id, quantity: 1 }] });
    expect(order.statusCode).toBe(201);
    const res = await api('DELETE', `/products/${ordered.id}`);
    expect(res.json()).toEqual({ outcome: 'archive', message: DELETE_OUTCOME_MESSAGES.productArchived });
    const [row] = await t.database.db.select().from(produits).where(eq(produits.id, ordered.id));
    expect(row).toMatchObject({ archive: true, actif: false, visible_dans_shop: false });
    expect((await api('GET', `/products/${ordered.id}`)).statusCode).toBe(404);
    expect((await api('GET', `/products?category_id=${category.id}`)).json().total).toBe(0);
    expect(order.json().order.items[0]).toMatchObject({ product_name: ordered.nom_fr, unit_price: 20000 });
    // The category still holds the archived product, so it cannot be deleted.
    expect((await api('DELETE', `/categories/${category.id}`)).json().error.message).toBe(ADMIN_MESSAGES.categoryHasProducts);
  });
});

describe('accompaniments', () => {
  it('keeps gratuit and prix consistent', async () => {
    expect(await newSide({ gratuit: true, prix: 3000 })).toMatchObject({ gratuit: true, prix: 0 });
    expect(await newSide({ prix: 0 })).toMatchObject({ gratuit: true, prix: 0 });
    const paid = await newSide({ prix: 3000 });
    expect(paid).toMatchObject({ gratuit: false, prix: 3000 });
    const res = await api('PUT', `/accompagnements/${paid.id}`, { nom_fr: paid.nom_fr, gratuit: true, prix: 3000 });
    expect(res.json().accompagnement).toMatchObject({ gratuit: true, prix: 0 });
  });

  it('shows the products offering it, refuses deleting it while linked, archives it when ordered', async () => {
    const product = await newProduct((await newCategory()).id, { nom_fr: 'Chirashi test' });
    const side = await newSide();
    await api('PUT', `/products/${product.id}/accompagnements`, { accompagnement_ids: [side.id] });
    const listed = (await api('GET', '/accompagnements')).json().accompagnements.find((a: { id: number }) => a.id === side.id);
    expect(listed.produits).toEqual([{ id: product.id, nom_fr: 'Chirashi test' }]);
    const refused = await api('DELETE', `/accompagnements/${side.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Impossible de supprimer cet accompagnement : il est proposé avec Chirashi test');

    const order = await postOrder(t.app, client, {
      type_commande: 'A_emporter',
      mode_paiement: 'especes',
      items: [{ product_id: product.id, quantity: 1, accompaniment_id: side.id }],
    });
    expect(order.statusCode).toBe(201);
    await api('PUT', `/products/${product.id}/accompagnements`, { accompagnement_ids: [] });
    expect((await api('DELETE', `/accompagnements/${side.id}`)).json()).toEqual({ outcome: 'archive', message: DELETE_OUTCOME_MESSAGES.accompanimentArchived });
    const never = await newSide();
    expect((await api('DELETE', `/accompagnements/${never.id}`)).json()).toEqual({
      outcome: 'supprime',
      message: DELETE_OUTCOME_MESSAGES.accompanimentDeleted,
    });
    expect(await t.database.db.select().from(accompagnements).where(eq(accompagnements.id, never.id))).toEqual([]);
  });
});

describe('sold out', () => {
  it('marks a product sold out until further notice, keeps who and when, and checkout refuses it by name', async () => {
    const product = await newProduct((await newCategory()).id, { nom_fr: 'Dragon roll' });
    const res = await api('PUT', `/products/${product.id}/rupture`, { rupture: true, duree: 'indefini' });
    expect(res.json().product).toMatchObject({ rupture: true, epuise: true, rupture_jusqu_a: null, rupture_par: staff.userId, rupture_par_email: staff.email });
    expect(res.json().product.rupture_le).toEqual(expect.any(String));
    expect((await publicCatalog()).produits.find((p: { id: number }) => p.id === product.id)).toMatchObject({ rupture: true, rupture_jusqu_a: null });
    const order = await postOrder(t.app, client, { type_commande: 'A_emporter', mode_paiement: 'especes', items: [{ product_id: product.id, quantity: 1 }] });
    expect(order.statusCode).toBe(422);
    expect(order.json().error.message).toBe('Dragon roll est épuisé pour le moment. Retirez-le du panier pour continuer.');
    expect((await lastEvent('admin.product.rupture'))!.context).toMatchObject({ id: product.id, before: { rupture: false }, after: { rupture: true } });

    await api('PUT', `/products/${product.id}/rupture`, { rupture: false });
    const again = await postOrder(t.app, client, { type_commande: 'A_emporter', mode_paiement: 'especes', items: [{ product_id: product.id, quantity: 1 }] });
    expect(again.statusCode).toBe(201);
  });

  it('lifts itself when its end has passed; refuses an end in the past', async () => {
    const product = await newProduct((await newCategory()).id);
    const past = await api('PUT', `/products/${product.id}/rupture`, { rupture: true, duree: 'jusqu_a', jusqu_a: '2020-01-01T10:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe(SOLD_OUT_MESSAGES.endInPast);
    const soon = new Date(Date.now() + 60_000).toISOString();
    const res = await api('PUT', `/products/${product.id}/rupture`, { rupture: true, duree: 'jusqu_a', jusqu_a: soon });
    expect(res.json().product).toMatchObject({ epuise: true, rupture_jusqu_a: soon });
    // The end passes: nothing runs, the mark simply no longer holds.
    await t.database.db
      .update(produits)
      .set({ rupture_jusqu_a: new Date(Date.now() - 1000) })
      .where(eq(produits.id, product.id));
    await t.app.catalog.invalidate();
    expect((await api('GET', `/products/${product.id}`)).json().product).toMatchObject({ rupture: true, epuise: false });
    const order = await postOrder(t.app, client, { type_commande: 'A_emporter', mode_paiement: 'especes', items: [{ product_id: product.id, quantity: 1 }] });
    expect(order.statusCode).toBe(201);
  });

  it('until tonight ends at the closing of the restaurant’s hours', async () => {
    const product = await newProduct((await newCategory()).id);
    const res = await api('PUT', `/products/${product.id}/rupture`, { rupture: true, duree: 'ce_soir' });
    const end = new Date(res.json().product.rupture_jusqu_a).getTime();
    expect(end).toBeGreaterThan(Date.now());
    expect(end - Date.now()).toBeLessThanOrEqual(2 * 24 * 3600_000);
  });

  it('a sold-out accompaniment is refused at checkout by name', async () => {
    const product = await newProduct((await newCategory()).id);
    const side = await newSide({ nom_fr: 'Edamame épuisé' });
    await api('PUT', `/products/${product.id}/accompagnements`, { accompagnement_ids: [side.id] });
    const res = await api('PUT', `/accompagnements/${side.id}/rupture`, { rupture: true, duree: 'indefini' });
    expect(res.json().accompagnement).toMatchObject({ epuise: true, rupture_par_email: staff.email });
    const order = await postOrder(t.app, client, {
      type_commande: 'A_emporter',
      mode_paiement: 'especes',
      items: [{ product_id: product.id, quantity: 1, accompaniment_id: side.id }],
    });
    expect(order.statusCode).toBe(422);
    expect(order.json().error.message).toBe("L'accompagnement Edamame épuisé est épuisé pour le moment. Choisissez-en un autre.");
  });
});

describe('every write is an app event by the staff member', () => {
  it('records them under admin.*', async () => {
    const rows = await t.database.db
      .select()
      .from(appEvents)
      .where(and(like(appEvents.event, 'admin.%'), eq(appEvents.user_id, staff.userId)));
    const names = new Set(rows.map((r) => r.event));
    for (const name of [
      'admin.category.created',
      'admin.category.updated',
      'admin.category.deleted',
      'admin.category.reordered',
      'admin.product.created',
      'admin.product.archived',
      'admin.product.deleted',
      'admin.accompaniment.created',
      'admin.accompaniment.archived',
    ]) {
      expect(names).toContain(name);
    }
  });
});

describe('the shop hears of every write', () => {
  it('streams a catalog event on /api/catalog/events after an admin write', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(`${address}/api/catalog/events`);
    try {
      const next = stream.next(5000);
      await newCategory();
      expect(await next).toEqual({ event: 'catalog', data: { changed: true }, id: expect.stringMatching(/^\d+$/) });
    } finally {
      stream.close();
    }
  });
});
