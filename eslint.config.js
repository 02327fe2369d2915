import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', 'drizzle-orm*', 'node:*', '../server/*', '../web/*'] }],
    },
  },
  {
    // The order path reads in one direction: payments depends on orders, never the reverse.
    files: ['server/modules/orders/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/payments/*'], message: 'orders must not import payments (see order-payments.ts).' }] }],
    },
  },
);
