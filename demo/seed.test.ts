import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage } from '../server/integrations/storage';
import { createTestDatabase, testsUsePostgres, type TestDatabase } from '../server/test/db';
import {
  accompagnements,
  categories,
  customerReviews,
  customers,
  imagesMetadata,
  loyaltySettings,
  missions,
  orderItems,
  orders,
  produits,
  produitsAccompagnements,
  groupesOptions,
  options,
  restaurantSettings,
  restaurantSettingsPublic,
  vipLevels,
  zonesLivraison,
} from '../server/db/schema';
import { produitsSeed } from './data/produits';
import { seedIfEmpty } from './index';

let database: TestDatabase;
let uploads: string;

beforeAll(async () => {
  database = await createTestDatabase();
  uploads = await mkdtemp(path.join(os.tmpdir(), 'seed-test-'));
});

afterAll(async () => {
  await database?.drop();
  if (uploads) await rm(uploads, { recursive: true, force: true });
});

async function counts() {
  const { db } = database;
  const tables = {
    categories,
    produits,
    accompagnements,
    produitsAccompagnements,
    groupesOptions,
    options,
    zonesLivraison,
    vipLevels,
    missions,
    imagesMetadata,
  };
  const result = {} as Record<keyof typeof tables, number>;
  for (const [name, table] of Object.entries(tables)) {
    result[name as keyof typeof tables] = (await db.select({ n: count() }).from(table))[0]!.n;
  }
  return result;
}

/** drizzle wraps driver errors; the SQLSTATE sits on the cause. */
async function sqlState(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
  throw new Error('La requête aurait dû être refusée');
}

describe('seedIfEmpty', () => {
  it('seeds the demo restaurant once', async () => {
    expect(await seedIfEmpty({ db: database.db, storage: diskStorage(uploads) })).toBe(true);

    const n = await counts();
    expect(n.categories).toBe(6);
    expect(n.produits).toBe(produitsSeed.length);
    expect(n.produits).toBeGreaterThanOrEqual(28);
    expect(n.accompagnements).toBeGreaterThanOrEqual(5);
    expect(n.vipLevels).toBe(4);
    // Option groups: the poke bowl's sauce and extras, the bento's extras.
    expect(n.groupesOptions).toBe(3);
    expect(n.options).toBe(9);
    expect(n.missions).toBeGreaterThanOrEqual(3);
    expect(n.imagesMetadata).toBe(produitsSeed.length + 3 + 1);

    const { db } = database;
    const [centre] = await db.select().from(zonesLivraison).where(eq(zonesLivraison.code, 'centre'));
    expect(centre).toMatchObject({ frais_livraison: 5_000, minimum_commande: 15_000, minimum_gratuite: 50_000 });

    const [settings] = await db.select().from(restaurantSettings);
    expect(settings).toMatchObject({ id: 1, nom_restaurant: 'Sakura Sushi', mot_de_passe_acces: null, hero_mode: 'carrousel' });
    expect(settings!.hero_images).toHaveLength(3);
    expect(settings!.logo_url).toBeTruthy();
    expect(settings!.horaires_reguliers.dimanche).toEqual({ ouvert: true, ouverture: '11:00', fermeture: '23:00' });

    const [loyalty] = await db.select().from(loyaltySettings);
    expect(loyalty).toMatchObject({ welcome_bonus_points: 100, points_value_tnd: 10, min_redemption_points: 100 });
    const [or] = await db.select().from(vipLevels).where(eq(vipLevels.level_name, 'Or'));
    expect(or!.points_multiplier).toBe(1.5);

    const withSides = await db.select().from(produits).where(eq(produits.a_des_accompagnements, true));
    expect(withSides.length).toBeGreaterThan(n.produits / 2);
    const all = await db.select().from(produits);
    for (const p of all) expect(p.image_url).toMatch(/^\/uploads\/produits\/.+-medium\.webp$/);
    const miso = all.find((p) => p.nom_fr === 'Soupe miso traditionnelle');
    expect(miso).toMatchObject({ prix: 8_500, comptabiliser_pieces: false });
    expect(existsSync(path.join(uploads, 'produits/soupe-miso-medium.webp'))).toBe(true);
    // The brand files the first load fetches are small: a 64 px favicon, a 128 px logo.
    expect(statSync(path.join(uploads, 'brand/favicon.png')).size).toBeLessThan(8 * 1024);
    expect(statSync(path.join(uploads, 'brand/logo.png')).size).toBeLessThan(16 * 1024);
    expect(settings).toMatchObject({ logo_url: '/uploads/brand/logo.png', favicon_url: '/uploads/brand/favicon.png' });
  }, 120_000);

  it('does nothing the second time', async () => {
    const before = await counts();
    const [settingsBefore] = await database.db.select().from(restaurantSettings);
    expect(await seedIfEmpty({ db: database.db, storage: diskStorage(uploads) })).toBe(false);
    expect(await counts()).toEqual(before);
    const [settingsAfter] = await database.db.select().from(restaurantSettings);
    expect(settingsAfter!.updated_at).toEqual(settingsBefore!.updated_at);
  });
});

