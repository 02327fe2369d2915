/**
 * Menus by time of day in the back-office: the category and product routes take 'Services'
 * and 'Jours', refuse unknown values in French without writing anything, and the public catalogue
 * carries every row with its limits (the shop filters with core's rule; a later slot needs the full menu).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_HOURS_MESSAGES } from '@core/menu-hours';
import { categories, produits } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { signInAs, type SignedIn } from '../../test/auth';
import { buildRestaurantSettings } from '../../test/factories';

let t: TestApp;
let staff: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  await buildRestaurantSettings(t.database.db);
  await t.app.catalog.invalidate();
  staff = await signInAs(t.app, { role: 'admin' });
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: staff.headers, ...(payload ? { payload } : {}) });
const publicCatalog = async () => (await t.app.inject({ method: 'GET', url: '/api/catalog' })).json();

describe('menus by time of day in the back-office', () => {
  it('saves a dinner-only category and a weekend product, ordered and deduplicated, and reads them back', async () => {
    const created = await api('POST', '/categories', {
      nom_fr: 'Le soir',
      code_interne: 'le-soir',
      services_disponibles: ['soir', 'soir'],
    });
    expect(created.statusCode).toBe(201);
    const category = created.json().category;
    expect(category).toMatchObject({ services_disponibles: ['soir'], jours_disponibles: [] });

    const product = await api('POST', '/products', {
      category_id: category.id,
      nom_fr: 'Brunch bento',
      prix: 18000,
      jours_disponibles: ['dimanche', 'samedi'],
    });
    expect(product.statusCode).toBe(201);
    expect(product.json().product).toMatchObject({ services_disponibles: [], jours_disponibles: ['samedi', 'dimanche'] });

    const list = await api('GET', `/products?category_id=${category.id}`);
    expect(list.json().produits[0]).toMatchObject({ nom_fr: 'Brunch bento', jours_disponibles: ['samedi', 'dimanche'] });
    const cats = await api('GET', '/categories');
    expect(cats.json().categories.find((c: { id: number }) => c.id === category.id)).toMatchObject({ services_disponibles: ['soir'] });
  });

  it('reads every box ticked as no limit, and an update without the fields clears them (the form sends the whole row)', async () => {
    const created = await api('POST', '/categories', {
      nom_fr: 'Toujours',
      code_interne: 'toujours',
      services_disponibles: ['midi', 'soir'],
      jours_disponibles: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
    });
    expect(created.json().category).toMatchObject({ services_disponibles: [], jours_disponibles: [] });
    const id = created.json().category.id;
    await api('PUT', `/categories/${id}`, { nom_fr: 'Toujours', code_interne: 'toujours', services_disponibles: ['midi'] });
    const cleared = await api('PUT', `/categories/${id}`, { nom_fr: 'Toujours', code_interne: 'toujours' });
    expect(cleared.json().category).toMatchObject({ services_disponibles: [], jours_disponibles: [] });
  });

  it('refuses an unknown service or weekday in French and changes nothing', async () => {
    const created = await api('POST', '/categories', { nom_fr: 'Midi', code_interne: 'midi-only', services_disponibles: ['midi'] });
    const category = created.json().category;
    const badService = await api('PUT', `/categories/${category.id}`, { nom_fr: 'Midi', code_interne: 'midi-only', services_disponibles: ['brunch'] });
    expect(badService.statusCode).toBe(400);
    expect(badService.json().error.message).toBe(MENU_HOURS_MESSAGES.invalidService);
    const notAList = await api('POST', '/categories', { nom_fr: 'X', code_interne: 'x-cat', services_disponibles: 'soir' });
    expect(notAList.statusCode).toBe(400);
    expect(notAList.json().error.message).toBe(MENU_HOURS_MESSAGES.invalidService);
    const [row] = await t.database.db.select().from(categories).where(eq(categories.id, category.id));
    expect(row!.services_disponibles).toEqual(['midi']);
    expect(await t.database.db.select().from(categories).where(eq(categories.code_interne, 'x-cat'))).toEqual([]);

    const product = (await api('POST', '/products', { category_id: category.id, nom_fr: 'Poke', prix: 15000 })).json().product;
    const badDay = await api('PUT', `/products/${product.id}`, { category_id: category.id, nom_fr: 'Poke', prix: 15000, jours_disponibles: ['monday'] });
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().error.message).toBe(MENU_HOURS_MESSAGES.invalidDay);
    const [productRow] = await t.database.db.select().from(produits).where(eq(produits.id, product.id));
    expect(productRow!.jours_disponibles).toEqual([]);
  });

  it('is refused to a customer', async () => {
    const client = await signInAs(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: client.headers,
      payload: { nom_fr: 'Client', code_interne: 'client-cat', services_disponibles: ['soir'] },
    });
    expect(res.statusCode).toBe(403);
  });

  it('the public catalogue carries every active row with its limits, whatever the time (the shop filters)', async () => {
    const catalog = await publicCatalog();
    const soir = catalog.categories.find((c: { code_interne: string }) => c.code_interne === 'le-soir');
    expect(soir).toMatchObject({ services_disponibles: ['soir'], jours_disponibles: [] });
    expect(catalog.produits.find((p: { nom_fr: string }) => p.nom_fr === 'Brunch bento')).toMatchObject({
      category_id: soir.id,
      jours_disponibles: ['samedi', 'dimanche'],
    });
  });
});
