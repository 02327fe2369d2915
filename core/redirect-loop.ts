/**
 * Redirect-loop guard (customer-shop §8, back-office §4): the same path visited more than 3 times
 * within 10 s is a loop. The caller keeps the visit list (session storage) and, on a loop, clears
 * the stored intended and post-onboarding routes.
 */
import { REDIRECT_LOOP_MAX_VISITS, REDIRECT_LOOP_WINDOW_S } from './limits';

export interface RouteVisit {
  path: string;
  at: number;
}

/** Adds a visit, forgets those older than the window, and says whether `path` now loops. */
export function recordRouteVisit(visits: readonly RouteVisit[], path: string, now: number): { visits: RouteVisit[]; loop: boolean } {
  const windowStart = now - REDIRECT_LOOP_WINDOW_S * 1000;
  const recent = visits.filter((visit) => visit.at > windowStart && visit.at <= now);
  recent.push({ path, at: now });
  const loop = recent.filter((visit) => visit.path === path).length > REDIRECT_LOOP_MAX_VISITS;
  // After a loop the count starts again, so one warning does not repeat on every later visit.
  return { visits: loop ? recent.filter((visit) => visit.path !== path) : recent, loop };
}

/** Reads a stored visit list, tolerating anything malformed. */
export function parseRouteVisits(text: string | null): RouteVisit[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter((v): v is RouteVisit => typeof v === 'object' && v !== null && typeof v.path === 'string' && typeof v.at === 'number');
  } catch {
    return [];
  }
}
