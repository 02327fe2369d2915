/**
 * The production install of docs/operations.md (go-live step 4) in a temporary folder: the build's dist/
 * and server/db/migrations/ beside package.json and package-lock.json, `npm ci --omit=dev` (runtime
 * dependencies only); then the CLI and the instances run as the units run them, in that folder with the
 * configuration in the environment: `node dist/server/cli.js …`, `node dist/server/main.js`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** Copies what the server needs at run time into `dir` and installs its runtime dependencies there. */
export function installProduction(dir: string): void {
  const built = ['dist/server/main.js', 'dist/server/cli.js', 'dist/web/index.html'];
  if (!built.every((file) => existsSync(file))) {
    const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build a échoué');
  }
  const missing = built.filter((file) => !existsSync(file));
  if (missing.length) throw new Error(`le build n’a pas produit ${missing.join(', ')}`);
  for (const file of ['package.json', 'package-lock.json']) cpSync(file, path.join(dir, file));
  cpSync('dist', path.join(dir, 'dist'), { recursive: true });
  mkdirSync(path.join(dir, 'server/db'), { recursive: true });
  cpSync('server/db/migrations', path.join(dir, 'server/db/migrations'), { recursive: true });
  const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd: dir, encoding: 'utf8' });
  if (install.status !== 0) throw new Error(`npm ci --omit=dev a échoué :\n${install.stderr}`);
}

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `node dist/server/cli.js <args>` in the install folder with `env` only (as a unit's EnvironmentFile);
 * `input` is its standard input (a password for admin:create). Asynchronous: the test's own SMTP and S3
 * servers, in this process, must go on answering while it runs.
 */
export function runCli(dir: string, args: string[], env: Record<string, string>, input = ''): Promise<CliRun> {
  const child = spawn(process.execPath, ['dist/server/cli.js', ...args], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin!.end(input);
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    });
  });
}

/** The run's output, for a failure's message. */
export function cliOutput(run: CliRun): string {
  return `code ${run.status}\n${run.stdout}${run.stderr}`;
}

/** A port free right now on the loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Instance {
  port: number;
  process: ChildProcess;
  /** Its output so far (pino's JSON lines), for a failure's message. */
  output: string[];
  exited: Promise<number | null>;
}

/** `node dist/server/main.js` on `port`; resolves once its /api/health answers 200. */
export async function startInstance(dir: string, port: number, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: dir,
    // as sakura-sushi@.service: its Environment= line after the env file
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1', MIGRATE_ON_START: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`l'instance ${port} s'est arrêtée (code ${child.exitCode}) :\n${output.join('').slice(-3000)}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { port, process: child, output, exited };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`l'instance ${port} ne répond pas en 30 s :\n${output.join('').slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
