import { defineConfig } from 'prisma/config';

// Migrations are applied by our own runner (src/db/migrate.ts); this file only
// tells `prisma generate` where the schema lives.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});
