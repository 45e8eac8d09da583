import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema; the server applies them at start (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
