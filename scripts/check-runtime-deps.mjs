// Fails when the server bundle (dist/server/main.js, cli.js and their chunks) loads at run time a package
// that is not in package.json "dependencies": a production install (`npm ci --omit=dev`) would lack it.
// Bundles in memory with the build's own options and reads the imports esbuild left external.
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { build } from 'esbuild';
import { serverBuildOptions } from './server-build-options.mjs';

const { dependencies = {} } = JSON.parse(readFileSync('package.json', 'utf8'));
const builtins = new Set(builtinModules);
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const { metafile } = await build({ ...serverBuildOptions, write: false, metafile: true, sourcemap: false, logLevel: 'error' });
const missing = new Map();
for (const [output, { imports }] of Object.entries(metafile.outputs)) {
  for (const { path: specifier, external } of imports) {
    if (!external || specifier.startsWith('node:') || builtins.has(specifier)) continue;
    const name = packageOf(specifier);
    if (!(name in dependencies)) missing.set(name, [...(missing.get(name) ?? []), output]);
  }
}
if (missing.size) {
  for (const [name, outputs] of missing) console.error(`✖ ${name} is loaded by ${[...new Set(outputs)].join(', ')} but is not in "dependencies"`);
  process.exit(1);
}
console.log(`runtime dependencies: every package the server bundle loads is in "dependencies"`);
