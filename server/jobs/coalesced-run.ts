/**
 * A background job that never runs twice at once in this process: a call while it runs asks for one more
 * pass once it ends (work that arrived meanwhile is not missed), and nothing starts once stopped. Across
 * processes the jobs' own FOR UPDATE SKIP LOCKED claims keep them apart. `work` handles its own errors.
 */
export interface CoalescedRun {
  run(): void;
  /** The pass in progress, if any (awaited when the server closes). */
  settle(): Promise<void> | null;
}

export function coalescedRun(work: () => Promise<void>, isStopped: () => boolean): CoalescedRun {
  let running: Promise<void> | null = null;
  let again = false;
  const run = () => {
    if (isStopped()) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await work();
      } while (again && !isStopped());
    })().finally(() => {
      running = null;
    });
  };
  return { run, settle: () => running };
}