// PGlite has one connection, so only PostgreSQL can show two instances racing to seed.
describe.runIf(testsUsePostgres)('concurrent start-up', () => {
  it('seeds once when two instances start together', async () => {
    const fresh = await createTestDatabase();
    try {
      const options = { db: fresh.db, storage: diskStorage(uploads), images: false };
      const results = await Promise.all([seedIfEmpty(options), seedIfEmpty(options)]);
      expect(results.sort()).toEqual([false, true]);
      expect((await fresh.db.select({ n: count() }).from(categories))[0]!.n).toBe(6);
    } finally {
      await fresh.drop();
    }
  });
});

describe('schema', () => {
  it('exposes only public columns in restaurant_settings_public', async () => {
    const result = (await database.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'restaurant_settings_public'`,
    )) as unknown as { rows: Array<{ column_name: string }> };
    const columns = result.rows.map((r) => r.column_name);
    expect(columns).toContain('nom_restaurant');
    expect(columns).toContain('modes_paiement');
    for (const secret of ['mot_de_passe_acces', 'konnect_api_key', 'konnect_wallet_id', 'telegram_bot_token', 'email_provider_configs']) {
      expect(columns).not.toContain(secret);
    }
    const [publicSettings] = await database.db.select().from(restaurantSettingsPublic);
    expect(publicSettings!.message_bientot_disponible).toBe('Notre site sera bientôt en ligne !');
  });

  it('rejects data that breaks the rules', async () => {
    const { db } = database;
    const [customer] = await db.insert(customers).values({ email: 'test@example.tn' }).returning();
    const [order] = await db
      .insert(orders)
      .values({ customer_id: customer!.id, numero_commande: 'SK-TEST-0001', total_ttc: 14_500, type_commande: 'A_emporter' })
      .returning();
    const line = { order_id: order!.id, product_name: 'Maki saumon', unit_price: 14_500 };

    expect(await sqlState(db.insert(orderItems).values({ ...line, quantity: 0, total_price: 0 }))).toBe('23514');
    expect(await sqlState(db.insert(orderItems).values({ ...line, quantity: 100, total_price: 1_450_000 }))).toBe('23514');
    expect(await sqlState(db.insert(orderItems).values({ ...line, quantity: 2, total_price: 14_500 }))).toBe('23514');
    await db.insert(orderItems).values({ ...line, quantity: 99, total_price: 1_435_500 });

    expect(await sqlState(db.insert(customerReviews).values({ order_id: order!.id, customer_id: customer!.id, note: 6 }))).toBe('23514');
    expect(
      await sqlState(db.insert(orders).values({ customer_id: customer!.id, numero_commande: 'SK-TEST-0001', total_ttc: 1_000, type_commande: 'A_emporter' })),
    ).toBe('23505');
    expect(
      await sqlState(db.insert(orders).values({ customer_id: customer!.id, numero_commande: 'SK-TEST-0002', total_ttc: 1_000, type_commande: 'Livraison' })),
    ).toBe('23514');
    expect(await sqlState(db.insert(categories).values({ code_interne: 'makis', nom_fr: 'Doublon' }))).toBe('23505');
    expect(await sqlState(db.insert(restaurantSettings).values({ id: 2 }))).toBe('23514');
    expect(await sqlState(db.update(customers).set({ current_points_balance: -1 }).where(eq(customers.id, customer!.id)))).toBe('23514');
    expect(await sqlState(db.update(customers).set({ telephone: '71123456' }).where(eq(customers.id, customer!.id)))).toBe('23514');
  });
});

describe('money column', () => {
  it('stores and reads back exact amounts', async () => {
    const [zone] = await database.db
      .insert(zonesLivraison)
      .values({ code: 'test-zone', nom: 'Test', frais_livraison: 1, minimum_commande: 999_999_999_999 })
      .returning();
    expect(zone).toMatchObject({ frais_livraison: 1, minimum_commande: 999_999_999_999, minimum_gratuite: 50_000 });
  });
});

describe('a database first started without the demo', () => {
  it('is still seeded later, keeping the settings row a production start made, and never crashes', async () => {
    const fresh = await createTestDatabase();
    try {
      // What a production start (no demo) leaves: the settings row made by the first page served.
      await fresh.db.insert(restaurantSettings).values({ id: 1, nom_restaurant: 'Chez Nous' });
      await fresh.db.insert(loyaltySettings).values({ id: 1 });
      expect(await seedIfEmpty({ db: fresh.db, storage: diskStorage(uploads), images: false })).toBe(true);
      expect((await fresh.db.select({ n: count() }).from(categories))[0]!.n).toBe(6);
      const [settings] = await fresh.db.select().from(restaurantSettings);
      expect(settings!.nom_restaurant).toBe('Chez Nous');
    } finally {
      await fresh.drop();
    }
  });

  it('is not seeded when the shop already took orders, even with its menu emptied', async () => {
    const fresh = await createTestDatabase();
    try {
      const [customer] = await fresh.db.insert(customers).values({ email: 'client@example.tn' }).returning();
      await fresh.db.insert(orders).values({ customer_id: customer!.id, numero_commande: 'SK-VIDE-0001', total_ttc: 1_000, type_commande: 'A_emporter' });
      expect(await seedIfEmpty({ db: fresh.db, storage: diskStorage(uploads), images: false })).toBe(false);
      expect((await fresh.db.select({ n: count() }).from(zonesLivraison))[0]!.n).toBe(0);
    } finally {
      await fresh.drop();
    }
  });
});
