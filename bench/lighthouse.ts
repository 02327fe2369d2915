// Over 400 lines: one bench, every customer page and state with its set-up, read in one place.
/**
 * `npm run bench:lighthouse`: Lighthouse (mobile: its default Moto G Power emulation and simulated slow
 * 4G throttling) on EVERY customer page of the built app, served by dist/server/main.js in production mode
 * with a fresh embedded database. It builds nothing: run `npm run build` first.
 *
 * The signed-in pages are measured with a real session: before the runs, the bench creates a staff
 * account with the CLI (admin:create), opens the restaurant around the clock through the settings API,
 * signs two customers in with the e-mailed link (a real SMTP sink), completes one's profile and places a
 * pickup order for it through POST /api/orders (accepted by the staff account; a second one cancelled by the
 * customer, for the tracking page in that state). Lighthouse then sends that customer's session cookie on
 * /account (each tab), /order-success, /order-tracking, /payment-success and /payment-failed, and the
 * other customer's (profile not completed) on /onboarding; the accepted order's tracking page is also measured
 * without any session (a link from an SMS or a WhatsApp message).
 *
 * Prints, per page, the median over the runs of: LCP, CLS, FCP, TBT, the performance, accessibility and
 * best-practices scores (and SEO); then, per page, the LCP element and the failed audits of the median run.
 * LIGHTHOUSE_RUNS (default 3) sets the runs per page; LIGHTHOUSE_PAGES (comma-separated page names, e.g.
 * `home,auth-client`) measures only those; CHROMIUM_PATH (default /usr/bin/chromium) the browser;
 * LIGHTHOUSE_REPORTS=1 keeps the JSON reports in .tmp/lighthouse/ (none are written otherwise).
 * BENCH_SMOKE=1 (bench/run.ts): one run of two pages (home, and a signed-in one: the customer's tracking page),
 * every other page asked once and required to answer 200, so the whole set-up is exercised in two to three
 * minutes. Measurements only: nothing is asserted, but a run
 * Lighthouse cannot complete, or a page that does not answer 200, exits 1.
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
import { startSmtpSink } from '../server/test/mail';

const smoke = process.env.BENCH_SMOKE === '1';
const runs = smoke ? 1 : Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const keepReports = process.env.LIGHTHOUSE_REPORTS === '1';
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
    // once more on a failed fetch: on the loaded machine a kept-alive socket was seen closed under it ('other side closed')
    const get = async () => Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    const body = await get().catch(get);
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
  return `| ${label} | ${sec(f.lcp)} | ${f.cls.toFixed(3)} | ${sec(f.fcp)} | ${Math.round(f.tbt)} ms | ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} | ${sec(f.speedIndex)} | ${kb(f.jsGzip)} |`;
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

/** A page to measure: its name (LIGHTHOUSE_PAGES), its path and the session it is opened with. */
interface Page {
  name: string;
  path: string;
  cookie?: string;
}

/** Every customer page without a session (customer-shop §2). */
const ANONYMOUS_PAGES: Page[] = [
  { name: 'home', path: '/' },
  ...['magic', 'client', 'magic-link-sent', 'signup-confirmation', 'email-verification', 'forgot-password', 'reset-password'].map((p) => ({
    name: `auth-${p}`,
    path: `/auth/${p}`,
  })),
];
const ACCOUNT_TABS = ['profile', 'loyalty', 'vouchers', 'orders', 'addresses'];

const STAFF = { email: 'bench-admin@example.tn', password: randomBytes(12).toString('base64url') };

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sushi-lighthouse-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const sink = await startSmtpSink();
const serverEnv: NodeJS.ProcessEnv = {
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
  // The sign-in links go to the bench's own SMTP sink.
  SMTP_URL: sink.url,
  // Production does not seed the demo by default; the measured pages are the demo's.
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
};

/** The staff account, created with the CLI before the server holds the embedded database. */
function createStaffAccount(): Promise<void> {
  return new Promise((resolve, reject) => {
    const cli = spawn(process.execPath, [path.resolve('dist/server/cli.js'), 'admin:create', '--email', STAFF.email], {
      stdio: ['pipe', 'ignore', 'inherit'],
      env: serverEnv,
    });
    cli.stdin.end(`${STAFF.password}\n`);
    cli.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`admin:create exited with ${code}`))));
  });
}

await createStaffAccount();
let exited = false;
const server = spawn(process.execPath, [serverEntry], { stdio: ['ignore', 'ignore', 'inherit'], env: serverEnv });
let stopping = false;
server.once('exit', (code, signal) => {
  exited = true;
  // Seen once on the shared machine (killed from outside, nothing on stderr): say so rather than a bare fetch error.
  if (!stopping) console.error(`The measured server stopped (${signal ?? `exit code ${code}`}).`);
});

