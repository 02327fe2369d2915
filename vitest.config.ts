import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@core': fileURLToPath(new URL('./core', import.meta.url)) };

// Three suites: pure core rules, server integration (PGlite or TEST_DATABASE_URL), browser journeys.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'core', include: ['core/**/*.test.ts'], environment: 'node', setupFiles: ['core/zod-fr.ts'] } },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'demo/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          environment: 'node',
          setupFiles: ['core/zod-fr.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
