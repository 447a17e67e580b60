// drizzle-kit reads this to generate SQL migrations from src/schema.ts into ./drizzle (committed).
// Run: npx drizzle-kit generate --config packages/db/drizzle.config.ts
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema.ts',
  out: './drizzle',
  casing: 'snake_case',
});
