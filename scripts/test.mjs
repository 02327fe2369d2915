// `npm test`: typecheck, lint, format, API docs up to date, core unit tests, server tests on PGlite and (when TEST_DATABASE_URL is set)
// on PostgreSQL, then the browser journeys in Chromium against the built app.
// Prints one closing line 'N passed, N failed, N skipped' over every vitest run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const isCI = process.env.CI === 'true';
const reportDir = path.resolve('.tmp/test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(title);
  return result.status === 0;
}

function vitest(title, projects, env = {}, extra = []) {
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
  run(title, 'npx', args, env);
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += r.numPassedTests;
    // a file that fails to load counts as a failure even though none of its tests ran
    totals.failed += r.numFailedTests + r.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
    totals.skipped += r.numPendingTests + r.numTodoTests;
  }
}

run('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
run('format', 'npx', ['prettier', '--check', '--log-level=warn', '.']);
run('API docs match the route schemas', 'npx', ['tsx', 'server/cli/openapi.ts', '--check']);
vitest('unit and server tests (PGlite)', ['core', 'server']);
if (process.env.TEST_DATABASE_URL) {
  vitest('server tests (PostgreSQL)', ['server'], { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL });
} else {
  console.log('\nℹ TEST_DATABASE_URL is not set: the server tests ran on PGlite only.');
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  if (run('build', 'npm', ['run', 'build', '--silent'])) vitest('browser journeys (Chromium)', ['e2e'], { CHROMIUM_PATH: chromium }, ['--no-file-parallelism']);
} else if (isCI) {
  console.error(`\n✖ No Chromium at ${chromium}: the browser journeys cannot run under CI=true.`);
  failures.push('browser journeys (no Chromium)');
} else {
  console.log(`\n⚠ No Chromium at ${chromium} (set CHROMIUM_PATH or apt-get install chromium): browser journeys SKIPPED.`);
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (failures.length) {
  console.error(`Failed steps: ${failures.join(', ')}`);
  process.exit(1);
}
