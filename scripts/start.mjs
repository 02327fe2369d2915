// `npm start`: runs the built app, building it first only when the build is missing or older than the
// sources (a fresh clone, a pull), so the README's first command works and a restart is instant.
// A production image builds once (`npm run build`) and runs `node dist/server/main.js` directly.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const OUTPUTS = ['dist/server/main.js', 'dist/web/index.html'];
const SOURCES = ['core', 'server', 'web', 'demo', 'scripts/build-server.mjs', 'vite.config.ts', 'tsconfig.json', 'package.json'];
// Not part of the build: tests, migrations (read at run time from server/db/migrations), local data.
const IGNORED = /(^|[\\/])(node_modules|\.tmp|migrations)([\\/]|$)|\.test\.tsx?$/;

function newestMtime(entry) {
  if (!existsSync(entry) || IGNORED.test(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

function buildReason() {
  const missing = OUTPUTS.find((file) => !existsSync(file));
  if (missing) return `${missing} is missing`;
  const built = Math.min(...OUTPUTS.map((file) => statSync(file).mtimeMs));
  const changed = SOURCES.find((entry) => newestMtime(entry) > built);
  return changed ? `${changed} changed since the last build` : null;
}

const reason = buildReason();
if (reason) {
  console.log(`Building the app (${reason})…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(pathToFileURL(path.resolve('dist/server/main.js')).href);
