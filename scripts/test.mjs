// `npm test`: typecheck, lint, dead code (knip), circles between server modules, files over 400 lines without a reason, format, core unit and web component tests, server tests on PGlite and on PostgreSQL
// (with the API docs checked against the route schemas), a one-second smoke of every bench (bench/run.ts,
// BENCH_SMOKE=1), and the browser journeys in Chromium against the built app.
// PostgreSQL and Redis: TEST_DATABASE_URL / TEST_REDIS_URL when set; otherwise the machine's own, when one answers on
// 127.0.0.1 (5432, user postgres; 6379): the once-only and concurrency tests need them and are skipped without.
// The summary says which ran ("PostgreSQL : oui/non", "Redis : oui/non").
// Steps that do not depend on each other run side by side (the checks with the build; the PGlite pass with
// the PostgreSQL pass): on this machine's two cores each of them spends part of its time waiting (on a
// database, a timer, the disk), which the other fills. A step run beside others keeps its output until it
// ends, so nothing interleaves. Prints each step's time with how busy the machine's cores were meanwhile, the
// whole run's CPU work (every process: Chromium and PostgreSQL too) and the least time that work needs on this
// machine's cores, then one closing line 'N passed, N failed, N skipped' over every vitest run.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
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

/** The machine's CPU time so far, in core-seconds, busy and in all (every process: Chromium and PostgreSQL too). */
function machineCpu() {
  let busy = 0;
  let all = 0;
  for (const { times } of os.cpus()) {
    busy += times.user + times.nice + times.sys + times.irq;
    all += times.user + times.nice + times.sys + times.irq + times.idle;
  }
  return { busy: busy / 1000, all: all / 1000 };
}
/** How busy the machine was since `from`: 'N cores of M busy' (steps side by side share it). */
function busySince(from) {
  const now = machineCpu();
  const cores = os.cpus().length;
  const share = (now.busy - from.busy) / Math.max(1e-9, now.all - from.all);
  return `${(share * cores).toFixed(1)} of ${cores} cores busy`;
}
const cpuAtStart = machineCpu();

/** Runs one step; with `quiet` its output is printed in one piece when it ends. Resolves to success. */
function run(title, command, args, { env = {}, quiet = false } = {}) {
  const started = Date.now();
  const cpu = machineCpu();
  if (!quiet) console.log(`\n▶ ${title}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      timings.push(`${title}: ${seconds} s (${busySince(cpu)})`);
      if (quiet) {
        console.log(`\n▶ ${title} (${seconds} s)`);
        process.stdout.write(Buffer.concat(output));
      }
      if (code !== 0) failures.push(title);
      resolve(code === 0);
    });
  });
}

const failedTests = [];
const firstLine = (text = '') =>
  text
    .split('\n')
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 300) ?? '';

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
    // the failures again at the very end, by name: a long run's log is often read from its tail only
    for (const file of r.testResults) {
      const where = path.relative(process.cwd(), file.name);
      const failed = file.assertionResults.filter((a) => a.status === 'failed');
      if (file.status === 'failed' && failed.length === 0) failedTests.push(`${title} · ${where}: ${firstLine(file.message)}`);
      for (const a of failed) failedTests.push(`${title} · ${where} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    }
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

const [, , , , , , , built] = await Promise.all([
  run('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'], { quiet: true }),
  run('lint', 'npx', ['eslint', '.', '--max-warnings=0'], { quiet: true }),
  // unused exports, files and dependencies (knip.jsonc names the entry points)
  run('dead code (knip)', 'npx', ['knip', '--no-progress'], { quiet: true }),
  run('circles between server modules', 'node', ['scripts/check-module-circles.mjs'], { quiet: true }),
  run('files over 400 lines say why', 'node', ['scripts/check-file-sizes.mjs'], { quiet: true }),
  run('format', 'npx', ['prettier', '--check', '--log-level=warn', '.'], { quiet: true }),
  run('runtime dependencies of the server bundle', 'node', ['scripts/check-runtime-deps.mjs'], { quiet: true }),
  browsers ? run('build', 'npm', ['run', 'build', '--silent'], { quiet: true }) : Promise.resolve(false),
]);

// Two workers per pass: a worker waits on its database or a timer for much of a file's time. The PostgreSQL pass
// leaves out the files that never open the test database (vitest.config.ts, SERVER_PASS=postgres): the PGlite
// pass runs them, a second run would repeat the same thing.
const workers = ['--maxWorkers=2', '--minWorkers=1'];
await Promise.all([
  vitest('unit and server tests (PGlite)', ['core', 'web', 'server', 'server-mocks'], {
    // the pass on the embedded database: it must not see the PostgreSQL URL that CI exports
    env: { TEST_DATABASE_URL: '' },
    extra: workers,
  }),
  pgUrl
    ? vitest('server tests (PostgreSQL)', ['server', 'server-mocks'], {
        env: { TEST_DATABASE_URL: pgUrl, SERVER_PASS: 'postgres' },
        quiet: true,
        extra: workers,
      })
    : Promise.resolve(console.log('\nℹ No PostgreSQL (TEST_DATABASE_URL unset, none on 127.0.0.1:5432): the server tests ran on PGlite only.')),
]);

// Every bench for about a second, so a broken one fails here: against the build (pages, Lighthouse) and
// PostgreSQL (orders). Alone on the machine: Lighthouse's one run must not fight the test passes for the CPU.
if (built)
  await run('benches (smoke, BENCH_SMOKE=1)', 'npx', ['tsx', 'bench/run.ts'], {
    env: { BENCH_SMOKE: '1', TEST_DATABASE_URL: pgUrl ?? '', CHROMIUM_PATH: chromium },
  });
else console.log('\nℹ No build (it needs Chromium): the benches were not run.');

// One file at a time: the journeys are bound by Chromium's CPU, two at once gain nothing on two cores
// (docs/performance.md).
if (browsers) {
  if (built) await vitest('browser journeys (Chromium)', ['e2e'], { env: { CHROMIUM_PATH: chromium }, extra: ['--no-file-parallelism'] });
} else if (isCI) {
  console.error(`\n✖ No Chromium at ${chromium}: the browser journeys cannot run under CI=true.`);
  failures.push('browser journeys (no Chromium)');
} else {
  console.log(`\n⚠ No Chromium at ${chromium} (set CHROMIUM_PATH or apt-get install chromium): browser journeys SKIPPED.`);
}

console.log(`\nStep times: ${timings.join(', ')}; whole run ${Math.round((Date.now() - began) / 1000)} s`);
// The whole run's CPU work, and the least time it needs on this machine's cores however well its steps are packed.
const busy = machineCpu().busy - cpuAtStart.busy;
console.log(
  `Machine: ${Math.round(busy)} core-seconds busy (${busySince(cpuAtStart)}); that work needs at least ${Math.round(busy / os.cpus().length)} s on ${os.cpus().length} cores`,
);
console.log(`\nPostgreSQL : ${pgUrl ? 'oui' : 'non'}\nRedis : ${redisUrl ? 'oui' : 'non'}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (failedTests.length) console.error(`Failed tests:\n${failedTests.map((t) => `  ✖ ${t}`).join('\n')}`);
if (failures.length) {
  console.error(`Failed steps: ${failures.join(', ')}`);
  process.exit(1);
}
