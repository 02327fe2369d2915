/**
 * `npm run bench:lighthouse`: Lighthouse (mobile: its default Moto G Power emulation and simulated slow
 * 4G throttling) on the home page of the built app, served by dist/server/main.js in production mode
 * with a fresh embedded database. It builds nothing: run `npm run build` first.
 *
 * Prints, for each run and as the median over the runs: performance score, LCP, CLS, TBT, FCP, Speed
 * Index, the accessibility, best-practices and SEO scores, and the JavaScript the page loaded (bytes
 * on the wire as served, and gzip -9 of the same files). Then the diagnostics of the median run: the LCP
 * element and its phases, opportunities with savings, and failed audits of the other categories.
 *
 * LIGHTHOUSE_RUNS (default 3) sets the number of runs; CHROMIUM_PATH (default /usr/bin/chromium) the
 * browser. The JSON reports are written to .tmp/lighthouse/ (not under BENCH_SMOKE=1, bench/run.ts's
 * smoke). Measurements only: nothing is asserted, but a run Lighthouse cannot complete exits 1.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const serverEntry = path.resolve('dist/server/main.js');
const reportDir = path.resolve('.tmp/lighthouse');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

if (!existsSync(serverEntry) || !existsSync(path.resolve('dist/web/index.html'))) {
  console.error("dist/ is missing: run 'npm run build' first.");
  process.exit(1);
}
if (!existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath} (set CHROMIUM_PATH or apt-get install chromium).`);
  process.exit(1);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string, exited: () => boolean, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('the server exited before answering /api/health');
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no answer from ${base}/api/health after ${timeoutMs / 1000} s`);
}

interface Figures {
  performance: number;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  speedIndex: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  jsFiles: number;
  jsTransfer: number;
  jsGzip: number;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

const gzipCache = new Map<string, number>();
async function gzipSize(url: string): Promise<number> {
  let size = gzipCache.get(url);
  if (size === undefined) {
    const body = Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    size = gzipSync(body, { level: 9 }).length;
    gzipCache.set(url, size);
  }
  return size;
}

function score(lhr: LighthouseResult, id: string): number {
  return Math.round((lhr.categories[id]?.score ?? 0) * 100);
}

function numeric(lhr: LighthouseResult, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

async function figures(lhr: LighthouseResult): Promise<Figures> {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const scripts = (details?.items ?? []).filter((i) => i.resourceType === 'Script');
  let jsGzip = 0;
  for (const s of scripts) jsGzip += await gzipSize(s.url);
  return {
    performance: score(lhr, 'performance'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbt: numeric(lhr, 'total-blocking-time'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    speedIndex: numeric(lhr, 'speed-index'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    jsFiles: scripts.length,
    jsTransfer: scripts.reduce((sum, s) => sum + (s.transferSize ?? 0), 0),
    jsGzip,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function row(label: string, f: Figures): string {
  return `| ${label} | ${f.performance} | ${sec(f.lcp)} | ${f.cls.toFixed(3)} | ${Math.round(f.tbt)} ms | ${sec(f.fcp)} | ${sec(f.speedIndex)} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} | ${f.jsFiles} | ${kb(f.jsTransfer)} | ${kb(f.jsGzip)} |`;
}

/** What explains the figures of one run: LCP element and phases, opportunities, failed audits. */
function diagnostics(lhr: LighthouseResult): string[] {
  const lines: string[] = [];
  type Table = { type: string; items?: Array<Record<string, unknown>> };
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as { items?: Table[] } | undefined;
  for (const table of lcpDetails?.items ?? []) {
    for (const item of table.items ?? []) {
      const node = item.node as { selector?: string; snippet?: string } | undefined;
      if (node) lines.push(`LCP element: ${node.selector ?? ''} ${node.snippet ?? ''}`);
      else if (typeof item.phase === 'string') lines.push(`  LCP phase ${item.phase}: ${Math.round(Number(item.timing))} ms`);
    }
  }
  for (const audit of Object.values(lhr.audits)) {
    const d = audit.details as { type?: string; overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
    const savingsMs = audit.metricSavings ? Math.max(...Object.values(audit.metricSavings).map(Number).filter(Number.isFinite), 0) : 0;
    if (d?.type === 'opportunity' && ((d.overallSavingsMs ?? 0) > 0 || (d.overallSavingsBytes ?? 0) > 0 || savingsMs > 0)) {
      lines.push(`opportunity ${audit.id}: ${audit.displayValue ?? ''} (${Math.round(d.overallSavingsMs ?? 0)} ms, ${kb(d.overallSavingsBytes ?? 0)})`);
    }
  }
  for (const id of ['render-blocking-resources', 'unused-javascript', 'uses-responsive-images', 'mainthread-work-breakdown', 'bootup-time']) {
    const audit = lhr.audits[id];
    if (audit && audit.score !== null && audit.score < 1) lines.push(`diagnostic ${id}: ${audit.displayValue ?? ''} (score ${audit.score})`);
  }
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) lines.push(`${category} failed: ${ref.id} (${audit.title})`);
    }
  }
  return lines;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sushi-lighthouse-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let exited = false;
