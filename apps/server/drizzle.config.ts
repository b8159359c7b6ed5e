import { defineConfig } from 'drizzle-kit';

// One schema, one migration history, applied to PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/education-schema.ts'],
  out: './drizzle',
});
