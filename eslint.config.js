import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The boundaries between folders (docs/architecture.md, "Boundaries"). A web feature imports no other
 * feature: what several share lives in web/components/ or web/lib/, and the app shell (web/app/) composes
 * features. server/plugins/ is infrastructure and imports no module (nor do the other layers below the modules,
 * layerZones). core/ imports nothing of server/ or web/.
 */
const webFeatures = readdirSync('web/features', { withFileTypes: true }).filter((entry) => entry.isDirectory());
const zones = [
  ...webFeatures.map(({ name }) => ({
    target: `./web/features/${name}`,
    from: './web/features',
    except: [`./${name}`],
    message: 'A web feature imports no other feature: move the shared piece to web/components/ or web/lib/, or compose both in web/app/.',
  })),
  { target: './server/plugins', from: './server/modules', message: 'server/plugins/ is infrastructure: a module registers its own plugin.' },
  {
    target: './server/modules/accounts',
    from: './server/modules/auth',
    message: 'auth depends on accounts (the customer row made at sign-in), never the reverse: share through server/lib/ or server/plugins/.',
  },
  { target: './core', from: ['./server', './web'], message: 'core/ is pure and shared: it imports nothing of server/ or web/.' },
  { target: './web', from: './server', message: 'The web app imports no server code: share it through core/.' },
  { target: './server', from: './web', message: 'The server imports no web code: share it through core/.' },
];

/**
 * The layers below the modules and features (docs/architecture.md, "Layers"): server/lib, db, jobs,
 * integrations and plugins never import a server module; web/lib and web/components never import a web
 * feature or the app shell. Tests are left out: a test of a lower layer may drive it through a module.
 */
const layerZones = [
  ...['lib', 'db', 'jobs', 'integrations'].map((layer) => ({
    target: `./server/${layer}`,
    from: './server/modules',
    message: `server/${layer}/ lies below the modules: a module registers on it (app.jobs.addQueue, a decorator, an option at buildApp), or the shared piece moves down here.`,
  })),
  ...['lib', 'components'].map((layer) => ({
    target: `./web/${layer}`,
    from: ['./web/features', './web/app'],
    message: `web/${layer}/ lies below the features and the app shell: pass what a feature knows in as a prop or an argument, or move the shared piece down here.`,
  })),
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'server/db/migrations', 'coverage', '**/.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read configuration through server/config.ts only.' },
      ],
    },
  },
  { files: ['server/config.ts', 'scripts/**', 'e2e/**', 'bench/**', '*.config.*', 'server/test/**'], rules: { 'no-restricted-syntax': 'off' } },
  { files: ['web/**/*.{ts,tsx}'], plugins: { 'react-hooks': reactHooks }, rules: { ...reactHooks.configs.recommended.rules } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are parsed to follow their imports (without this no-cycle silently sees none)
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...zones, ...layerZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  { files: ['**/*.test.{ts,tsx}'], rules: { 'import-x/no-restricted-paths': ['error', { zones }] } },
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', 'drizzle-orm*', 'node:*', '../server/*', '../web/*'] }],
    },
  },
  {
    // What the benches import runs outside a test run, where importing vitest dies ("failed to access its internal state").
    files: ['bench/**/*.ts', 'server/test/sign-in.ts', 'server/test/menu.ts', 'server/test/factories.ts', 'server/test/catalog-caches.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'vitest', message: 'Used outside tests (bench/): keep assertions in server/test/auth.ts or orders.ts.' }] },
      ],
    },
  },
  {
    // The order path reads in one direction: payments depends on orders, never the reverse; cash is reached through
    // its one face for orders (cash-for-orders.ts), and reaches orders back through app.cashOrders.
    files: ['server/modules/orders/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/payments/*'], message: 'orders must not import payments (see order-payments.ts).' },
            { group: ['**/cash/*', '!**/cash/cash-for-orders'], message: 'orders uses cash through cash/cash-for-orders.ts only.' },
          ],
        },
      ],
    },
  },
);
