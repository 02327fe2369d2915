/**
 * Order creation on PostgreSQL: 10 connections (BENCH_ORDER_CONNECTIONS), each request a signed-in customer placing a pickup
 * order with a fresh Idempotency-Key; one request in ten repeats the connection's previous key and
 * payload (a double click), which must answer the same order. Afterwards the database is counted:
 * every acknowledged order must be there (lost = 0) and no key may have produced two (duplicated = 0).
 * Customers rotate so none reaches the per-session limit of 30 orders a minute. Then the same reads and
 * writes run as plain SQL on the same database (orders-raw-sql.ts), for the ratio.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchRawSql, type RawSqlResult } from './orders-raw-sql';

export interface OrderBenchResult {
  rps: number;
  p50: number;
  p99: number;
  acknowledged: number;
  replays: number;
  replaysSameOrder: number;
  errors: number;
  inDatabase: number;
  /** orders written while their answer was still in flight when the run stopped */
  unanswered: number;
  lost: number;
  duplicated: number;
  /** CPU time of the app's process per request (ms): what the server costs, whatever else loads the machine. */
  cpuMsPerRequest: number;
  /** The same reads and writes as plain SQL, one transaction per order, on the same database right after. */
  rawSql: RawSqlResult;
}

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The server's CPU time so far (bench/serve-orders.ts answers SIGUSR2 on its stdout). */
function serverCpuMs(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onData = (chunk: Buffer) => {
      const match = /CPU (\d+)/.exec(chunk.toString());
      if (!match) return;
      child.stdout!.off('data', onData);
      resolve(Number(match[1]));
    };
    child.stdout!.on('data', onData);
    child.kill('SIGUSR2');
  });
}

export async function benchOrders(options: {
  serverUrl: string;
  connections: number;
  seconds: number;
  /** Signed-in customers the orders rotate over (default: bench/serve-orders.ts's 2,000). */
  customers?: number;
  startServer: (script: string, env: Record<string, string>) => Promise<{ port: number; child: ChildProcess }>;
}): Promise<OrderBenchResult> {
  const name = `bench_${randomBytes(5).toString('hex')}`;
  await admin(options.serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(options.serverUrl);
  url.pathname = `/${name}`;
  const sessionsFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'sushi-bench-')), 'sessions.json');
  const server = await options.startServer('bench/serve-orders.ts', {
    DATABASE_URL: url.toString(),
    BENCH_SESSIONS_FILE: sessionsFile,
    ...(options.customers ? { BENCH_CUSTOMERS: String(options.customers) } : {}),
  });
  let serverRunning = true;
  const stopServer = async () => {
    if (!serverRunning) return;
    serverRunning = false;
    server.child.kill();
    await new Promise((resolve) => setTimeout(resolve, 500));
  };
  try {
    const { sessions, productId } = JSON.parse(readFileSync(sessionsFile, 'utf8')) as { sessions: { cookie: string; origin: string }[]; productId: number };
    const body = JSON.stringify({ type_commande: 'A_emporter', mode_paiement: 'especes', items: [{ product_id: productId, quantity: 2 }] });
    let next = 0;
    let replays = 0;
    let replaysSameOrder = 0;
    let errors = 0;
    const refusals = new Map<string, number>(); // what the refused requests answered, printed when there are any
    const acknowledged = new Map<string, string>(); // order id -> key
    type Ctx = { session?: { cookie: string; origin: string }; key?: string; orderId?: string; replay?: boolean };
    const request = (mayReplay: boolean): autocannon.Request => ({
      method: 'POST',
      path: '/api/orders',
      setupRequest: (req, raw) => {
        const context = raw as Ctx;
        context.replay = mayReplay && Boolean(context.orderId) && Math.random() < 0.2;
        if (!context.replay) {
          context.session = sessions[next++ % sessions.length];
          context.key = randomUUID();
        }
        const headers = {
          ...req.headers,
          'content-type': 'application/json',
          cookie: context.session!.cookie,
          origin: context.session!.origin,
          'idempotency-key': context.key!,
        };
        return { ...req, body, headers };
      },
      onResponse: (status, text, raw) => {
        const context = raw as Ctx;
        if (status !== 201) {
          errors += 1;
          refusals.set(`${status} ${text.slice(0, 120)}`, (refusals.get(`${status} ${text.slice(0, 120)}`) ?? 0) + 1);
          context.orderId = undefined;
          return;
        }
        const id = (JSON.parse(text) as { order: { id: string } }).order.id;
        if (context.replay) {
          replays += 1;
          if (id === context.orderId) replaysSameOrder += 1;
        }
        acknowledged.set(id, context.key!);
        context.orderId = id;
      },
    });

    const cpuBefore = await serverCpuMs(server.child);
    const result = await autocannon({
      url: `http://127.0.0.1:${server.port}`,
      connections: options.connections,
      duration: options.seconds,
      // Two requests per loop, because autocannon keeps a connection's context only within one loop:
      // the first always places a new order, the second repeats it one time in five (a double click).
      requests: [request(false), request(true)],
    });

    if (refusals.size > 0) console.error('Refused requests:', Object.fromEntries(refusals));
    const cpuMsPerRequest = ((await serverCpuMs(server.child)) - cpuBefore) / result.requests.total;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const rows = (await client.query<{ id: string; idempotency_key: string }>('select id, idempotency_key from orders')).rows;
    await client.end();
    const inDb = new Set(rows.map((r) => r.id));
    const lost = [...acknowledged.keys()].filter((id) => !inDb.has(id)).length;
    // Two orders for one key, or a double click answered with another order.
    const duplicated = rows.length - new Set(rows.map((r) => r.idempotency_key)).size + (replays - replaysSameOrder);
    // The baseline runs with the app stopped, so neither takes CPU from the other.
    await stopServer();
    const rawSql = await benchRawSql({ databaseUrl: url.toString(), connections: options.connections, seconds: options.seconds, productId });
    return {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      acknowledged: acknowledged.size,
      replays,
      replaysSameOrder,
      errors: errors + result.errors,
      inDatabase: rows.length,
      unanswered: rows.filter((r) => !acknowledged.has(r.id)).length,
      lost,
      duplicated,
      cpuMsPerRequest,
      rawSql,
    };
  } finally {
    await stopServer();
    await admin(options.serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
