import { defineConfig } from 'drizzle-kit';

/** drizzle-kit settings: `npx drizzle-kit generate --config api/db/drizzle.config.ts`. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './api/db/schema.ts',
  out: './api/db/migrations',
});
