// Bundles the server (TypeScript, @core alias) into dist/server/main.js and its command line into
// dist/server/cli.js; npm packages stay external (scripts/check-runtime-deps.mjs checks each is a dependency).
// Also writes .br and .gz next to the web assets so they are served pre-compressed.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { serverBuildOptions } from './server-build-options.mjs';

// Chunk names carry a content hash: the previous build's would pile up beside the new ones.
rmSync('dist/server', { recursive: true, force: true });

// Split: what main.ts imports dynamically (the demo seed and its artwork generator, demo/) becomes a
// chunk of its own in dist/server/chunks/, loaded only when the demo is seeded; so does each CLI command.
await build({
  ...serverBuildOptions,
  logLevel: 'warning',
});

const webDir = 'dist/web';
const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      // The server's rendering (.ssr) is read from disk, never sent.
      if (name !== '.ssr') walk(file);
    } else if (compressible.test(name) && !name.endsWith('index.html')) {
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
console.log('server bundled: dist/server/main.js, dist/server/cli.js');
