import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` uses this file: it diffs lib/db/schema.ts against the committed
// snapshots and needs no database connection. Migrations are applied by `npm run db:migrate`
// or by the server on start (db/migrate.ts), for PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/db/schema.ts",
  out: "./db/migrations",
});
