/**
 * Work that must not delay the answer (a mail whose timing would reveal whether an account exists):
 * `app.runInBackground(fn)` runs it, logs a failure, and app.close() waits for it. Tests await
 * `app.settleBackground()` before reading what it wrote.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    runInBackground(task: () => Promise<unknown>): void;
    settleBackground(): Promise<void>;
  }
}

export const backgroundPlugin = fp(
  async function background(app: FastifyInstance) {
    const pending = new Set<Promise<unknown>>();
    app.decorate('runInBackground', (task: () => Promise<unknown>) => {
      const run = task()
        .catch((err: unknown) => app.log.error({ err }, 'background task failed'))
        .finally(() => pending.delete(run));
      pending.add(run);
    });
    app.decorate('settleBackground', async () => {
      while (pending.size) await Promise.all([...pending]);
    });
    app.addHook('preClose', async () => app.settleBackground());
  },
  { name: 'background' },
);
