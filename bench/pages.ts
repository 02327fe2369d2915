/**
 * `npx tsx bench/pages.ts`: what a page path costs the server. The real
 * app (seeded, with the built dist/web) is loaded for BENCH_SECONDS (default 10) with BENCH_CONNECTIONS
 * (default 32) on: the home page `/`, a known page `/account`, and a flood of never-seen paths `/p-<n>`,
 * each answered with brotli as a browser asks; while the flood runs, /api/health is sampled for its p95.
 * BENCH_SMOKE=1 (bench/run.ts): a second per path, no warm-up, 4 connections; exits 1 if a path gets no answer.
 */
import autocannon from 'autocannon';
import { startServer } from './start-server';

const smoke = process.env.BENCH_SMOKE === '1';
const seconds = smoke ? 1 : Number(process.env.BENCH_SECONDS ?? 10);
const connections = smoke ? 4 : Number(process.env.BENCH_CONNECTIONS ?? 32);

async function load(base: string, name: string, path: string | (() => string)) {
  const headers = { 'accept-encoding': 'br, gzip' };
  const next = typeof path === 'function' ? path : () => path;
  const options = { url: base, connections, headers, requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: next() }) }] };
  if (!smoke) await autocannon({ ...options, duration: 2 });
  const health: number[] = [];
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const started = performance.now();
      await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
      health.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const result = await autocannon({ ...options, duration: seconds });
  sampling = false;
  await sampler;
  if (smoke && (result.requests.total === 0 || result.errors > 0)) {
    console.error(`✖ ${name}: ${result.requests.total} requests, ${result.errors} errors`);
    process.exitCode = 1;
  }
  health.sort((a, b) => a - b);
  const p95 = health[Math.floor(health.length * 0.95)] ?? NaN;
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    healthP95: Math.round(p95),
  };
}

const { port, child } = await startServer('bench/serve-app.ts', { WEB_DIST_DIR: 'dist/web' });
const base = `http://127.0.0.1:${port}`;
try {
  let i = 0;
  const rows = [
    await load(base, '/ (home)', '/'),
    await load(base, '/account (known page)', '/account'),
    await load(base, '/p-<n> (never-seen paths)', () => `/p-${(i += 1)}`),
  ];
  console.table(rows);
} finally {
  child.kill();
}
