/**
 * The built shop's entry: what a first visit downloads before anything paints (index.html's script and every
 * chunk it imports statically) holds no zod, nor imports the zod chunk. The endpoint table's schemas live in lazy chunks;
 * code of the entry names its endpoints by type only (web/lib/call.ts `endpointOf`), so a value import of
 * core/contracts there would pull the zod chunk in and fail here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = path.resolve(process.env.E2E_WEB_DIST ?? 'dist/web');

/** The entry script and the chunks it imports statically, transitively (dynamic imports left out). */
function entryGraph(): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = /<script[^>]+src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error("index.html n'a pas de script d'entrée");
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join(dist, 'assets', file), 'utf8');
    for (const [, imported] of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w${},\s*]+from\s*)?["']\.\/([^"']+\.js)["']/g)) visit(imported!);
  };
  visit(entry);
  return [...seen];
}

describe('the entry chunk', () => {
  it('imports no zod chunk statically', () => {
    const graph = entryGraph();
    expect(graph.length).toBeGreaterThan(1);
    expect(graph.filter((file) => /^zod-/.test(file))).toEqual([]);
    // nor zod bundled into one of its chunks (a value import of a schema from entry code)
    expect(graph.filter((file) => readFileSync(path.join(dist, 'assets', file), 'utf8').includes('$ZodType'))).toEqual([]);
  });
});
