// The circles between the server's modules (server/modules/<area>/), drawn folder by folder: area A imports a
// file of area B (a value import: `import type` is gone at run time) and B, maybe through others, imports A.
// ESLint's import-x/no-cycle sees circles of files; a circle of folders that no single file closes is what this
// adds. The circles of today are listed in ALLOWED (each edge that takes part in one): a new edge that closes or
// joins a circle fails `npm test`; an allowed edge that no longer takes part in one is reported, to be struck
// from the list, which only shrinks. docs/architecture.md ("Layers") draws the same picture.
// `--print` lists every edge between modules and the circles, for the docs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = 'server/modules';

/** The edges of today's circles, "from -> to". Strike a line once its edge is gone; never add one. */
const ALLOWED = new Set([
  // 2026-12-02: one circle of eight modules (`node scripts/check-module-circles.mjs --print`)
  'cash -> messages', // cash/cash-code-sender.ts
  'cash -> orders', // cash/blacklist-from-order.ts, cash/cash-confirmation-code.ts
  'catalog -> images', // catalog/get-public-catalog.ts
  'catalog -> orders', // catalog/requester-page.ts, catalog/web-plugin.ts
  'catalog -> settings', // catalog/get-public-catalog.ts
  'images -> settings', // images/usages.ts
  'messages -> orders', // messages/routes.ts
  'messages -> payments', // messages/messaging-setup.ts, messages/sms-standin.ts
  'messages -> settings', // messages/messages-plugin.ts, messages/send-customer-message.ts
  'orders -> cash', // orders/order-view.ts, orders/place-order.ts
  'orders -> messages', // orders/order-notifications.ts, orders/place-order.ts
  'orders -> printing', // orders/change-order-status.ts
  'orders -> settings', // orders/acceptance-promise.ts, orders/cancel-order.ts
  'payments -> messages', // payments/check-order-payment.ts
  'payments -> orders', // payments/check-order-payment.ts, payments/routes.ts
  'payments -> settings', // payments/payment-context.ts
  'printing -> orders', // printing/get-order-tickets.ts, printing/reprint-order.ts
  'printing -> settings', // printing/ticket-data.ts
  'settings -> catalog', // settings/admin-settings-view.ts
  'settings -> printing', // settings/get-admin-settings.ts, settings/update-settings-section.ts
]);

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
  for (const [i, c] of circles.entries()) console.log(`circle ${i + 1} (${c.length} modules): ${c.join(', ')}`);
  for (const { edge, files } of cyclic) console.log(`  '${edge}', // ${[...new Set(files)].slice(0, 2).join(', ')}`);
  process.exit(0);
}

const added = cyclic.filter(({ edge }) => !ALLOWED.has(edge));
const gone = [...ALLOWED].filter((edge) => !cyclic.some((c) => c.edge === edge));
const areas = readdirSync(ROOT, { withFileTypes: true }).filter((entry) => entry.isDirectory()).length;
console.log(
  `${circles.length} circle(s) among ${areas} server modules, ${cyclic.length} edge(s) in them (${ALLOWED.size} allowed): ${circles.map((c) => c.join(' ⇄ ')).join('; ') || 'none'}`,
);
if (gone.length) console.log(`No longer in a circle, strike from ALLOWED in scripts/check-module-circles.mjs:\n  ${gone.join('\n  ')}`);
if (added.length) {
  console.error(
    `New import(s) between modules that close a circle (make one side call the other through a narrow function, or move the shared piece below both):\n${added
      .map(({ edge, files }) => `  ${edge}  (${[...new Set(files)].join(', ')})`)
      .join('\n')}`,
  );
  process.exit(1);
}
