/**
 * The back-office option groups of a product through the API: create with options, update
 * (rename, reprice, sold out, add and remove options), the shop's catalogue at once, reorder by drag,
 * delete, the French refusals that change nothing, and the app events.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTION_GROUP_MESSAGES } from '@core/schemas/option-groups';
import { appEvents, groupesOptions } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { signInAs, type SignedIn } from '../../test/auth';
import { buildCategory, buildProduct, buildRestaurantSettings } from '../../test/factories';

let t: TestApp;
let staff: SignedIn;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  await buildRestaurantSettings(t.database.db);
  const category = await buildCategory(t.database.db);
  productId = (await buildProduct(t.database.db, { category_id: category.id, nom_fr: 'Poké saumon', prix: 18_000 })).id;
  await t.app.catalog.invalidate();
  staff = await signInAs(t.app, { role: 'operator' });
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin/products/${productId}/option-groups${url}`, headers: staff.headers, ...(payload ? { payload } : {}) });
const lastEvent = async (event: string) =>
  (await t.database.db.select().from(appEvents).where(eq(appEvents.event, event)).orderBy(desc(appEvents.id)).limit(1))[0];
const shopGroups = async () =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/catalog' })).json().groupes_options as {
      id: number;
      produit_id: number;
      nom_fr: string;
      options: { nom_fr: string; prix: number; rupture: boolean }[];
    }[]
  ).filter((g) => g.produit_id === productId);
const groupCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(groupesOptions))[0]!.n;

type Group = {
  id: number;
  nom_fr: string;
  obligatoire: boolean;
  min_choix: number;
  max_choix: number;
  options: { id: number; nom_fr: string; prix: number; gratuit: boolean; rupture: boolean; actif: boolean }[];
};

describe('option groups of a product', () => {
  let sauce: Group;
  let extras: Group;

  it('creates a group with its options (a price of 0 is free), recorded, and the shop shows it at once', async () => {
    const res = await api('POST', '', {
      nom_fr: ' Sauce ',
      obligatoire: true,
      min_choix: 0,
      max_choix: 1,
      options: [
        { nom_fr: 'Soja sucrée', prix: 0 },
        { nom_fr: 'Spicy mayo', prix: 1_500 },
      ],
    });
    expect(res.statusCode).toBe(201);
    sauce = res.json().groupe;
    // A required group asks for one at least.
    expect(sauce).toMatchObject({ nom_fr: 'Sauce', obligatoire: true, min_choix: 1, max_choix: 1, ordre_affichage: 1 });
    expect(sauce.options.map((o) => [o.nom_fr, o.prix, o.gratuit])).toEqual([
      ['Soja sucrée', 0, true],
      ['Spicy mayo', 1_500, false],
    ]);
    expect((await lastEvent('admin.option_group.created'))?.context).toMatchObject({ id: sauce.id, produit_id: productId });
    expect((await shopGroups()).map((g) => g.nom_fr)).toEqual(['Sauce']);

    const second = await api('POST', '', {
      nom_fr: 'Suppléments',
      obligatoire: false,
      min_choix: 2,
      max_choix: 2,
      options: [
        { nom_fr: 'Avocat', prix: 2_000 },
        { nom_fr: 'Cheddar', prix: 1_500 },
        { nom_fr: 'Sésame', gratuit: true, prix: 800 },
      ],
    });
    expect(second.statusCode).toBe(201);
    extras = second.json().groupe;
    // An optional group asks for none; a free option costs nothing.
    expect(extras).toMatchObject({ min_choix: 0, max_choix: 2, ordre_affichage: 2 });
    expect(extras.options[2]).toMatchObject({ prix: 0, gratuit: true });
  });

  it('updates a group: renames, reprices, sold out, hides one option, adds one and removes another; the shop follows', async () => {
    const [avocat, cheddar, sesame] = extras.options;
    const res = await api('PUT', `/${extras.id}`, {
      nom_fr: 'Suppléments (au choix)',
      obligatoire: false,
      max_choix: 3,
      options: [
        { id: sesame!.id, nom_fr: 'Sésame grillé', prix: 0 },
        { id: avocat!.id, nom_fr: 'Avocat', prix: 2_500, rupture: true },
        { id: cheddar!.id, nom_fr: 'Cheddar', prix: 1_500, actif: false },
        { nom_fr: 'Mangue', prix: 1_000 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const updated: Group = res.json().groupe;
    expect(updated.options.map((o) => [o.nom_fr, o.prix, o.rupture, o.actif])).toEqual([
      ['Sésame grillé', 0, false, true],
      ['Avocat', 2_500, true, true],
      ['Cheddar', 1_500, false, false],
      ['Mangue', 1_000, false, true],
    ]);
    expect(updated.options[0]!.id).toBe(sesame!.id);
    const event = await lastEvent('admin.option_group.updated');
    expect(event?.context).toMatchObject({ id: extras.id, before: { nom_fr: 'Suppléments' }, after: { nom_fr: 'Suppléments (au choix)' } });
    // The shop: inactive options left out, sold-out ones flagged.
    const shop = (await shopGroups()).find((g) => g.id === extras.id)!;
    expect(shop.options.map((o) => [o.nom_fr, o.rupture])).toEqual([
      ['Sésame grillé', false],
      ['Avocat', true],
      ['Mangue', false],
    ]);

    // Every option switched off: the group is not offered in the shop.
    const off = await api('PUT', `/${extras.id}`, { nom_fr: 'Suppléments', max_choix: 1, options: [{ id: sesame!.id, nom_fr: 'Sésame', actif: false }] });
    expect(off.statusCode).toBe(200);
    expect((await shopGroups()).map((g) => g.id)).toEqual([sauce.id]);

    const removed = await api('PUT', `/${extras.id}`, { nom_fr: 'Suppléments', max_choix: 1, options: [{ id: sesame!.id, nom_fr: 'Sésame', prix: 0 }] });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().groupe.options.map((o: { nom_fr: string }) => o.nom_fr)).toEqual(['Sésame']);
    extras = removed.json().groupe;
  });

  it('reorders the groups by drag, recorded; a list that is not every group once is refused', async () => {
    const res = await api('PUT', '/order', { ids: [extras.id, sauce.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().groupes.map((g: Group) => g.id)).toEqual([extras.id, sauce.id]);
    expect((await shopGroups()).map((g) => g.id)).toEqual([extras.id, sauce.id]);
    expect((await lastEvent('admin.option_group.reordered'))?.context).toMatchObject({ before: [sauce.id, extras.id], after: [extras.id, sauce.id] });
    const bad = await api('PUT', '/order', { ids: [extras.id] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual({
      code: 'OPTION_GROUP_ORDER_MISMATCH',
      message: 'La liste doit contenir chaque groupe d’options du produit une seule fois',
    });
    expect((await api('GET', '')).json().groupes.map((g: Group) => g.id)).toEqual([extras.id, sauce.id]);
  });

  const refusals: [string, object, string][] = [
    ['a group without a name', { nom_fr: '  ', options: [{ nom_fr: 'A' }] }, OPTION_GROUP_MESSAGES.groupNameRequired],
    ['a group without options', { nom_fr: 'Taille', options: [] }, OPTION_GROUP_MESSAGES.optionsRequired],
    ['an option without a name', { nom_fr: 'Taille', options: [{ nom_fr: '' }] }, OPTION_GROUP_MESSAGES.optionNameRequired],
    [
      'a maximum above the number of options',
      { nom_fr: 'Taille', max_choix: 3, options: [{ nom_fr: 'A' }, { nom_fr: 'B' }] },
      OPTION_GROUP_MESSAGES.maxAboveOptions,
    ],
    [
      'a minimum above the maximum',
      { nom_fr: 'Taille', obligatoire: true, min_choix: 3, max_choix: 2, options: [{ nom_fr: 'A' }, { nom_fr: 'B' }] },
      OPTION_GROUP_MESSAGES.minAboveMax,
    ],
    ['a maximum of 0', { nom_fr: 'Taille', max_choix: 0, options: [{ nom_fr: 'A' }] }, OPTION_GROUP_MESSAGES.invalidMax],
    ['a negative price', { nom_fr: 'Taille', options: [{ nom_fr: 'A', prix: -1 }] }, 'Le prix doit être un montant positif avec au plus trois décimales'],
  ];
  it.each(refusals)('refuses %s in French and saves nothing', async (_, payload, message) => {
    const before = await groupCount();
    const res = await api('POST', '', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
    expect(await groupCount()).toBe(before);
  });

  it('refuses an option of another group, an unknown group and an unknown product', async () => {
    const foreign = await api('PUT', `/${sauce.id}`, { nom_fr: 'Sauce', options: [{ id: extras.options[0]!.id, nom_fr: 'Volée' }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.code).toBe('OPTION_NOT_IN_GROUP');
    expect((await api('GET', '')).json().groupes.find((g: Group) => g.id === sauce.id).options).toHaveLength(2);
    const missing = await api('PUT', '/999999', { nom_fr: 'X', options: [{ nom_fr: 'A' }] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({ code: 'OPTION_GROUP_NOT_FOUND', message: 'Groupe d’options introuvable' });
    const noProduct = await t.app.inject({ method: 'GET', url: '/api/admin/products/999999/option-groups', headers: staff.headers });
    expect(noProduct.statusCode).toBe(404);
    expect(noProduct.json().error.code).toBe('PRODUCT_NOT_FOUND');
  });

  it('deletes a group, recorded, gone from the shop', async () => {
    const res = await api('DELETE', `/${extras.id}`);
    expect(res.statusCode).toBe(200);
    expect((await lastEvent('admin.option_group.deleted'))?.context).toMatchObject({ id: extras.id, before: { nom_fr: 'Suppléments' } });
    expect((await shopGroups()).map((g) => g.id)).toEqual([sauce.id]);
    expect((await api('DELETE', `/${extras.id}`)).statusCode).toBe(404);
  });
});
