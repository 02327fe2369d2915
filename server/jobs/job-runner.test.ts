/**
 * The one job runner: priorities of the outbox claim, the one retry rule, a stop that ends the current
 * job only, schedules that run once across instances, the metrics hook.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { jobSchedules, notificationOutbox } from '../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { JOB_PRIORITY } from './job-priority';
import { createJobRunner, retryDelayMs, type JobQueue, type JobSchedule } from './job-runner';
import { drainNotifications, type NotificationSenders } from './notification-worker';

let database: TestDatabase;
const errors: unknown[] = [];
const onError = (error: unknown) => errors.push(error);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.drop());
beforeEach(async () => {
  errors.length = 0;
  await database.db.delete(notificationOutbox);
  await database.db.delete(jobSchedules);
});

/** A queue of `count` jobs, each waiting until the test lets it end. */
function gatedQueue(kind: string, count: number) {
  const gates: (() => void)[] = [];
  let left = count;
  let started = 0;
  const queue: JobQueue = {
    kind,
    runNext: () => {
      if (left === 0) return Promise.resolve(null);
      left -= 1;
      started += 1;
      return new Promise<boolean>((resolve) => gates.push(() => resolve(true)));
    },
  };
  return { queue, started: () => started, left: () => left, finishOne: () => gates.shift()?.() };
}

describe('the outbox claim', () => {
  it('takes a sign-in link before order mails queued earlier, and order mails before bulk ones', async () => {
    const { db } = database;
    const due = new Date(Date.now() - 60_000);
    await db.insert(notificationOutbox).values([
      { type: 'email', recipient: 'bulk@example.tn', subject: 'bulk', content: 'c', priority: JOB_PRIORITY.low, next_attempt_at: due },
      ...Array.from({ length: 3 }, (_, i) => ({
        type: 'email' as const,
        recipient: `o${i}@example.tn`,
        subject: `order ${i}`,
        content: 'c',
        priority: JOB_PRIORITY.normal,
        next_attempt_at: due,
      })),
      { type: 'email', recipient: 'me@example.tn', subject: 'sign-in', content: 'c', priority: JOB_PRIORITY.high },
    ]);
    const order: string[] = [];
    const senders: NotificationSenders = { email: async (row) => void order.push(row.subject!), telegram: async () => {} };
    await drainNotifications({ db, senders, channel: 'email' });
    expect(order).toEqual(['sign-in', 'order 0', 'order 1', 'order 2', 'bulk']);
  });
});

describe('the retry rule', () => {
  it('doubles from the base up to the cap, each delay within ±20 %', () => {
    const rule = { baseMs: 1000, maxMs: 10_000 };
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, rule, () => 0.5))).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
    expect(retryDelayMs(2, rule, () => 0)).toBe(1600);
    expect(retryDelayMs(2, rule, () => 1)).toBe(2400);
  });
});

describe('the runner', () => {
  it('runs a queue one job at a time and tells onJobDone about each job', async () => {
    const gated = gatedQueue('q', 2);
    const done: [string, boolean][] = [];
    const runner = createJobRunner({ db: database.db, queues: [gated.queue], schedules: [], onError, onJobDone: (kind, ms, ok) => done.push([kind, ok]) });
    runner.wake('q');
    await expect.poll(() => gated.started()).toBe(1);
    gated.finishOne();
    await expect.poll(() => gated.started()).toBe(2);
    gated.finishOne();
    await runner.idle('q');
    expect(done).toEqual([
      ['q', true],
      ['q', true],
    ]);
    expect(errors).toEqual([]);
  });

  it('stops after the current job: the rest of the queue is left for the next start, and the queue is asked to cut it short', async () => {
    const gated = gatedQueue('q', 5);
    let interrupted = 0;
    const queue: JobQueue = { ...gated.queue, interrupt: async () => void (interrupted += 1) };
    const runner = createJobRunner({ db: database.db, queues: [queue], schedules: [], onError });
    runner.wake('q');
    await expect.poll(() => gated.started()).toBe(1);
    const stopping = runner.stop(60_000);
    expect(interrupted).toBe(1);
    gated.finishOne();
    expect(await stopping).toBe(true);
    expect(gated.started()).toBe(1);
    expect(gated.left()).toBe(4);
    // Stopped: a wake-up starts nothing.
    runner.wake('q');
    expect(gated.started()).toBe(1);
  });

  it('answers false when the current job outlives the shutdown deadline', async () => {
    const gated = gatedQueue('q', 1);
    const runner = createJobRunner({ db: database.db, queues: [gated.queue], schedules: [], onError });
    runner.wake('q');
    await expect.poll(() => gated.started()).toBe(1);
    expect(await runner.stop(20)).toBe(false);
    gated.finishOne();
  });

  it('runs a schedule once across instances, and again only when it is due', async () => {
    const runs: string[] = [];
    const schedule = (instance: string): JobSchedule => ({ name: 'prune', everyMs: 3_600_000, run: async () => void runs.push(instance) });
    const a = createJobRunner({ db: database.db, queues: [], schedules: [schedule('a')], onError });
    const b = createJobRunner({ db: database.db, queues: [], schedules: [schedule('b')], onError });
    const ran = await Promise.all([a.runDueSchedules(), b.runDueSchedules(), a.runDueSchedules(), b.runDueSchedules()]);
    expect(runs).toHaveLength(1);
    expect(ran.flat()).toEqual(['prune']);
    const [row] = await database.db.select().from(jobSchedules).where(eq(jobSchedules.name, 'prune'));
    expect(row!.next_run_at.getTime()).toBeGreaterThan(Date.now() + 3_500_000);
    // Due again (an hour later): one more run.
    await database.db.update(jobSchedules).set({ next_run_at: sql`now() - interval '1 second'` });
    await Promise.all([a.runDueSchedules(), b.runDueSchedules()]);
    expect(runs).toHaveLength(2);
  });

  it('records a schedule that failed, and runs it again when due', async () => {
    const failing: JobSchedule = {
      name: 'broken',
      everyMs: 1000,
      run: async () => {
        throw new Error('base injoignable');
      },
    };
    const runner = createJobRunner({ db: database.db, queues: [], schedules: [failing], onError });
    expect(await runner.runDueSchedules()).toEqual(['broken']);
    const [row] = await database.db
      .select()
      .from(jobSchedules)
      .where(inArray(jobSchedules.name, ['broken']));
    expect(row!.last_error).toBe('base injoignable');
    expect(errors).toHaveLength(1);
  });
});
