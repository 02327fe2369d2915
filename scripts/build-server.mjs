// Bundles the server (TypeScript, @core alias) into dist/server/main.js; npm packages stay external.
// Also writes .br and .gz next to the web assets so they are served pre-compressed.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

// Chunk names carry a content hash: the previous build's would pile up beside the new ones.
rmSync('dist/server', { recursive: true, force: true });

// Split: what main.ts imports dynamically (the demo seed and its artwork generator, demo/) becomes a
// chunk of its own in dist/server/chunks/, loaded only when the demo is seeded.
await build({
  entryPoints: ['server/main.ts'],
  outdir: 'dist/server',
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  tsconfig: 'tsconfig.json',
});

const webDir = 'dist/web';
const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (compressible.test(name) && !name.endsWith('index.html')) {
      const body = readFileSync(file);
      if (body.length < 1024) continue;
      writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    }
  }
}
try {
  walk(webDir);
} catch (err) {
  if (err.code !== 'ENOENT') throw err;
}
console.log('server bundled: dist/server/main.js');
