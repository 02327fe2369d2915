// `npm test`: typecheck, lint, format, API docs up to date, core unit tests, server tests on PGlite and (when TEST_DATABASE_URL is set)
// on PostgreSQL, then the browser journeys in Chromium against the built app.
// Steps that do not depend on each other run side by side (the checks with the build; the PGlite pass with
// the PostgreSQL pass): on this machine's two cores each of them spends part of its time waiting (on a
// database, a timer, the disk), which the other fills. A step run beside others keeps its output until it
// ends, so nothing interleaves. Prints each step's time, then one closing line 'N passed, N failed, N skipped'
// over every vitest run.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

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

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browsers = existsSync(chromium);
const pgUrl = process.env.TEST_DATABASE_URL;

const [, , , , , built] = await Promise.all([
  run('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'], { quiet: true }),
  run('lint', 'npx', ['eslint', '.', '--max-warnings=0'], { quiet: true }),
  run('format', 'npx', ['prettier', '--check', '--log-level=warn', '.'], { quiet: true }),
  run('API docs match the route schemas', 'npx', ['tsx', 'server/cli/openapi.ts', '--check'], { quiet: true }),
  run('runtime dependencies of the server bundle', 'node', ['scripts/check-runtime-deps.mjs'], { quiet: true }),
  browsers ? run('build', 'npm', ['run', 'build', '--silent'], { quiet: true }) : Promise.resolve(false),
]);

// Two workers per pass: a worker waits on its database or a timer for much of a file's time.
const workers = ['--maxWorkers=2', '--minWorkers=1'];
await Promise.all([
  vitest('unit and server tests (PGlite)', ['core', 'server', 'server-mocks'], {
    // the pass on the embedded database: it must not see the PostgreSQL URL that CI exports
    env: { TEST_DATABASE_URL: '' },
    extra: workers,
  }),
  pgUrl
    ? vitest('server tests (PostgreSQL)', ['server', 'server-mocks'], { env: { TEST_DATABASE_URL: pgUrl }, quiet: true, extra: workers })
    : Promise.resolve(console.log('\nℹ TEST_DATABASE_URL is not set: the server tests ran on PGlite only.')),
]);

if (browsers) {
  if (built) await vitest('browser journeys (Chromium)', ['e2e'], { env: { CHROMIUM_PATH: chromium }, extra: ['--no-file-parallelism'] });
} else if (isCI) {
  console.error(`\n✖ No Chromium at ${chromium}: the browser journeys cannot run under CI=true.`);
  failures.push('browser journeys (no Chromium)');
} else {
  console.log(`\n⚠ No Chromium at ${chromium} (set CHROMIUM_PATH or apt-get install chromium): browser journeys SKIPPED.`);
}

console.log(`\nStep times: ${timings.join(', ')}; whole run ${Math.round((Date.now() - began) / 1000)} s`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (failures.length) {
  console.error(`Failed steps: ${failures.join(', ')}`);
  process.exit(1);
}