const server = spawn(process.execPath, [serverEntry], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    // A measuring run on one machine: the production checks are told so (server/production-checks.ts).
    EMBEDDED_DATABASE_IN_PRODUCTION: 'true',
    ALLOW_INSECURE_PUBLIC_URL: 'true',
    // Nothing listens there: the measured pages send no e-mail.
    SMTP_URL: 'smtp://127.0.0.1:9',
    // Production does not seed the demo by default; the measured home page is the demo's.
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  },
});
server.once('exit', () => {
  exited = true;
});

try {
  console.log(`Starting the built server on ${base} (first start renders the demo artwork)…`);
  await waitForHealth(base, () => exited);
  // one request so the catalogue snapshot and the rendered page are warm, as on a running shop
  await fetch(`${base}/`);
  mkdirSync(reportDir, { recursive: true });

  const results: Array<{ lhr: LighthouseResult; f: Figures }> = [];
  for (let i = 1; i <= runs; i++) {
    // a run that Lighthouse itself reports as broken (NO_NAVSTART and the like, seen on a busy machine)
    // is retried once
    let lhr: LighthouseResult | undefined;
    for (let attempt = 1; !lhr; attempt++) {
      const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
      try {
        const result = await lighthouse(`${base}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
        if (!result) throw new Error('Lighthouse returned no result');
        if (!result.lhr.runtimeError) lhr = result.lhr;
        else if (attempt >= 2) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
        else console.log(`run ${i}/${runs}: ${result.lhr.runtimeError.code}, retrying`);
      } finally {
        chrome.kill();
      }
    }
    if (process.env.BENCH_SMOKE !== '1') writeFileSync(path.join(reportDir, `home-mobile-${i}.json`), JSON.stringify(lhr));
    const f = await figures(lhr);
    results.push({ lhr, f });
    console.log(`run ${i}/${runs}: performance ${f.performance}, LCP ${sec(f.lcp)}, CLS ${f.cls.toFixed(3)}, TBT ${Math.round(f.tbt)} ms`);
  }

  const keys = Object.keys(results[0]!.f) as Array<keyof Figures>;
  const med = Object.fromEntries(keys.map((k) => [k, median(results.map((r) => r.f[k]))])) as unknown as Figures;
  const first = results[0]!.lhr;
  console.log(
    `\nLighthouse ${first.lighthouseVersion}, ${first.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}, ` +
      `form factor ${first.configSettings.formFactor}, throttling ${first.configSettings.throttlingMethod} ` +
      `(RTT ${first.configSettings.throttling.rttMs} ms, ${Math.round(first.configSettings.throttling.throughputKbps)} kbps, CPU ×${first.configSettings.throttling.cpuSlowdownMultiplier}), ` +
      `${runs} runs, Node ${process.version}\n`,
  );
  console.log('| run | performance | LCP | CLS | TBT | FCP | Speed Index | accessibility | best practices | SEO | JS files | JS transferred | JS gzip |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  results.forEach((r, i) => console.log(row(String(i + 1), r.f)));
  console.log(row(`**median of ${runs}**`, med));

  // diagnostics of the run whose performance score is the median
  const medianRun = [...results].sort((a, b) => a.f.performance - b.f.performance)[Math.floor(results.length / 2)]!;
  console.log(`\nDiagnostics of a median run (reports in ${path.relative(process.cwd(), reportDir)}/):`);
  for (const line of diagnostics(medianRun.lhr)) console.log(`  ${line}`);
} finally {
  server.kill();
  await new Promise((r) => (exited ? r(undefined) : server.once('exit', r)));
  rmSync(dataDir, { recursive: true, force: true });
}
