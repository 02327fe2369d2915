/**
 * The real server process (server/test/cli.ts `entrypoint`: the built bundle, or tsx on the sources) on a fresh PGlite folder and a free port, for the tests
 * of what only a process shows (signals, exit codes). Resolves once it says it is ready.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { entrypoint } from './cli';
import { createPgliteDatabaseIn } from './db';

const ROOT = path.resolve(import.meta.dirname, '../..');
const STARTUP_LIMIT_MS = 60_000;

export interface RunningServer {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Its exit code once it exits. */
  exited: Promise<number | null>;
  /** SIGKILL if still running, and removes its folder. */
  kill(): void;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startServerProcess(vars: Record<string, string> = {}): Promise<RunningServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sushi-process-'));
  const port = await freePort();
  // Only what the process needs: never the developer's DATABASE_URL, REDIS_URL or .env values.
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    DATA_DIR: dir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: path.join(dir, 'web'),
    ...vars,
  };
  // The run's migrated database (server/test/global-setup.ts), copied into the folder: the process starts on
  // it instead of creating and migrating its own.
  await (await createPgliteDatabaseIn(dir)).close();
  const child = spawn(process.execPath, entrypoint('main'), { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), STARTUP_LIMIT_MS);
    const check = () => {
      if (output.includes('La boutique est prête')) {
        clearTimeout(timer);
        resolve(true);
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
  if (!ready) {
    kill();
    throw new Error(`le serveur n'a pas démarré :\n${output}`);
  }
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited, kill };
}
