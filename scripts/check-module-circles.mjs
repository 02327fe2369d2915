// No circle between the server's modules (server/modules/<area>/), drawn folder by folder: area A imports a file
// of area B (a value import: `import type` is gone at run time) and B, maybe through others, imports A.
// ESLint's import-x/no-cycle sees circles of files; a circle of folders that no single file closes is what this
// adds. Any circle fails `npm test` with the edges and files that make it. docs/architecture.md ("Layers")
// draws the picture. `--print` lists every edge between modules, for the docs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = 'server/modules';

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const areaOf = (file) => {
  const relative = path.relative(ROOT, file);
  return relative.startsWith('..') ? null : relative.split(path.sep)[0];
};

/** area → (area → the files that make the edge) */
const edges = new Map();
for (const file of sourceFiles(ROOT)) {
  const from = areaOf(file);
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    // static imports and re-exports that carry a value (not `import type` / `export type`)
    ...[...text.matchAll(/^\s*(import|export)\s+(?!type\s)[^'";]*?from\s+['"](\.[^'"]+)['"]/gm)].map((m) => m[2]),
    // side-effect imports and dynamic imports
    ...[...text.matchAll(/^\s*import\s+['"](\.[^'"]+)['"]/gm)].map((m) => m[1]),
    ...[...text.matchAll(/\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g)].map((m) => m[1]),
  ];
  for (const specifier of specifiers) {
    const to = areaOf(path.join(path.dirname(file), specifier));
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    const files = edges.get(from).get(to) ?? [];
    files.push(path.relative(ROOT, file));
    edges.get(from).set(to, files);
  }
}

/** Tarjan's strongly connected components: each one of two areas or more is a circle (or several). */
function components() {
  let index = 0;
  const stack = [];
  const state = new Map();
  const found = [];
  const visit = (v) => {
    state.set(v, { index, low: index, onStack: true });
    index += 1;
    stack.push(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!state.has(w)) {
        visit(w);
        state.get(v).low = Math.min(state.get(v).low, state.get(w).low);
      } else if (state.get(w).onStack) state.get(v).low = Math.min(state.get(v).low, state.get(w).index);
    }
    if (state.get(v).low === state.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        state.get(w).onStack = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of [...edges.keys()].sort()) if (!state.has(v)) visit(v);
  return found;
}

const circles = components();
const componentOf = new Map(circles.flatMap((c, i) => c.map((area) => [area, i])));
const cyclic = [];
for (const [from, targets] of edges)
  for (const [to, files] of targets)
    if (componentOf.has(from) && componentOf.get(from) === componentOf.get(to)) cyclic.push({ edge: `${from} -> ${to}`, files });
cyclic.sort((a, b) => a.edge.localeCompare(b.edge));

if (process.argv.includes('--print')) {
  for (const [from, targets] of [...edges].sort(([a], [b]) => a.localeCompare(b)))
    for (const [to, files] of [...targets].sort(([a], [b]) => a.localeCompare(b))) console.log(`${from} -> ${to}  (${[...new Set(files)].join(', ')})`);
}

const areas = readdirSync(ROOT, { withFileTypes: true }).filter((entry) => entry.isDirectory()).length;
if (circles.length) {
  console.error(
    `${circles.length} circle(s) among the server's modules: ${circles.map((c) => c.join(' ⇄ ')).join('; ')}. The imports that make them (make one side call the other through a narrow interface it declares, or move the shared piece below both):\n${cyclic
      .map(({ edge, files }) => `  ${edge}  (${[...new Set(files)].join(', ')})`)
      .join('\n')}`,
  );
  process.exit(1);
}
console.log(`No circle among ${areas} server modules (${[...edges.values()].reduce((n, targets) => n + targets.size, 0)} edges between them).`);
