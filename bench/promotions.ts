/**
 * What offers add to order creation (issue 33): the pricing rule with ten automatic offers and a code on a
 * six-line cart (pure CPU), and the server's read of the offers with this customer's uses (one statement,
 * a code included) on a throw-away PostgreSQL database with ten published offers. Compared with an order's
 * CPU (docs/performance.md: about 5 ms of the app's CPU per order). `npx tsx bench/promotions.ts`, with
 * BENCH_DATABASE_URL or TEST_DATABASE_URL for the database part.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { priceWithPromotions, type PricingInput } from '../core/promotion-pricing';
import type { PromotionRule } from '../core/promotions';
import { samplePromotion } from '../core/testing/builders';
import { openDatabase } from '../server/db/client';
import { buildCustomer, buildPromotion } from '../server/test/factories';
import { pricePromotions } from '../server/modules/promotions/price-promotions';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 20_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 500);

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

async function databaseBench(serverUrl: string): Promise<{ withoutCode: number; withCode: number; roundTrip: number }> {
  const name = `bench_promotions_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', poolSize: 2 });
  try {
    await database.migrate();
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
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE ${name}`);
    await admin.end();
  }
}

const micro = pureBench();
console.log(`pricing rule, 10 automatic offers + a code, 6 lines: ${micro.toFixed(1)} µs per cart`);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const { withoutCode, withCode, roundTrip } = await databaseBench(serverUrl);
  console.log(
    `server's read + pricing, 10 published offers (PostgreSQL, wall clock): ${withoutCode.toFixed(2)} ms without a code, ${withCode.toFixed(2)} ms with one; a 'select 1' round trip: ${roundTrip.toFixed(2)} ms`,
  );
} else {
  console.log('no BENCH_DATABASE_URL / TEST_DATABASE_URL: database part skipped');
}