/** A JSON call to the API as a browser of the shop makes it (origin header, cookie); throws unless 2xx. */
async function api<T>(
  method: string,
  url: string,
  body?: unknown,
  cookie?: string,
  headers: Record<string, string> = {},
): Promise<{ data: T; cookie: string }> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { origin: base, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}), ...headers },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: HTTP ${res.status} ${await res.text()}`);
  const setCookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  return { data: (await res.json()) as T, cookie: setCookie };
}

/** A customer signed in the way a customer does: the e-mailed link, spent on /auth/magic. Returns the Cookie header. */
async function customerSession(email: string): Promise<string> {
  await api('POST', '/api/auth/magic-link', { email, intent: 'signup', redirect: '/' });
  const mail = await sink.waitFor(email, (m) => /token=/.test(m.text ?? ''), 60_000);
  const token = /token=([^\s"&<>]+)/.exec(mail.text ?? '')?.[1];
  if (!token) throw new Error(`no sign-in link in "${mail.subject}"`);
  const { cookie } = await api('POST', '/api/auth/magic-link/verify', { token: decodeURIComponent(token) });
  if (!cookie) throw new Error('the sign-in link opened no session');
  await api('POST', '/api/me/ensure-profile', {}, cookie);
  return cookie;
}

/** The token of a password reset link, asked for `email` and read from the e-mail. */
async function passwordResetToken(email: string): Promise<string> {
  await api('POST', '/api/auth/forgot-password', { email });
  const mail = await sink.waitFor(email, (m) => /reset-password\?token=/.test(m.text ?? ''), 60_000);
  const token = /reset-password\?token=([^\s"&<>]+)/.exec(mail.text ?? '')?.[1];
  if (!token) throw new Error(`no reset link in "${mail.subject}"`);
  return token;
}

/** The signed-in pages: a customer with a complete profile and one order, and one who has not finished the profile. */
async function signedInPages(): Promise<Page[]> {
  const staff = await api('POST', '/api/auth/sign-in/password', STAFF);
  // The demo's hours would make the order depend on the clock: open around the clock.
  const settings = await api<{ horaires: Record<string, unknown> & { horaires_reguliers: Record<string, unknown> } }>(
    'GET',
    '/api/admin/settings',
    undefined,
    staff.cookie,
  );
  const allDay = { ouvert: true, ouverture: '00:00', fermeture: '00:00' };
  const horaires_reguliers = Object.fromEntries(Object.keys(settings.data.horaires.horaires_reguliers).map((jour) => [jour, allDay]));
  await api(
    'PUT',
    '/api/admin/settings/horaires',
    { ...settings.data.horaires, horaires_reguliers, derniere_cmd_livraison: 0, derniere_cmd_emporter: 0 },
    staff.cookie,
  );

  const customer = await customerSession('bench-client@example.tn');
  await api('POST', '/api/me/onboarding', { prenom: 'Amira', nom: 'Ben Salah', telephone: '22123456' }, customer);
  const catalog = await api<{ produits: Array<{ id: number; a_des_accompagnements: boolean }>; groupes_options?: Array<{ produit_id: number }> }>(
    'GET',
    '/api/catalog',
  );
  // A product ordered without any choice: no accompaniment, no option group.
  const product = catalog.data.produits.find((p) => !p.a_des_accompagnements && !catalog.data.groupes_options?.some((g) => g.produit_id === p.id));
  if (!product) throw new Error('the demo menu has no product');
  const placePickupOrder = async (quantity: number) =>
    (
      await api<{ order: { id: string; numero_commande: string } }>(
        'POST',
        '/api/orders',
        { type_commande: 'A_emporter', mode_paiement: 'especes', items: [{ product_id: product.id, quantity }] },
        customer,
        { 'idempotency-key': crypto.randomUUID() },
      )
    ).data.order;
  const { id, numero_commande: numero } = await placePickupOrder(2);
  // Accepted by the kitchen, as most orders are while their customer follows them (an order left unaccepted is
  // cancelled by the demo's acceptance rule within the bench's hour, and would be measured in that state).
  await api('PATCH', `/api/admin/orders/${id}/status`, { statut_commande: 'En_preparation' }, staff.cookie);
  // A second order, cancelled by its customer: the tracking page in that state.
  const cancelled = await placePickupOrder(1);
  await api('POST', `/api/orders/${cancelled.id}/cancel`, {}, customer);
  const newcomer = await customerSession('bench-nouveau@example.tn');
  return [
    // The page the password e-mail opens: its link carries a token (the page without one says it is invalid).
    { name: 'auth-reset-password-link', path: `/auth/reset-password?token=${await passwordResetToken(STAFF.email)}` },
    { name: 'onboarding', path: '/onboarding', cookie: newcomer },
    { name: 'account', path: '/account', cookie: customer },
    ...ACCOUNT_TABS.map((tab) => ({ name: `account-${tab}`, path: `/account?tab=${tab}`, cookie: customer })),
    { name: 'order-success', path: `/order-success/${id}`, cookie: customer },
    { name: 'order-tracking', path: `/order-tracking/${encodeURIComponent(numero)}`, cookie: customer },
    // The same order followed from an SMS or WhatsApp link, without the customer's session.
    { name: 'order-tracking-anonymous', path: `/order-tracking/${encodeURIComponent(numero)}` },
    { name: 'order-tracking-cancelled', path: `/order-tracking/${encodeURIComponent(cancelled.numero_commande)}`, cookie: customer },
    { name: 'payment-success', path: `/payment-success/${id}`, cookie: customer },
    { name: 'payment-failed', path: `/payment-failed/${id}`, cookie: customer },
  ];
}

/** One Lighthouse run of `page`; a run Lighthouse itself reports as broken (NO_NAVSTART, seen on a busy machine) is retried once. */
async function measure(page: Page): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    try {
      const result = await lighthouse(`${base}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
      });
      if (!result) throw new Error('Lighthouse returned no result');
      if (!result.lhr.runtimeError) return result.lhr;
      if (attempt >= 2) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      console.log(`  ${page.name}: ${result.lhr.runtimeError.code}, retrying`);
    } finally {
      chrome.kill();
    }
  }
}

