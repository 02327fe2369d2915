import { describe, expect, it } from 'vitest';
import { parseRouteVisits, recordRouteVisit, type RouteVisit } from './redirect-loop';

function visitMany(paths: string[], start: number, stepMs: number) {
  let visits: RouteVisit[] = [];
  const loops: boolean[] = [];
  paths.forEach((path, i) => {
    const result = recordRouteVisit(visits, path, start + i * stepMs);
    visits = result.visits;
    loops.push(result.loop);
  });
  return loops;
}

describe('recordRouteVisit', () => {
  it('flags the fourth visit of one path within 10 s, not the third', () => {
    expect(visitMany(['/a', '/a', '/a'], 0, 1000)).toEqual([false, false, false]);
    expect(visitMany(['/a', '/a', '/a', '/a'], 0, 1000)).toEqual([false, false, false, true]);
  });

  it('does not count visits older than 10 s', () => {
    expect(visitMany(['/a', '/a', '/a', '/a'], 0, 4000)).toEqual([false, false, false, false]);
  });

  it('counts each path on its own', () => {
    expect(visitMany(['/a', '/b', '/a', '/b', '/a', '/b'], 0, 500)).toEqual([false, false, false, false, false, false]);
  });

  it('starts counting again after a loop was reported', () => {
    expect(visitMany(['/a', '/a', '/a', '/a', '/a'], 0, 100)).toEqual([false, false, false, true, false]);
  });
});

describe('parseRouteVisits', () => {
  it('tolerates missing or malformed storage', () => {
    expect(parseRouteVisits(null)).toEqual([]);
    expect(parseRouteVisits('not json')).toEqual([]);
    expect(parseRouteVisits('{"path":"/a"}')).toEqual([]);
    expect(parseRouteVisits('[{"path":"/a","at":1},{"path":2}]')).toEqual([{ path: '/a', at: 1 }]);
  });
});
