import { defineConfig } from "drizzle-kit";

/** drizzle-kit writes SQL migrations that `wrangler d1 migrations apply` reads from migrations/. */
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema.ts",
  out: "./migrations",
});
