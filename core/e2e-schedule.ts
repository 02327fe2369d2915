/**
 * When the built-in end-to-end runner plays a suite by itself. A schedule is either an
 * interval (every N minutes since the last run; at once when the suite never ran) or a time of day on the
 * restaurant's clock (once a day at HH:MM). A daily slot missed by more than DAILY_GRACE_MIN (the server
 * was down, or the schedule was set after it) waits for the next day rather than running late.
 */
import { fromLocalMs, toLocalMs } from './opening-hours';

export interface E2eSchedule {
  schedule_enabled: boolean;
  schedule_minutes: number | null;
  /** HH:MM on the restaurant's clock; when set, the schedule is daily. */
  schedule_time: string | null;
}

const DAILY_GRACE_MIN = 30;
const DAY_MS = 86_400_000;

/** Today's (restaurant day of `now`) instant of HH:MM. */
function slotOf(time: string, now: Date, dayOffset = 0): Date {
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const local = toLocalMs(now);
  const dayStart = local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
  return fromLocalMs(dayStart + dayOffset * DAY_MS + (hh * 60 + mm) * 60_000);
}

/** The next time the suite runs by itself (now when it is due), or null when it is not scheduled. */
export function nextE2eRun(schedule: E2eSchedule, lastStartedAt: Date | null, now: Date): Date | null {
  if (!schedule.schedule_enabled) return null;
  if (schedule.schedule_time) {
    const today = slotOf(schedule.schedule_time, now);
    if (now.getTime() < today.getTime()) return today;
    const ranSince = lastStartedAt !== null && lastStartedAt.getTime() >= today.getTime();
    const withinGrace = now.getTime() - today.getTime() <= DAILY_GRACE_MIN * 60_000;
    return !ranSince && withinGrace ? now : slotOf(schedule.schedule_time, now, 1);
  }
  if (schedule.schedule_minutes === null) return null;
  if (!lastStartedAt) return now;
  const next = lastStartedAt.getTime() + schedule.schedule_minutes * 60_000;
  return new Date(Math.max(next, now.getTime()));
}

export function isE2eRunDue(schedule: E2eSchedule, lastStartedAt: Date | null, now: Date): boolean {
  const next = nextE2eRun(schedule, lastStartedAt, now);
  return next !== null && next.getTime() <= now.getTime();
}
