/**
 * Starts one of the bench's servers (bench/serve-*.ts) in its own Node process and waits for the port it
 * prints (`READY <port>`).
 */
import { spawn, type ChildProcess } from 'node:child_process';

export async function startServer(script: string, env: Record<string, string> = {}): Promise<{ port: number; child: ChildProcess }> {
  // BENCH_CPU_PROF=1: the server writes a V8 CPU profile into .tmp/prof when it stops (docs/performance.md).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=.tmp/prof'] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /READY (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { port, child };
}
