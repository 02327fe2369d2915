import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const backend = 'http://localhost:3000';

// The framework the home page needs anyway, in its own long-lived chunk: a deploy that only changes
// app code leaves it cached. Everything else (radix, admin screens) follows the lazy routes.
const VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/;

// No plugin reorders the scripts: index.html loads only the boot entry (web/main.tsx, a few hundred bytes),
// which imports the app (and with it this vendor chunk) once the server's first frame has painted
// (docs/decisions.md, "Scripts after the first paint").

/** Modules of the back-office (and the demo): their chunks are not precached for shop visitors. */
const BACK_OFFICE = /(^|\/)(app\/routes\/admin|app\/layouts\/admin-layout|features\/admin-)/;

/** Every file the shop's pages can load: from the entry, through static and lazy imports, the back-office's left out (Vite's build manifest). */
async function shopChunks(): Promise<Set<string>> {
  type Chunk = { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };
  const manifest = JSON.parse(await readFile(fileURLToPath(new URL('./dist/web/.vite/manifest.json', import.meta.url)), 'utf8')) as Record<string, Chunk>;
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || BACK_OFFICE.test(key)) return;
    seen.add(key);
    const chunk = manifest[key]!;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}

/**
 * The server's rendering of the pages (`vite build --ssr`, web/entry-server.tsx): one self-contained module
 * (React and the router bundled in: the server's production install has only its own packages), in a
 * hidden folder of the web build that the server never serves (server/modules/web/web-plugin.ts).
 */
const ssrBuild: UserConfig = {
  root: 'web',
  plugins: [react()],
  resolve: { alias: { '@core': fileURLToPath(new URL('./core', import.meta.url)) } },
  ssr: { noExternal: true, target: 'node' },
  // React's production build: bundled whole, its `process.env.NODE_ENV` checks are not left to the server's environment.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'entry-server.tsx',
    outDir: '../dist/web/.ssr',
    emptyOutDir: true,
    target: 'node20',
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'entry-server.js', chunkFileNames: 'chunks/[name]-[hash].js' } },
  },
};

// The SPA lives in web/; the server serves dist/web and fills the two placeholders of index.html.
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? ssrBuild
    : {
        root: 'web',
        plugins: [
          react(),
          tailwindcss(),
          // The service worker (web/sw.ts) with its precache list; the manifest is the server's (from the settings),
          // and web/app/start-app.tsx registers the worker itself once the page has loaded.
          VitePWA({
            strategies: 'injectManifest',
            srcDir: '.',
            filename: 'sw.ts',
            injectRegister: false,
            manifest: false,
            injectManifest: {
              // The shop's own code is precached (the first screen's, and the lazy chunks its pages and the cart
              // use), so after one visit the menu and the cart open offline; the back-office's chunks are not.
              globPatterns: ['assets/*.{js,css}'],
              manifestTransforms: [
                async (entries) => {
                  const shop = await shopChunks();
                  return { manifest: entries.filter((entry) => shop.has(entry.url)), warnings: [] };
                },
              ],
              rollupFormat: 'iife',
            },
          }),
        ],
        resolve: {
          alias: { '@core': fileURLToPath(new URL('./core', import.meta.url)) },
        },
        server: {
          proxy: {
            '/api': backend,
            '/uploads': backend,
          },
        },
        build: {
          outDir: '../dist/web',
          // Read by shopChunks() above, for the service worker's precache list.
          manifest: true,
          emptyOutDir: true,
          target: 'es2022',
          rollupOptions: {
            output: {
              manualChunks: (id) => (VENDOR.test(id) ? 'vendor' : undefined),
            },
          },
        },
      },
);
