import { defineConfig } from "drizzle-kit";

// Migrations are generated here and applied by `wrangler d1 migrations apply`.
export default defineConfig({
  dialect: "sqlite",
  schema: "./app/server/db/schema.server.ts",
  out: "./migrations",
});
