import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema (npm run db:generate), committed, and never edited by hand.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  strict: true,
  verbose: true,
});
