/** Every path of the web app's router is a page the server answers 200 for (core/pages.ts, which the server reads). */
import { describe, expect, it } from 'vitest';
import { isPagePath } from '@core/pages';
import { paths } from './paths';

function patterns(node: unknown): string[] {
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => ((key === 'path' || key === 'paramPath') && typeof value === 'string' ? [value] : patterns(value)));
}

describe('page paths', () => {
  it('knows every route of the web app', () => {
    const all = patterns(paths).map((p) => p.replace(/:[a-zA-Z]+/g, 'x'));
    expect(all.length).toBeGreaterThan(30);
    expect(all.filter((p) => !isPagePath(p))).toEqual([]);
  });
});
