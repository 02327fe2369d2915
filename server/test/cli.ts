/**
 * Running the CLI in tests: a context that collects what a command prints, and the real command line as
 * a child process (tsx server/cli/main.ts, as `npm run cli` does) with an environment of the test's.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { CliContext } from '../cli/cli-support';

export interface CapturedContext extends CliContext {
  out: string[];
  err: string[];
}

/** A CLI context reading only `env` (never the machine's), printing into out and err. */
export function captureContext(env: Record<string, string | undefined>): CapturedContext {
  const out: string[] = [];
  const err: string[] = [];
  return { env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }, out, err, print: (l) => out.push(l), printError: (l) => err.push(l) };
}

const root = path.resolve(import.meta.dirname, '../..');

/** Runs `node <entry> ...args` (default the CLI through tsx) with the environment `env` added. */
export function runNode(
  args: string[],
  env: Record<string, string | undefined>,
  options: { stdin?: string; timeoutMs?: number } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.stdin.end(options.stdin ?? '');
  });
}

const TSX_CLI = path.join(root, 'node_modules/tsx/dist/cli.mjs');

/** The newest modification time under `dir` of the files the server bundle is built from (tests and their helpers left out). */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = entry.name === 'test' ? newest : Math.max(newest, newestSource(file));
    else if (/\.(ts|sql|json)$/.test(entry.name) && !entry.name.endsWith('.test.ts')) newest = Math.max(newest, statSync(file).mtimeMs);
  }
  return newest;
}

let bundleFresh: boolean | undefined;
/**
 * Whether dist/server holds a bundle built after the last change to server/, core/ and demo/ (`npm test`
 * builds before the server tests run). Checked once per worker.
 */
function bundleIsFresh(): boolean {
  if (bundleFresh === undefined) {
    const built = ['main.js', 'cli.js'].map((name) => path.join(root, 'dist/server', name));
    bundleFresh =
      built.every((file) => existsSync(file)) &&
      Math.min(...built.map((file) => statSync(file).mtimeMs)) > Math.max(...['server', 'core', 'demo'].map((dir) => newestSource(path.join(root, dir))));
  }
  return bundleFresh;
}

/**
 * The node arguments that start the server (`main`) or its command line (`cli`): the shipped bundle
 * (dist/server/main.js, cli.js) when it is up to date with the sources, as production runs it, else the
 * sources through tsx, as `npm run dev` does. The bundle starts in a few seconds where tsx compiles the
 * whole server first (about ten seconds on two cores): the tests that start processes spend most of
 * their time there.
 */
export function entrypoint(name: 'main' | 'cli'): string[] {
  return bundleIsFresh() ? [path.join(root, 'dist/server', `${name}.js`)] : [TSX_CLI, `server/${name === 'main' ? 'main' : 'cli/main'}.ts`];
}

/** The CLI as a process: `node dist/server/cli.js <args>` (or `tsx server/cli/main.ts <args>`, see entrypoint). */
export function runCli(args: string[], env: Record<string, string | undefined>, options: { stdin?: string } = {}) {
  return runNode([...entrypoint('cli'), ...args], env, options);
}
