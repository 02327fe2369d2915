import { describe, expect, it } from 'vitest';
import { coalescedRun } from './coalesced-run';

/** A pass that waits until the test lets it finish. */
function gatedWork() {
  const gates: (() => void)[] = [];
  let passes = 0;
  const work = () =>
    new Promise<void>((resolve) => {
      passes += 1;
      gates.push(resolve);
    });
  return { work, passes: () => passes, finishOne: () => gates.shift()?.() };
}

describe('coalescedRun', () => {
  it('never runs twice at once: calls during a pass ask for one more pass, not one each', async () => {
    const w = gatedWork();
    const job = coalescedRun(w.work, () => false);
    job.run();
    job.run();
    job.run();
    expect(w.passes()).toBe(1);
    w.finishOne();
    await new Promise((r) => setTimeout(r, 0));
    expect(w.passes()).toBe(2);
    w.finishOne();
    await job.settle();
    expect(w.passes()).toBe(2);
    expect(job.settle()).toBeNull();
  });

  it('starts nothing once stopped, and a pass in progress ends without another', async () => {
    let stopped = false;
    const w = gatedWork();
    const job = coalescedRun(w.work, () => stopped);
    job.run();
    job.run();
    stopped = true;
    w.finishOne();
    await job.settle();
    job.run();
    expect(w.passes()).toBe(1);
  });
});
