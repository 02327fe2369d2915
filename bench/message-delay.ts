/**
 * How long an order's WhatsApp message takes to leave after the status change that causes it
 * (docs/performance.md, "Messages WhatsApp et SMS"; the issue asks p95 ≤ 10 s): the app with its job
 * runner, listening, its WhatsApp stand-in reached over HTTP by the real client; customers who chose
 * WhatsApp; staff move pickup orders to Prête in bursts; the delay is from just before the PATCH to the
 * moment the stand-in received the 'ready' message. PGlite by default, PostgreSQL with TEST_DATABASE_URL.
 *
 *   npx tsx bench/message-delay.ts                 (BENCH_SMOKE=1: a handful, figures meaningless)
 */
import { randomUUID } from 'node:crypto';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { createTestDatabase } from '../server/test/db';
import { menuFixture } from '../server/test/menu';
import { signInAs } from '../server/test/sign-in';
import type { StandInWhatsAppMessage } from '../server/modules/messages/whatsapp-standin';

const smoke = process.env.BENCH_SMOKE === '1';
const ROUNDS = smoke ? 1 : Number(process.env.BENCH_ROUNDS ?? 10);
const BURST = smoke ? 3 : Number(process.env.BENCH_BURST ?? 10);

const database = await createTestDatabase();
const app = await buildApp({ config: testConfig({ publicUrl: 'https://bench.test' }), database, logger: false, imageWorker: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const menu = await menuFixture(database.db);
const staff = await signInAs(app, { role: 'operator' });

const sentTo = async (): Promise<StandInWhatsAppMessage[]> => (await app.inject({ method: 'GET', url: '/dev/whatsapp/api/messages' })).json().messages;
const patch = (orderId: string, statut: string) =>
  app.inject({ method: 'PATCH', url: `/api/admin/orders/${orderId}/status`, headers: staff.headers, payload: { statut_commande: statut } });

const delays: number[] = [];
let n = 0;
try {
  for (let round = 0; round < ROUNDS; round += 1) {
    const orders: { id: string; to: string; numero: string }[] = [];
    for (let i = 0; i < BURST; i += 1) {
      n += 1;
      const telephone = `2${String(n).padStart(7, '0')}`;
      const who = await signInAs(app, { withCustomer: { telephone, prenom: 'Bench' } });
      await app.inject({ method: 'PUT', url: '/api/me/message-consent', headers: who.headers, payload: { canal: 'whatsapp', source: 'checkout' } });
      const placed = await app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...who.headers, 'idempotency-key': randomUUID() },
        payload: { type_commande: 'A_emporter', mode_paiement: 'especes', items: [{ product_id: menu.product.id, quantity: 1 }] },
      });
      if (placed.statusCode !== 201) throw new Error(`order: HTTP ${placed.statusCode} ${placed.body}`);
      const order = placed.json().order as { id: string; numero_commande: string };
      if ((await patch(order.id, 'En_preparation')).statusCode !== 200) throw new Error('En_preparation refused');
      orders.push({ id: order.id, to: `216${telephone}`, numero: order.numero_commande });
    }
    // The burst: every order of the round becomes Prête at once, as at a busy pass.
    const changedAt = new Map<string, number>();
    await Promise.all(
      orders.map(async (o) => {
        changedAt.set(o.numero, Date.now());
        if ((await patch(o.id, 'Pret')).statusCode !== 200) throw new Error('Pret refused');
      }),
    );
    const deadline = Date.now() + 60_000;
    for (;;) {
      const ready = (await sentTo()).filter((m) => m.template === 'commande_prete' && changedAt.has(m.parameters[1]!));
      if (ready.length === orders.length) {
        for (const m of ready) delays.push(Date.parse(m.at) - changedAt.get(m.parameters[1]!)!);
        break;
      }
      if (Date.now() > deadline) throw new Error(`only ${ready.length} of ${orders.length} 'ready' messages after 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const o of orders) changedAt.delete(o.numero);
  }
} finally {
  await app.close();
  await database.drop();
}
const sorted = delays.sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const where = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(
  `Status change → WhatsApp message received by the stand-in, ${sorted.length} changes in bursts of ${BURST} (${where}, Node ${process.version}):` +
    ` p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${sorted.at(-1)} ms (target: p95 ≤ 10 000 ms)`,
);
if (at(0.95) > 10_000) process.exitCode = 1;
