/**
 * Printing's part of the job runner: the print queue (print-queue.ts), woken by NOTIFY print_jobs (an
 * order accepted or a reprint queued its prints, queue-prints.ts). The routes live in the admin scope.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PRINT_QUEUE, printQueue } from './print-queue';
import { PRINT_CHANNEL } from './queue-prints';

export const printingPlugin = fp(
  async function printing(app: FastifyInstance) {
    app.jobs.addQueue(
      printQueue({
        db: app.database.db,
        onDuplicateRisk: (jobId) => app.log.warn({ jobId }, 'print: printing again a ticket whose previous attempt may have gone out'),
      }),
    );
    app.jobs.wakeOn([PRINT_QUEUE], { channel: PRINT_CHANNEL });
  },
  { name: 'printing', dependencies: ['jobs'] },
);
