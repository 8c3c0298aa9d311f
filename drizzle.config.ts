import { defineConfig } from 'drizzle-kit';

// Used only to generate SQL migrations from schema.ts (`npx drizzle-kit generate`); the app applies them itself.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/src/db/migrations',
});
