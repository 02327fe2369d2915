// `npm run test:quick`: the loop between two edits, not the proof before a merge (that is `npm test`).
// What changed is every file that differs from the branch point with main (QUICK_BASE to choose another ref),
// committed or not, plus the new untracked files. Then, no browser and no PostgreSQL:
// - the typecheck (incremental: its state is kept in .tmp, so a second run reads only what changed), beside
// - lint and format of the changed files, then the core tests and the web tests the change reaches (vitest's
//   `--changed`: a web test renders its own pieces, so the import graph is a fair guide);
// - the server tests touching the change: the changed test files, the test files in the folder of a changed
//   server file, and those that import a changed file by name. Every server test builds the whole app, so
//   vitest's `--changed` (which follows the full import graph) would pick nearly all of them for any change;
//   the nearest ones answer in time, `npm test` runs the rest. At most MAX_SERVER_FILES of them, nearest first;
//   the ones left out are named.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const MAX_SERVER_FILES = 12;
const began = Date.now();
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);

const baseRef = process.env.QUICK_BASE ?? 'main';
const base = git('merge-base', 'HEAD', baseRef)[0];
const changed = [...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')])].filter((f) => existsSync(f));
console.log(`${changed.length} changed file(s) since ${baseRef} (${base.slice(0, 8)})`);

const isTest = (f) => /\.test\.tsx?$/.test(f);
const isServerSide = (f) => /^(server|demo)\//.test(f);
const codeFiles = changed.filter((f) => /\.(ts|tsx|js|mjs)$/.test(f));

/** Every test file of the server project (the vitest config's include), with its import lines. */
function serverTestFiles() {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (isTest(full)) found.push(full);
    }
  };
  walk('server');
  walk('demo');
  return found;
}

/** The file an import specifier of `from` names, without its extension: './x' and '@core/x' resolved. */
function resolvedStem(from, specifier) {
  if (specifier.startsWith('@core/')) return path.join('core', specifier.slice(6));
  if (specifier.startsWith('.')) return path.join(path.dirname(from), specifier);
  return undefined;
}
const stem = (f) => f.replace(/\.(ts|tsx|js|mjs)$/, '').replace(/\/index$/, '');

function nearestServerTests() {
  const changedStems = new Set(codeFiles.filter((f) => !isTest(f)).map(stem));
  const changedServerDirs = new Set(codeFiles.filter((f) => isServerSide(f) && !isTest(f)).map((f) => path.dirname(f)));
  const chosen = new Map(); // file → rank (0 nearest)
  const choose = (file, rank) => chosen.set(file, Math.min(rank, chosen.get(file) ?? rank));
  for (const f of codeFiles) if (isTest(f) && isServerSide(f)) choose(f, 0);
  for (const test of serverTestFiles()) {
    if (changedServerDirs.has(path.dirname(test))) choose(test, 1);
    const imports = readFileSync(test, 'utf8').matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]/gm);
    for (const [, specifier] of imports) {
      const target = resolvedStem(test, specifier);
      if (target && changedStems.has(stem(target))) choose(test, 2);
    }
  }
  return [...chosen].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0])).map(([file]) => file);
}

const timings = [];
const failures = [];
function run(title, command, args, { quiet = false } = {}) {
  const started = Date.now();
  if (!quiet) console.log(`\n▶ ${title}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      timings.push(`${title} ${seconds} s`);
      if (quiet) {
        console.log(`\n▶ ${title} (${seconds} s)`);
        process.stdout.write(Buffer.concat(output));
      }
      if (code !== 0) failures.push(title);
      resolve(code === 0);
    });
  });
}

const tsChanged = codeFiles.some((f) => /\.tsx?$/.test(f)) || changed.includes('tsconfig.json');
const lintable = codeFiles.filter((f) => !f.startsWith('.'));
const formattable = changed.filter((f) => /\.(ts|tsx|js|mjs|json|md|css|html|ya?ml)$/.test(f));

mkdirSync('.tmp', { recursive: true });
const typecheck = tsChanged
  ? run('typecheck (incremental)', 'npx', ['tsc', '--noEmit', '--incremental', '--tsBuildInfoFile', '.tmp/tsc-quick.tsbuildinfo', '-p', 'tsconfig.json'], {
      quiet: true,
    })
  : Promise.resolve(console.log('\nℹ No TypeScript changed: no typecheck.'));

const checks = (async () => {
  if (lintable.length) await run(`lint (${lintable.length} changed file(s))`, 'npx', ['eslint', '--max-warnings=0', ...lintable]);
  if (formattable.length) await run(`format (${formattable.length} changed file(s))`, 'npx', ['prettier', '--check', '--log-level=warn', ...formattable]);
  await run('core tests', 'npx', ['vitest', 'run', '--project', 'core', '--maxWorkers=2', '--minWorkers=1']);
  // a web test renders its pieces, not the whole app: vitest's import graph picks the ones a change reaches
  await run('web tests reached by the change', 'npx', [
    'vitest',
    'run',
    '--project',
    'web',
    '--changed',
    base,
    '--passWithNoTests',
    '--maxWorkers=2',
    '--minWorkers=1',
  ]);
})();
await Promise.all([typecheck, checks]);

const serverTests = nearestServerTests();
const kept = serverTests.slice(0, MAX_SERVER_FILES);
if (kept.length) {
  // the embedded database: PostgreSQL-only tests say they did not run
  process.env.TEST_DATABASE_URL = '';
  // a file is in one of the two server projects; the other finds nothing of it
  await run(`server tests touching the change (${kept.length})`, 'npx', [
    'vitest',
    'run',
    '--project',
    'server',
    '--project',
    'server-mocks',
    '--passWithNoTests',
    ...kept,
  ]);
} else console.log('\nℹ No server test touches the change.');
if (serverTests.length > kept.length)
  console.log(
    `\nℹ Left for \`npm test\` (${serverTests.length - kept.length} more server test file(s) touching the change):\n  ${serverTests.slice(kept.length).join('\n  ')}`,
  );

console.log(`\n${timings.join(', ')}; whole run ${Math.round((Date.now() - began) / 1000)} s. No browser journey ran: \`npm test\` runs them.`);
if (failures.length) {
  console.error(`Failed: ${failures.join(', ')}`);
  process.exit(1);
}
