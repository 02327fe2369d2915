/**
 * Running the CLI in tests: a context that collects what a command prints, and the real command line as
 * a child process (tsx server/cli/main.ts, as `npm run cli` does) with an environment of the test's.
 */
import { spawn } from 'node:child_process';
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

export const TSX_CLI = path.join(root, 'node_modules/tsx/dist/cli.mjs');

/** The CLI as a process: `tsx server/cli/main.ts <args>`. */
export function runCli(args: string[], env: Record<string, string | undefined>, options: { stdin?: string } = {}) {
  return runNode([TSX_CLI, 'server/cli/main.ts', ...args], env, options);
}
