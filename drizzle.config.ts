import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and checked in; the server applies them at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './database/schema/index.ts',
  out: './database/migrations',
  casing: 'snake_case',
});
