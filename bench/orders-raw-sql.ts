/**
 * The physical limit the order-creation bench compares the app with: the same reads and writes as
 * POST /api/orders (the session and its user, the role, the customer, the idempotency check, the
 * settings, the kitchen's open orders (up to the cap), the products' prices, the key's advisory lock, the order,
 * its lines, its status history, the pending loyalty points, the
 * customer's order count, the two outbox rows and the NOTIFY, then the answer's time estimate), as plain SQL in one transaction per
 * order, by `connections` node-postgres clients in a loop for `seconds`. Statements are prepared (named),
 * so PostgreSQL parses each once per connection: the most favourable case for the baseline.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';

export interface RawSqlResult {
  rps: number;
  p50: number;
  p99: number;
  orders: number;
  /** CPU time of this Node process (the client side of the loop) per order, ms. */
  clientCpuMsPerOrder: number;
}

const statements = {
  session: 'select s."id", s."expiresAt", u."id" as user_id, u."email" from "session" s join "user" u on u."id" = s."userId" where s."token" = $1',
  role: 'select "role" from "user_roles" where "user_id" = $1 limit 1',
  customerOfUser: 'select "id" from "customers" where "auth_user_id" = $1 limit 1',
  byKey: 'select * from "orders" where "customer_id" = $1 and "idempotency_key" = $2 limit 1',
  customer: 'select * from "customers" where "id" = $1 limit 1',
  settings: 'select * from "restaurant_settings" where "id" = 1 limit 1',
  products:
    'select p."id", p."nom_fr", p."prix", p."actif", p."visible_dans_shop", c."actif" as categorie_active from "produits" p join "categories" c on c."id" = p."category_id" where p."id" = any($1)',
  kitchen: `select count(*)::int as count from (select 1 from "orders" where "statut_commande" in ('Recu', 'En_preparation') limit $1) k`,
  points: `with inserted as (insert into "loyalty_order_points" ("order_id", "customer_id", "points") values ($1, $2, $3) on conflict do nothing returning "points")
    update "customers" set "pending_points" = "pending_points" + inserted."points" from inserted where "customers"."id" = $2 returning inserted."points"`,
  estimate: `select (select count(*)::int from "orders" o where o."statut_commande" in ('Recu', 'En_preparation') and o."created_at" < $2 and o."id" <> $1) as in_kitchen,
    (select count(*)::int from "orders" o where o."statut_commande" = 'En_livraison' and o."id" <> $1) as en_livraison`,
  lock: 'select pg_try_advisory_xact_lock(5100001, hashtext($1)) as locked',
  order: `insert into "orders" ("customer_id", "numero_commande", "total_ttc", "type_commande", "mode_paiement", "frais_livraison", "statut_commande", "payment_status", "idempotency_key", "idempotency_fingerprint")
          values ($1, $2, $3, 'A_emporter', 'especes', 0, 'Recu', 'non_requis', $4, $5) returning *`,
  item: `insert into "order_items" ("order_id", "product_id", "product_name", "quantity", "unit_price", "accompaniment_id", "accompaniment_name", "accompaniment_price", "total_price")
         values ($1, $2, $3, 2, $4, null, null, 0, $5) returning "id"`,
  history: `insert into "order_status_history" ("order_id", "statut", "changed_by") values ($1, 'Recu', 'customer')`,
  count: 'update "customers" set "nombre_commandes" = "nombre_commandes" + 1, "updated_at" = now() where "id" = $1',
  outbox: `insert into "notification_outbox" ("order_id", "type", "recipient", "subject", "content", "template_data")
           values ($1, 'email', $2, $3, $4, $5), ($1, 'telegram', 'restaurant', null, $6, '{"kind":"new_order"}')`,
  notify: `select pg_notify('order_events', $1)`,
};

// Texts of the size the app writes (a confirmation e-mail, its HTML twin, a Telegram message).
const MAIL = 'Bonjour Test,\n\n'.padEnd(420, 'x');
const HTML = JSON.stringify({ kind: 'order_confirmation', html: '<!doctype html>'.padEnd(900, 'x') });
const TELEGRAM = '🍣 Nouvelle commande'.padEnd(300, 'x');

function run(client: pg.PoolClient, name: keyof typeof statements, values: unknown[]) {
  return client.query({ name: `raw_${name}`, text: statements[name], values });
}

export async function benchRawSql(options: { databaseUrl: string; connections: number; seconds: number; productId: number }): Promise<RawSqlResult> {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.connections });
  // an idle client must not crash the bench when the database is dropped after a failed run
  pool.on('error', () => {});
  try {
    return await placeOrders(pool, options);
  } finally {
    await pool.end();
  }
}

async function placeOrders(pool: pg.Pool, options: { connections: number; seconds: number; productId: number }): Promise<RawSqlResult> {
  const tokens = (await pool.query<{ token: string }>('select "token" from "session" order by "createdAt" limit 2000')).rows.map((r) => r.token);
  const latencies: number[] = [];
  let next = 0;
  const deadline = Date.now() + options.seconds * 1000;

  async function placeOne(client: pg.PoolClient) {
    const token = tokens[next++ % tokens.length]!;
    const key = randomUUID();
    await client.query('begin');
    try {
      const {
        rows: [found],
      } = await run(client, 'session', [token]);
      await run(client, 'role', [found.user_id]);
      const {
        rows: [who],
      } = await run(client, 'customerOfUser', [found.user_id]);
      await run(client, 'byKey', [who.id, key]);
      const {
        rows: [customer],
      } = await run(client, 'customer', [who.id]);
      const {
        rows: [settings],
      } = await run(client, 'settings', []);
      await run(client, 'kitchen', [settings.commandes_simultanees_max]);
      const {
        rows: [product],
      } = await run(client, 'products', [[options.productId]]);
      await run(client, 'lock', [`${who.id}:${key}`]);
      const total = (Number(product.prix) * 2).toFixed(3);
      const fingerprint = createHash('sha256').update(key).digest('hex');
      const {
        rows: [order],
      } = await run(client, 'order', [who.id, `RAW-${randomBytes(6).toString('hex')}`, total, key, fingerprint]);
      await run(client, 'item', [order.id, product.id, product.nom_fr, product.prix, total]);
      await run(client, 'history', [order.id]);
      await run(client, 'count', [who.id]);
      await run(client, 'points', [order.id, who.id, Math.floor(Number(total))]);
      await run(client, 'outbox', [order.id, customer.email, 'Confirmation de votre commande', MAIL, HTML, TELEGRAM]);
      await run(client, 'notify', [JSON.stringify({ id: order.id, numero_commande: order.numero_commande, created: true })]);
      await client.query('commit');
      await run(client, 'estimate', [order.id, order.created_at]);
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
  }

  const cpuBefore = process.cpuUsage();
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      const client = await pool.connect();
      try {
        while (Date.now() < deadline) {
          const start = performance.now();
          await placeOne(client);
          latencies.push(performance.now() - start);
        }
      } finally {
        client.release();
      }
    }),
  );
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN);
  const clientCpuMsPerOrder = (cpu.user + cpu.system) / 1000 / latencies.length;
  return { rps: latencies.length / options.seconds, p50: at(0.5), p99: at(0.99), orders: latencies.length, clientCpuMsPerOrder };
}
