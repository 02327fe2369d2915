/**
 * What offers add to order creation: the pricing rule with ten automatic offers and a code on a
 * six-line cart (pure CPU); the server's read of the offers with this customer's uses (one statement, a
 * code included) on a throw-away PostgreSQL database with ten published offers; and order creation itself
 * (POST /api/orders through the app, one at a time) with no offer, with ten running that apply and with ten
 * running that do not (read and priced, nothing taken), in alternating rounds so all see the same machine, on PGlite and on PostgreSQL: the medians. `npx tsx bench/promotions.ts`,
 * with BENCH_DATABASE_URL or TEST_DATABASE_URL for the PostgreSQL parts; BENCH_ORDERS orders per case.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { eq, inArray, sql } from 'drizzle-orm';
import { priceWithPromotions, type PricingInput } from '../core/promotion-pricing';
import type { PromotionRule } from '../core/promotions';
import { samplePromotion } from '../core/testing/builders';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { orders, produits, promotions, restaurantSettings } from '../server/db/schema/index';
import { buildCustomer, buildPromotion } from '../server/test/factories';
import { catalogChanged } from '../server/test/catalog-caches';
import { menuFixture, type MenuFixture } from '../server/test/menu';
import { signInAs, type SignedIn } from '../server/test/sign-in';
import { pricePromotions } from '../server/modules/promotions/price-promotions';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 20_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 500);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);

const kinds: Partial<PromotionRule>[] = [
  { kind: 'order_percent', percent: 10, conditions: { minimum: 40_000 } as never },
  { kind: 'order_amount', percent: null, amount: 3_000 },
  { kind: 'items_percent', percent: 20, cible: { categories: [1], produits: [] } },
  { kind: 'items_amount', percent: null, amount: 1_000, cible: { categories: [2], produits: [3] } },
  { kind: 'buy_x_get_y', percent: 50, achete: 1, offre: 1, repeter: true, cible: { categories: [1], produits: [] } },
  { kind: 'buy_x_get_y', percent: 100, achete: 2, offre: 1, cible: { categories: [1], produits: [] }, offert: { categories: [3], produits: [] } },
  { kind: 'delivery', percent: 100 },
  { kind: 'delivery', percent: null, amount: 2_000, zones: ['nord'] },
  { kind: 'free_product', percent: null, cible: { categories: [3], produits: [] }, conditions: { minimum: 30_000 } as never },
  { kind: 'items_percent', percent: 15, cible: { categories: [], produits: [1, 2] }, conditions: { jours: ['mardi'] } as never },
];

function pureBench(): number {
  const automatic = kinds.map((k, i) => samplePromotion({ ...(k as object), id: i + 1, nom: `Offre ${i + 1}` } as never));
  const input: PricingInput = {
    lines: Array.from({ length: 6 }, (_, i) => ({
      key: String(i),
      product_id: i + 1,
      category_id: (i % 3) + 1,
      quantity: 1 + (i % 3),
      unit_price: 4_500 + i * 1_250,
    })),
    typeCommande: 'Livraison',
    zone: 'centre',
    deliveryFee: 5_000,
    modePaiement: 'konnect',
    at: new Date('2026-12-01T11:00:00Z'),
    customer: { firstOrder: true, vipMinSpent: 0 },
    automatic,
    code: samplePromotion({ id: 99, nom: 'CODE', automatique: false, cumulable: true, kind: 'order_amount', percent: null, amount: 2_000 }),
    voucher: null,
  };
  for (let i = 0; i < 2_000; i++) priceWithPromotions(input); // warm-up
  const start = performance.now();
  for (let i = 0; i < ITERATIONS; i++) priceWithPromotions(input);
  return ((performance.now() - start) * 1000) / ITERATIONS;
}

/** A migrated throw-away database: on the PostgreSQL server named (dropped afterwards), else in-memory PGlite. */
async function withDatabase<T>(serverUrl: string | null, run: (database: Database) => Promise<T>): Promise<T> {
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await database.migrate();
      return await run(database);
    } finally {
      await database.close();
    }
  }
  const name = `bench_promotions_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', poolSize: 5 });
  try {
    await database.migrate();
    return await run(database);
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function databaseBench(serverUrl: string | null): Promise<{ withoutCode: number; withCode: number; roundTrip: number }> {
  return withDatabase(serverUrl, async (database) => {
    const { db } = database;
    for (const [i, k] of kinds.entries()) {
      const { conditions, ...rest } = k as PromotionRule;
      await buildPromotion(db, { ...(rest as object), nom: `Offre ${i + 1}`, conditions: conditions as never, max_par_client: i % 2 ? 3 : null } as never);
    }
    await buildPromotion(db, { nom: 'Code', automatique: false, code: 'BENCH', cumulable: true });
    const customer = await buildCustomer(db);
    const lines = Array.from({ length: 6 }, (_, i) => ({ product_id: i + 1, quantity: 2, unit_price: 5_000 }));
    const run = async (code: string | null) => {
      const call = () =>
        pricePromotions({
          db,
          lines,
          categoryOf: (id) => (id % 3) + 1,
          typeCommande: 'Livraison',
          zone: 'centre',
          deliveryFee: 5_000,
          modePaiement: 'konnect',
          at: new Date(),
          customer: { id: customer.id, firstOrder: true, vipMinSpent: 0 },
          code,
        });
      for (let i = 0; i < 50; i++) await call();
      const start = performance.now();
      for (let i = 0; i < QUERIES; i++) await call();
      return (performance.now() - start) / QUERIES;
    };
    // one round trip of nothing, for scale: what any statement costs on this machine now
    for (let i = 0; i < 50; i++) await db.execute(sql`select 1`);
    const start = performance.now();
    for (let i = 0; i < QUERIES; i++) await db.execute(sql`select 1`);
    const roundTrip = (performance.now() - start) / QUERIES;
    return { withoutCode: await run(null), withCode: await run('BENCH'), roundTrip };
  });
}

/** Ten automatic offers of every kind on the bench's menu (the order below meets most of them). */
function menuOffers(menu: MenuFixture, categoryId: number) {
  const product = { categories: [], produits: [menu.product.id] };
  const category = { categories: [categoryId], produits: [] };
  return [
    { kind: 'order_percent', percent: 10, conditions: { minimum: 40_000 } },
    { kind: 'order_amount', percent: null, amount: 3_000 },
    { kind: 'items_percent', percent: 20, cible: category },
    { kind: 'items_amount', percent: null, amount: 1_000, cible: product },
    { kind: 'buy_x_get_y', percent: 50, achete: 1, offre: 1, repeter: true, cible: product },
    { kind: 'buy_x_get_y', percent: 100, achete: 2, offre: 1, cible: product, offert: { categories: [], produits: [menu.withSide.id] } },
    { kind: 'delivery', percent: 100 },
    { kind: 'delivery', percent: null, amount: 2_000, zones: [menu.zone.code] },
    { kind: 'free_product', percent: null, cible: product, conditions: { minimum: 30_000 } },
    { kind: 'items_percent', percent: 15, cible: category, conditions: { jours: ['mardi'] } },
  ] as const;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * POST /api/orders through the app, one order at a time, ORDERS with no offer running and ORDERS with ten:
 * the two alternating order by order (the offers paused, then running: the same moment of a busy machine
 * for both), each order by a customer of its own so no
 * rate limit or first-order rule differs between the two.
 */
async function orderCreationBench(serverUrl: string | null): Promise<{ without: number; with: number; idle: number; discounted: number }> {
  return withDatabase(serverUrl, async (database) => {
    const { db } = database;
    const menu = await menuFixture(db);
    const [{ category_id: categoryId } = { category_id: 0 }] = await db
      .select({ category_id: produits.category_id })
      .from(produits)
      .where(eq(produits.id, menu.product.id));
    await db.update(restaurantSettings).set({ commandes_simultanees_max: 1_000_000 });
    // the ten offers, and the same ten behind a minimum no order of the bench reaches: read and priced, never applied
    const ids: number[] = [];
    const idleIds: number[] = [];
    for (const [i, offer] of menuOffers(menu, categoryId).entries()) {
      const { conditions, ...rest } = offer as { conditions?: object };
      ids.push((await buildPromotion(db, { ...(rest as object), nom: `Offre ${i + 1}`, conditions: conditions as never, etat: 'en_pause' } as never)).id);
      const unreachable = { ...conditions, minimum: 1_000_000_000 };
      idleIds.push(
        (await buildPromotion(db, { ...(rest as object), nom: `Hors d’atteinte ${i + 1}`, conditions: unreachable as never, etat: 'en_pause' } as never)).id,
      );
    }
    catalogChanged(db);
    const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'sushi-bench-promotions-'));
    const app = await buildApp({ config: testConfig({ uploadsDir, publicUrl: 'http://bench.test' }), database, logger: false, notificationWorker: false });
    await app.ready();
    try {
      const body = {
        type_commande: 'A_emporter',
        mode_paiement: 'carte',
        items: [
          { product_id: menu.product.id, quantity: 3 },
          { product_id: menu.withSide.id, quantity: 1, accompaniment_id: menu.side.id },
        ],
      };
      const customers: SignedIn[] = [];
      for (let i = 0; i < 3 * ORDERS + 2; i += 1) customers.push(await signInAs(app));
      const place = async (who: SignedIn) => {
        const start = performance.now();
        const res = await app.inject({ method: 'POST', url: '/api/orders', headers: { ...who.headers, 'idempotency-key': randomUUID() }, payload: body });
        const ms = performance.now() - start;
        if (res.statusCode !== 201) throw new Error(`order refused: ${res.statusCode} ${res.body}`);
        return ms;
      };
      // warm-up: one of each, not counted
      await place(customers.pop()!);
      await db.update(promotions).set({ etat: 'publiee' }).where(inArray(promotions.id, ids));
      await place(customers.pop()!);
      await db.update(promotions).set({ etat: 'en_pause' }).where(inArray(promotions.id, ids));
      const times = { without: [] as number[], with: [] as number[], idle: [] as number[] };
      const running = { without: [], with: ids, idle: idleIds };
      for (let round = 0; round < ORDERS; round += 1) {
        // rotated each round: no case always follows the same one
        const states = (['without', 'with', 'idle'] as const).map((_, i, all) => all[(i + round) % all.length]!);
        for (const state of states) {
          await db
            .update(promotions)
            .set({ etat: 'publiee' })
            .where(inArray(promotions.id, running[state].length ? running[state] : [0]));
          times[state].push(await place(customers.pop()!));
          if (running[state].length) await db.update(promotions).set({ etat: 'en_pause' }).where(inArray(promotions.id, running[state]));
        }
      }
      const discounted = await db.$count(orders, sql`${orders.montant_promotions} > 0`);
      return { without: median(times.without), with: median(times.with), idle: median(times.idle), discounted };
    } finally {
      await app.close();
    }
  });
}

const micro = pureBench();
console.log(`pricing rule, 10 automatic offers + a code, 6 lines: ${micro.toFixed(1)} µs per cart`);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;
if (!serverUrl) console.log('no BENCH_DATABASE_URL / TEST_DATABASE_URL: PGlite only');
for (const [label, url] of [
  ['PGlite', null],
  ['PostgreSQL', serverUrl],
] as const) {
  if (label === 'PostgreSQL' && !url) continue;
  const { withoutCode, withCode, roundTrip } = await databaseBench(url);
  console.log(
    `${label}: the offers' read + pricing, 10 published offers: ${withoutCode.toFixed(2)} ms without a code, ${withCode.toFixed(2)} ms with one; a 'select 1' round trip: ${roundTrip.toFixed(2)} ms`,
  );
  const r = await orderCreationBench(url);
  if (r.discounted === 0) throw new Error('no order got an offer: the bench measures nothing');
  console.log(
    `${label}: order creation through the app, one at a time, ${ORDERS} orders each: median ${r.without.toFixed(2)} ms with no offer, ${r.idle.toFixed(2)} ms with ten running that do not apply, ${r.with.toFixed(2)} ms with ten running that do (${r.discounted} orders discounted)`,
  );
}
