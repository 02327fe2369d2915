/**
 * The built shop's scripts. index.html loads only the boot entry (web/main.tsx): a few hundred bytes, no
 * other script nor modulepreload, so nothing but the page's HTML, styles and photo is downloaded before
 * the server's first frame has painted. The boot then imports the app (web/app/start-app.tsx, with React's
 * vendor chunk): that module and every chunk it imports statically hold no zod, nor import the zod chunk.
 * The endpoint table's schemas live in lazy chunks; code of the app chunk names its endpoints by type only
 * (web/lib/call.ts `endpointOf`), so a value import of core/contracts there would pull the zod chunk in and fail here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const dist = path.resolve(process.env.E2E_WEB_DIST ?? 'dist/web');
const html = () => readFileSync(path.join(dist, 'index.html'), 'utf8');
const code = (file: string) => readFileSync(path.join(dist, 'assets', file), 'utf8');

/** The file and the chunks it imports statically, transitively (dynamic imports left out). */
function staticGraph(start: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, imported] of code(file).matchAll(/(?:^|[;}\s])import\s*(?:[\w${},\s*]+from\s*)?["']\.\/([^"']+\.js)["']/g)) visit(imported!);
  };
  visit(start);
  return [...seen];
}

function entry(): string {
  const file = /<script[^>]+src="\/assets\/([^"]+\.js)"/.exec(html())?.[1];
  if (!file) throw new Error("index.html n'a pas de script d'entrée");
  return file;
}

/** The chunks the boot entry imports dynamically: the app module. */
function appChunks(): string[] {
  return [...new Set([...code(entry()).matchAll(/import\(["']\.\/([^"']+\.js)["']\)/g)].map((m) => m[1]!))];
}

const zodIn = (files: string[]) => [...files.filter((file) => /^zod-/.test(file)), ...files.filter((file) => code(file).includes('$ZodType'))];

describe('the boot entry', () => {
  it('is the only script of index.html, preloads nothing and is small', () => {
    expect([...html().matchAll(/<script\b[^>]*>/g)]).toHaveLength(1);
    expect(html()).not.toContain('modulepreload');
    expect(staticGraph(entry())).toEqual([entry()]);
    expect(gzipSync(code(entry())).length).toBeLessThan(3 * 1024);
    expect(zodIn([entry()])).toEqual([]);
  });

  it('leaves React’s vendor chunk to the app module it imports after the first paint', () => {
    expect(code(entry())).not.toMatch(/from\s*["']\.\/vendor-/);
    const apps = appChunks();
    expect(apps).toHaveLength(1);
    expect(staticGraph(apps[0]!).some((file) => /^vendor-/.test(file))).toBe(true);
  });
});

describe('the app chunk', () => {
  it('imports no zod chunk statically', () => {
    const graph = appChunks().flatMap(staticGraph);
    expect(graph.length).toBeGreaterThan(2);
    // neither the zod chunk nor zod bundled into one of its chunks (a value import of a schema from app code)
    expect(zodIn(graph)).toEqual([]);
  });
});
