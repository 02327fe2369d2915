import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const backend = 'http://localhost:3000';

// The framework the home page needs anyway, in its own long-lived chunk: a deploy that only changes
// app code leaves it cached. Everything else (radix, admin screens) follows the lazy routes.
const VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/;

// The home page's first paint is the hero photo the server writes into #root (server/modules/catalog/web-plugin.ts);
// the app's scripts are only needed after it, so they are fetched at low priority and the preloaded
// photo gets the bandwidth first on a phone (docs/performance.md, Lighthouse section).
function scriptsAfterHeroImage(): Plugin {
  return {
    name: 'scripts-after-hero-image',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module" crossorigin/g, '<script type="module" fetchpriority="low" crossorigin')
          .replace(/<link rel="modulepreload" crossorigin/g, '<link rel="modulepreload" fetchpriority="low" crossorigin'),
    },
  };
}

// The SPA lives in web/; the server serves dist/web and fills the two placeholders of index.html.
export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), scriptsAfterHeroImage()],
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
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      output: {
        manualChunks: (id) => (VENDOR.test(id) ? 'vendor' : undefined),
      },
    },
  },
});
