/**
 * /metrics (plugins/metrics.ts, lib/metrics.ts): where it is served, behind what, and that the counters,
 * gauges and histograms move with what the shop does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { notificationOutbox } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/app';
import { signInAs, type SignedIn } from '../test/auth';
import { menuFixture, openAllDay, openEventStream, pickupBody, postOrder, setOrderStatus, type MenuFixture } from '../test/orders';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('/metrics behind a bearer token', () => {
  let t: TestApp;
  let menu: MenuFixture;
  let staff: SignedIn;
  let client: SignedIn;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { metrics: { token: TOKEN, open: false } } });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await openAllDay(t.database.db);
    menu = await menuFixture(t.database.db);
    staff = await signInAs(t.app, { role: 'operator' });
    client = await signInAs(t.app, { withCustomer: { prenom: 'Yasmine', nom: 'Trabelsi', telephone: '98765432' } });
  });
  afterAll(() => t?.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('refuses a scrape without the token, or with another one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN.slice(1)}x` } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('counts orders placed and cancelled, times requests by route, and reports the pool, the outbox and the process', async () => {
    const before = await scrape();
    const { order } = (await postOrder(t.app, client, pickupBody(menu))).json<{ order: { id: string } }>();
    expect((await setOrderStatus(t.app, staff, order.id, 'Annule')).statusCode).toBe(200);
    await t.database.db.insert(notificationOutbox).values({ type: 'email', recipient: 'x', content: 'y', status: 'failed' });
    const after = await scrape();

    expect(sample(after, 'sushi_orders_placed_total')).toBe((sample(before, 'sushi_orders_placed_total') ?? 0) + 1);
    expect(sample(after, 'sushi_orders_cancelled_total', 'by="staff"')).toBe(1);
    expect(sample(after, 'sushi_http_request_duration_seconds_count', 'route="/api/orders",method="POST",status_class="2xx"')).toBe(1);
    expect(sample(after, 'sushi_db_pool_connections_in_use')).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'sushi_db_pool_waiting_requests')).toBe(0);
    // The new order queued its notifications: pending on both channels, the oldest a few seconds old at most.
    expect(sample(after, 'sushi_notification_outbox_pending', 'channel="telegram"')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'sushi_notification_outbox_oldest_pending_age_seconds', 'channel="telegram"')).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'sushi_notifications_failed', 'channel="email"')).toBe(1);
    expect(after).toContain('sushi_nodejs_eventloop_lag_seconds');
    expect(after).toContain('# TYPE sushi_job_duration_seconds histogram');
  });

  it('follows the open event streams', async () => {
    const stream = await openEventStream(`${url}/api/catalog/events`);
    try {
      await expect.poll(async () => sample(await scrape(), 'sushi_event_streams_open')).toBe(1);
    } finally {
      stream.close();
    }
    await expect.poll(async () => sample(await scrape(), 'sushi_event_streams_open')).toBe(0);
  });
});

describe('where /metrics is served', () => {
  it('is off in production when neither METRICS_PORT nor METRICS_TOKEN is set', async () => {
    const t = await createTestApp({ config: { metrics: { open: false } } });
    try {
      // No such route: the shop's page answers instead.
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).body).not.toContain('sushi_');
    } finally {
      await t.close();
    }
    const production = loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://shop.test' });
    expect(production.metrics).toEqual({ port: undefined, token: undefined, open: false });
  });

  it('is on a port of its own with METRICS_PORT, not on the main one', async () => {
    const t = await createTestApp({ config: { metrics: { port: 0, open: false } } });
    const main = await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      expect(await (await fetch(`${main}/metrics`)).text()).not.toContain('sushi_');
      const address = t.app.metricsAddress()!;
      const res = await fetch(`http://127.0.0.1:${address.port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('sushi_http_request_duration_seconds');
    } finally {
      await t.close();
    }
  });

  it('refuses a token too short to be a secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', METRICS_TOKEN: 'court' })).toThrow(/METRICS_TOKEN est trop court/);
  });

  it('builds many apps in one process without name clashes (one registry each)', async () => {
    const t = await createTestApp({ config: { metrics: { token: TOKEN, open: false } } });
    try {
      const second = await buildApp({ config: t.config, database: t.database, logger: false, notificationWorker: false, imageWorker: false });
      await second.close();
      expect(t.app.metrics.registry).not.toBe(second.metrics.registry);
    } finally {
      await t.close();
    }
  });
});
