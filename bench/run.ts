/**
 * `npm run bench`: each server runs in its own process; autocannon (this process) loads it for a fixed
 * time and we print requests/s, p50 and p99 latency, and the ratio to the hello-world rate.
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50) tune the runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { benchOrders } from './orders';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** 'orders' runs only the order-creation bench. */
const only = process.env.BENCH_ONLY;
/** PostgreSQL server for the order-creation bench (a throw-away database is created on it). */
const ordersDatabaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function startServer(script: string, env: Record<string, string> = {}): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /READY (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { port, child };
}

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
  await autocannon({ url, connections, duration: 2, headers });
  const r = await autocannon({ url, connections, duration: seconds, headers });
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

// What Chromium sends: the answers are picked from the pre-compressed brotli copies.
const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
if (only !== 'orders') await catalogueBench();
await ordersBench();

async function ordersBench() {
  if (!ordersDatabaseUrl) {
    console.log('\nOrder creation bench skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server.');
    return;
  }
  const r = await benchOrders({ serverUrl: ordersDatabaseUrl, connections, seconds, startServer });
  console.log(`\nOrder creation on PostgreSQL: ${connections} concurrent customers, ${seconds} s, Node ${process.version}\n`);
  console.log('| orders/s | p50 ms | p99 ms | acknowledged | double clicks (same order) | errors | orders in database | unanswered at stop | lost | duplicated |');
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  console.log(`| ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.acknowledged} | ${r.replays} (${r.replaysSameOrder}) | ${r.errors} | ${r.inDatabase} | ${r.unanswered} | ${r.lost} | ${r.duplicated} |`);
  if (r.lost || r.duplicated) process.exitCode = 1;
}

async function catalogueBench() {
  const app = await startServer('bench/serve-app.ts');
  // content-length: the compressed size on the wire (fetch itself would decompress the body).
  const catalogBytes = await fetch(`http://127.0.0.1:${app.port}/api/catalog`, { headers: browser }).then((r) =>
    Number(r.headers.get('content-length')),
  );
  const hello = await startServer('bench/serve-hello.ts', { BENCH_SAME_BYTES: String(catalogBytes) });
  try {
    const base = await load('hello-world (bare Fastify)', `http://127.0.0.1:${hello.port}/hello`);
    const rows = [
      base,
      await load(`bare Fastify sending ${catalogBytes} bytes (the catalogue's size)`, `http://127.0.0.1:${hello.port}/same-bytes`),
      await load('GET /api/catalog (brotli, as Chromium asks)', `http://127.0.0.1:${app.port}/api/catalog`, browser),
      await load('GET /api/produits?page=1 (identity)', `http://127.0.0.1:${app.port}/api/produits?page=1`),
      await load('GET / (index.html with inlined catalogue, brotli)', `http://127.0.0.1:${app.port}/`, browser),
    ];
    console.log(`\n${connections} connections, ${seconds} s each, Node ${process.version}\n`);
    console.log('| route | requests/s | p50 ms | p99 ms | ratio to hello-world | errors |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const r of rows) {
      const ratio = `${Math.round((r.rps / base.rps) * 100)}%`;
      console.log(`| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${ratio} | ${r.errors + r.non2xx} |`);
    }
  } finally {
    hello.child.kill();
    app.child.kill();
  }
}
