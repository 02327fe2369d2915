import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@core': fileURLToPath(new URL('./core', import.meta.url)) };

/**
 * Server test files that never open the test database (pure rules, the process's signals and its start on the
 * embedded database, image rendering). `npm test` runs the server suite twice, on PGlite and on PostgreSQL
 * (scripts/test.mjs); the PostgreSQL pass (SERVER_PASS=postgres) leaves these out, a second run would repeat
 * the same thing. server/test/database-independent.test.ts checks that none of them opens a database.
 */
export const DATABASE_INDEPENDENT_FILES = [
  'demo/artwork/artwork.test.ts',
  'server/config.test.ts',
  'server/db/errors.test.ts',
  'server/integrations/images.test.ts',
  'server/jobs/coalesced-run.test.ts',
  'server/lib/escape-html.test.ts',
  'server/lib/graceful-shutdown.test.ts',
  'server/lib/secret-box.test.ts',
  'server/main.test.ts',
  'server/modules/orders/order-notifications.test.ts',
  'server/modules/orders/order-number.test.ts',
  'server/production-checks.test.ts',
];
const postgresPass = process.env.SERVER_PASS === 'postgres';

/** Server test files that replace modules with vi.mock: they need a module registry of their own. */
const MOCKING_SERVER_FILES = ['server/modules/web/web-plugin.test.ts'];

const serverTest = () => ({
  globalSetup: ['server/test/global-setup.ts'],
  environment: 'node',
  setupFiles: ['core/zod-fr.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
});

// Five projects: pure core rules, web hooks and components (happy-dom), server integration (PGlite or
// TEST_DATABASE_URL), the few server files that mock modules, browser journeys.
// `isolate: false`: the files of one worker share their imported modules, so the app's module graph is
// loaded once per worker instead of once per file (about a third of the server suite's time went there).
// Each file still gets its own database and its own app instance; nothing in server/ keeps state in a
// module that a test changes. The files that mock modules run in `server-mocks`, on the threads pool,
// which stays isolated (a fresh worker per file). Vitest decides isolation per pool (root poolOptions),
// and per project whether a worker keeps its modules between files: both are set.
export default defineConfig({
  resolve: { alias },
  test: {
    poolOptions: { forks: { isolate: false } },
    projects: [
      {
        resolve: { alias },
        // Property tests run hundreds of cases (1.5 s alone on an idle machine): vitest's 5 s default is a hang
        // guard they can outrun when CI's two passes share the two cores, as the server's 30 s is.
        test: { name: 'core', include: ['core/**/*.test.ts'], environment: 'node', setupFiles: ['core/zod-fr.ts'], isolate: false, testTimeout: 30_000 },
      },
      // On the threads pool, so each file gets a fresh module graph: Testing Library's `screen` and React
      // bind to the document of the file that first imports them, and happy-dom gives each file its own.
      {
        resolve: { alias },
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['web/test/setup.ts'],
          pool: 'threads',
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: {
          ...serverTest(),
          name: 'server',
          include: ['server/**/*.test.ts', 'demo/**/*.test.ts'],
          exclude: [...MOCKING_SERVER_FILES, ...(postgresPass ? DATABASE_INDEPENDENT_FILES : [])],
          isolate: false,
        },
      },
      { resolve: { alias }, test: { ...serverTest(), name: 'server-mocks', include: MOCKING_SERVER_FILES, pool: 'threads' } },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page that answers in 100 ms on a quiet machine can take seconds on a busy one (two workers,
          // Chromium, the server and PostgreSQL on two cores): a poll waits up to 10 s (vitest's default is 1 s)
          // and returns as soon as the page is there.
          expect: { poll: { timeout: 10_000 } },
          isolate: false,
        },
      },
    ],
  },
});
