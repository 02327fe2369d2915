// `npm test`: typecheck, lint, format, core unit and web component tests, server tests on PGlite and on PostgreSQL
// (with the API docs checked against the route schemas), a one-second smoke of every bench (bench/run.ts,
// BENCH_SMOKE=1), and the browser journeys in Chromium against the built app.
// PostgreSQL and Redis: TEST_DATABASE_URL / TEST_REDIS_URL when set; otherwise the machine's own, when one answers on
// 127.0.0.1 (5432, user postgres; 6379): the once-only and concurrency tests need them and are skipped without.
// The summary says which ran ("PostgreSQL : oui/non", "Redis : oui/non").
// Order: the build and the checks side by side; once the build is there, the two server passes and the journeys
// side by side (two workers each), the benches' smoke after the server passes. On this machine's two cores each
// step spends much of its time waiting (on a database, a timer, the browser, the disk), which the others fill.
// Every step keeps its output until it ends, so nothing interleaves. Prints each step's time, then one closing
// line 'N passed, N failed, N skipped' over every vitest run.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

const isCI = process.env.CI === 'true';
const reportDir = path.resolve('.tmp/test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const timings = [];
const began = Date.now();

/** Runs one step; with `quiet` its output is printed in one piece when it ends. Resolves to success. */
function run(title, command, args, { env = {}, quiet = false } = {}) {
  const started = Date.now();
  if (!quiet) console.log(`\n▶ ${title}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      timings.push(`${title}: ${seconds} s`);
      if (quiet) {
        console.log(`\n▶ ${title} (${seconds} s)`);
        process.stdout.write(Buffer.concat(output));
      }
      if (code !== 0) failures.push(title);
      resolve(code === 0);
    });
  });
}

/** A vitest run; its JSON report adds to the totals. */
async function vitest(title, projects, { env = {}, quiet = false, extra = [] } = {}) {
  const report = path.join(reportDir, `${title.replace(/\W+/g, '-')}.json`);
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...extra,
  ];
  const ok = await run(title, 'npx', args, { env, quiet });
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += r.numPassedTests;
    // a file that fails to load counts as a failure even though none of its tests ran
    totals.failed += r.numFailedTests + r.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
    totals.skipped += r.numPendingTests + r.numTodoTests;
  }
  return ok;
}

/** The local PostgreSQL when it answers `select 1` within a couple of seconds, else undefined. */
async function localPostgres(url = 'postgres://postgres@127.0.0.1:5432/postgres') {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The local Redis when it answers PING with PONG, else undefined. */
function localRedis(url = 'redis://127.0.0.1:6379') {
  return new Promise((resolve) => {
    const socket = net.connect(6379, '127.0.0.1');
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2000, () => done(undefined));
    socket.once('error', () => done(undefined));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (chunk) => done(chunk.toString().startsWith('+PONG') ? url : undefined));
  });
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browsers = existsSync(chromium);
const [pgUrl, redisUrl] = await Promise.all([process.env.TEST_DATABASE_URL || localPostgres(), process.env.TEST_REDIS_URL || localRedis()]);
// every step sees the Redis found (the shared rate-limit store's tests); the PGlite pass is told no PostgreSQL below
if (redisUrl) process.env.TEST_REDIS_URL = redisUrl;

// The checks run beside the build; the tests start as soon as the build is there (the tests that start the
// server as a process run the fresh bundle: server/test/cli.ts), without waiting for the checks.
const checks = Promise.all([
  run('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'], { quiet: true }),
  run('lint', 'npx', ['eslint', '.', '--max-warnings=0'], { quiet: true }),
  run('format', 'npx', ['prettier', '--check', '--log-level=warn', '.'], { quiet: true }),
  run('runtime dependencies of the server bundle', 'node', ['scripts/check-runtime-deps.mjs'], { quiet: true }),
]);
const built = browsers ? await run('build', 'npm', ['run', 'build', '--silent'], { quiet: true }) : false;

// Two workers per pass: a worker waits on its database, a timer or the browser for much of a file's time.
const workers = ['--maxWorkers=2', '--minWorkers=1'];
// Server test files that never open the test database (pure rules, the process's signals and its start on the
// embedded database, image rendering): the PGlite pass runs them; a second pass on PostgreSQL would repeat the
// same thing. The list is checked here: a file that starts using the database must leave it.
const DATABASE_INDEPENDENT = [
  'demo/artwork/artwork.test.ts',
  'server/config.test.ts',
  'server/db/errors.test.ts',
  'server/integrations/images.test.ts',
  'server/jobs/coalesced-run.test.ts',
  'server/lib/escape-html.test.ts',
  'server/lib/graceful-shutdown.test.ts',
  'server/lib/secret-box.test.ts',
  'server/main.test.ts',
  'server/modules/orders/order-notifications.test.ts',
  'server/modules/orders/order-number.test.ts',
  'server/production-checks.test.ts',
];
const DATABASE_HELPERS = /createTestDatabase|createTestApp|startApp|TEST_DATABASE_URL|test\/factories|openDatabase\(/;
for (const file of DATABASE_INDEPENDENT) {
  if (!existsSync(file)) throw new Error(`scripts/test.mjs: ${file} is listed as database-independent and does not exist`);
  if (DATABASE_HELPERS.test(readFileSync(file, 'utf8')))
    throw new Error(`scripts/test.mjs: ${file} uses the test database: take it out of DATABASE_INDEPENDENT`);
}
// The two server passes, the browser journeys and then the benches' smoke run side by side: each of them
// spends much of its time waiting (on a database, a timer, the browser), which the others fill. Each keeps
// its output until it ends, so nothing interleaves.
const serverPasses = Promise.all([
  vitest('unit and server tests (PGlite)', ['core', 'web', 'server', 'server-mocks'], {
    // the pass on the embedded database: it must not see the PostgreSQL URL that CI exports
    env: { TEST_DATABASE_URL: '' },
    quiet: true,
    extra: workers,
  }),
  pgUrl
    ? vitest('server tests (PostgreSQL)', ['server', 'server-mocks'], {
        env: { TEST_DATABASE_URL: pgUrl },
        quiet: true,
        extra: [...workers, ...DATABASE_INDEPENDENT.map((file) => `--exclude=${file}`)],
      })
    : Promise.resolve(console.log('\nℹ No PostgreSQL (TEST_DATABASE_URL unset, none on 127.0.0.1:5432): the server tests ran on PGlite only.')),
]);

// Every bench for about a second, so a broken one fails here: against the build (pages, Lighthouse) and
// PostgreSQL (orders). Its figures mean nothing (the machine is busy with the journeys): it starts once the
// server passes are done.
const benches = serverPasses.then(() =>
  built
    ? run('benches (smoke, BENCH_SMOKE=1)', 'npx', ['tsx', 'bench/run.ts'], {
        env: { BENCH_SMOKE: '1', TEST_DATABASE_URL: pgUrl ?? '', CHROMIUM_PATH: chromium },
        quiet: true,
      })
    : console.log('\nℹ No build (it needs Chromium): the benches were not run.'),
);

let journeys = Promise.resolve();
if (browsers) {
  if (built) journeys = vitest('browser journeys (Chromium)', ['e2e'], { env: { CHROMIUM_PATH: chromium }, quiet: true, extra: workers });
} else if (isCI) {
  console.error(`\n✖ No Chromium at ${chromium}: the browser journeys cannot run under CI=true.`);
  failures.push('browser journeys (no Chromium)');
} else {
  console.log(`\n⚠ No Chromium at ${chromium} (set CHROMIUM_PATH or apt-get install chromium): browser journeys SKIPPED.`);
}
await Promise.all([checks, serverPasses, benches, journeys]);

console.log(`\nStep times: ${timings.join(', ')}; whole run ${Math.round((Date.now() - began) / 1000)} s`);
console.log(`\nPostgreSQL : ${pgUrl ? 'oui' : 'non'}\nRedis : ${redisUrl ? 'oui' : 'non'}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (failures.length) {
  console.error(`Failed steps: ${failures.join(', ')}`);
  process.exit(1);
}