try {
  console.log(`Starting the built server on ${base} (first start renders the demo artwork)…`);
  await waitForHealth(base, () => exited);
  // one request so the catalogue snapshot and the rendered page are warm, as on a running shop
  await fetch(`${base}/`);
  const wanted = process.env.LIGHTHOUSE_PAGES?.split(',').map((n) => n.trim());
  let pages = [...ANONYMOUS_PAGES, ...(await signedInPages())];
  if (smoke) pages = pages.filter((p) => ['home', 'order-tracking'].includes(p.name));
  else if (wanted) pages = pages.filter((p) => wanted.includes(p.name));
  if (pages.length === 0) throw new Error(`no page named ${wanted?.join(', ')}`);
  for (const page of pages) {
    const res = await fetch(`${base}${page.path}`, { headers: page.cookie ? { cookie: page.cookie } : {} });
    if (res.status !== 200) throw new Error(`${page.path} answered ${res.status}`);
  }
  if (keepReports) mkdirSync(reportDir, { recursive: true });

  const measured: Array<{ page: Page; med: Figures; lhr: LighthouseResult }> = [];
  for (const page of pages) {
    const results: Array<{ lhr: LighthouseResult; f: Figures }> = [];
    for (let i = 1; i <= runs; i++) {
      const lhr = await measure(page);
      if (keepReports) writeFileSync(path.join(reportDir, `${page.name}-mobile-${i}.json`), JSON.stringify(lhr));
      const f = await figures(lhr);
      results.push({ lhr, f });
      console.log(
        `${page.name} run ${i}/${runs}: LCP ${sec(f.lcp)}, CLS ${f.cls.toFixed(3)}, FCP ${sec(f.fcp)}, TBT ${Math.round(f.tbt)} ms, performance ${f.performance}`,
      );
    }
    const keys = Object.keys(results[0]!.f) as Array<keyof Figures>;
    const med = Object.fromEntries(keys.map((k) => [k, median(results.map((r) => r.f[k]))])) as unknown as Figures;
    // the diagnostics of the run whose LCP is the median
    const lhr = [...results].sort((a, b) => a.f.lcp - b.f.lcp)[Math.floor(results.length / 2)]!.lhr;
    measured.push({ page, med, lhr });
  }

  const first = measured[0]!.lhr;
  console.log(
    `\nLighthouse ${first.lighthouseVersion}, ${first.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}, ` +
      `form factor ${first.configSettings.formFactor}, throttling ${first.configSettings.throttlingMethod} ` +
      `(RTT ${first.configSettings.throttling.rttMs} ms, ${Math.round(first.configSettings.throttling.throughputKbps)} kbps, CPU ×${first.configSettings.throttling.cpuSlowdownMultiplier}), ` +
      `median of ${runs} run(s) per page, Node ${process.version}, load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} on ${os.cpus().length} cores\n`,
  );
  console.log('| page | LCP | CLS | FCP | TBT | performance | accessibility | best practices | SEO | Speed Index | JS gzip |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { page, med } of measured) console.log(row(page.name, med));

  console.log(`\nDiagnostics of each page's median run${keepReports ? ` (reports in ${path.relative(process.cwd(), reportDir)}/)` : ''}:`);
  for (const { page, lhr } of measured) {
    console.log(`${page.name} (${page.path}):`);
    for (const line of diagnostics(lhr)) console.log(`  ${line}`);
  }
} finally {
  stopping = true;
  server.kill();
  await new Promise((r) => (exited ? r(undefined) : server.once('exit', r)));
  await sink.close();
  rmSync(dataDir, { recursive: true, force: true });
}
