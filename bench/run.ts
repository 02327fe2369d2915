/**
 * `npm run bench`: each server runs in its own process; autocannon (this process) loads it for a fixed
 * time and we print requests/s, p50 and p99 latency, and the ratio to the hello-world rate.
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50) tune the runs.
 *
 * BENCH_SMOKE=1 (a step of `npm test`): every bench of bench/ runs for about a second, with no warm-up,
 * a few connections and customers, and fails if a bench dies or a route answers anything but 2xx; its
 * figures mean nothing and are not to be written down. The page and Lighthouse benches run too, against
 * the built app (dist/), Lighthouse with one run of two pages (the home page and a signed-in one; every page is still asked once and must answer 200).
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import autocannon from 'autocannon';
import { benchOrders } from './orders';
import { startServer } from './start-server';

const smoke = process.env.BENCH_SMOKE === '1';
const seconds = smoke ? 1 : Number(process.env.BENCH_SECONDS ?? 10);
/** 'orders' runs only the order-creation bench. */
const only = process.env.BENCH_ONLY;
/** PostgreSQL server for the order-creation bench (a throw-away database is created on it). */
const ordersDatabaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const connections = smoke ? 4 : Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Concurrent customers of the order-creation bench (the aims measure 10). */
const orderConnections = smoke ? 2 : Number(process.env.BENCH_ORDER_CONNECTIONS ?? 10);
if (smoke) console.log('BENCH_SMOKE=1: every bench for about a second; the figures below mean nothing and are not to be written down.');

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(name: string, url: string, headers: Record<string, string> = {}): Promise<Figures> {
  // a short warm-up so caches and JIT are hot before measuring
  if (!smoke) await autocannon({ url, connections, duration: 2, headers });
  const r = await autocannon({ url, connections, duration: seconds, headers });
  if (smoke && (r.requests.total === 0 || r.non2xx > 0 || r.errors > 0)) fail(`${name}: ${r.requests.total} requests, ${r.non2xx} not 2xx, ${r.errors} errors`);
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

/**
 * The same load from wrk (C, Debian's package), when it is installed: autocannon runs in one Node
 * process on the same two cores, and parsing 5 KB answers makes it the bottleneck before the server
 * is; wrk shows what the server itself sustains.
 */
const hasWrk = !smoke && spawnSync('wrk', ['--version']).error === undefined;

/** In a smoke run, a bench that does not work fails the run (exit code 1) and says why. */
function fail(why: string) {
  console.error(`✖ bench: ${why}`);
  process.exitCode = 1;
}

function wrkLoad(name: string, url: string, headers: Record<string, string> = {}): Figures {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), url];
  spawnSync('wrk', [...args.slice(0, 2), '-d2s', url]); // warm-up
  const out = spawnSync('wrk', args, { encoding: 'utf8' }).stdout;
  const ms = (label: string) => {
    const m = new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s)`, 'm').exec(out);
    if (!m) return NaN;
    const value = Number(m[1]);
    return m[2] === 'us' ? value / 1000 : m[2] === 's' ? value * 1000 : value;
  };
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? '0';
  return { name, rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN), p50: ms('50'), p99: ms('99'), errors: Number(errors), non2xx: 0 };
}

// What Chromium sends: the answers are picked from the pre-compressed brotli copies.
const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
if (only !== 'orders') await catalogueBench();
await ordersBench();
if (smoke) {
  // the benches that are scripts of their own: pages and Lighthouse against the built app (npm test builds it
  // first), the message delay, and what offers add to an order (pricing rule, the offers' read, order creation)
  for (const [script, env] of [
    ['bench/pages.ts', {}],
    ['bench/lighthouse.ts', { LIGHTHOUSE_RUNS: '1' }],
    ['bench/message-delay.ts', {}],
    ['bench/promotions.ts', { BENCH_ITERATIONS: '200', BENCH_QUERIES: '20', BENCH_ORDERS: '5' }],
  ] as const) {
    console.log(`\n${script}`);
    const r = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit', env: { ...process.env, ...env } });
    if (r.status !== 0) fail(`${script} exited with ${r.status ?? r.signal}`);
  }
}

async function ordersBench() {
  if (!ordersDatabaseUrl) {
    console.log('\nOrder creation bench skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server.');
    return;
  }
  const r = await benchOrders({ serverUrl: ordersDatabaseUrl, connections: orderConnections, seconds, startServer, customers: smoke ? 10 : undefined });
  const loadAverage = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  console.log(
    `\nOrder creation on PostgreSQL: ${orderConnections} concurrent customers, ${seconds} s each, Node ${process.version}, load average ${loadAverage}\n`,
  );
  console.log(
    '| run | orders/s | p50 ms | p99 ms | ratio to raw SQL | Node CPU ms per order | acknowledged | double clicks (same order) | errors | orders in database | unanswered at stop | lost | duplicated |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const ratio = `${Math.round((r.rps / r.rawSql.rps) * 100)}%`;
  console.log(
    `| app: POST /api/orders | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | **${ratio}** | ${r.cpuMsPerRequest.toFixed(2)} | ${r.acknowledged} | ${r.replays} (${r.replaysSameOrder}) | ${r.errors} | ${r.inDatabase} | ${r.unanswered} | ${r.lost} | ${r.duplicated} |`,
  );
  console.log(
    `| raw SQL: the same statements, one transaction | ${Math.round(r.rawSql.rps)} | ${r.rawSql.p50} | ${r.rawSql.p99} | 100% | ${r.rawSql.clientCpuMsPerOrder.toFixed(2)} | ${r.rawSql.orders} | | | | | | |`,
  );
  if (r.lost || r.duplicated) fail(`${r.lost} orders lost, ${r.duplicated} duplicated`);
  if (smoke && (r.acknowledged === 0 || r.errors > 0 || r.rawSql.orders === 0))
    fail(`orders: ${r.acknowledged} acknowledged, ${r.errors} errors, ${r.rawSql.orders} raw SQL orders`);
}

function printTable(title: string, rows: Figures[]) {
  const base = rows[0]!;
  console.log(`\n${title}\n`);
  console.log('| route | requests/s | p50 ms | p99 ms | ratio to hello-world | errors |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    const ratio = `${Math.round((r.rps / base.rps) * 100)}%`;
    console.log(`| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${ratio} | ${r.errors + r.non2xx} |`);
  }
}

async function catalogueBench() {
  const app = await startServer('bench/serve-app.ts');
  // content-length: the compressed size on the wire (fetch itself would decompress the body).
  const catalogBytes = await fetch(`http://127.0.0.1:${app.port}/api/catalog`, { headers: browser }).then((r) => Number(r.headers.get('content-length')));
  const hello = await startServer('bench/serve-hello.ts', { BENCH_SAME_BYTES: String(catalogBytes) });
  try {
    const routes: [string, string, Record<string, string>?][] = [
      ['hello-world (bare Fastify)', `http://127.0.0.1:${hello.port}/hello`],
      [`bare Fastify sending ${catalogBytes} bytes (the catalogue's size)`, `http://127.0.0.1:${hello.port}/same-bytes`],
      ['GET /api/catalog (brotli, as Chromium asks)', `http://127.0.0.1:${app.port}/api/catalog`, browser],
      ['GET /api/produits?page=1 (identity)', `http://127.0.0.1:${app.port}/api/produits?page=1`],
      ['GET / (index.html with inlined catalogue, brotli)', `http://127.0.0.1:${app.port}/`, browser],
    ];
    const rows: Figures[] = [];
    for (const [name, url, headers] of routes) rows.push(await load(name, url, headers));
    printTable(`autocannon, ${connections} connections, ${seconds} s each, Node ${process.version}`, rows);
    if (hasWrk)
      printTable(
        `wrk, 1 thread, ${connections} connections, ${seconds} s each`,
        routes.map(([name, url, headers]) => wrkLoad(name, url, headers)),
      );
    else console.log('\n(wrk is not installed: apt-get install wrk adds the same table measured by a load generator that is not the bottleneck)');
  } finally {
    hello.child.kill();
    app.child.kill();
  }
}
