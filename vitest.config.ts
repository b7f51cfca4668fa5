/**
 * One `vitest run` for two projects: "worker" runs the real Worker in workerd with real D1, KV,
 * Durable Objects and rate limiting (migrations applied per test file); "web" runs React
 * components and pure functions in happy-dom.
 */
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { pageRendererAlias } from "./vite.config";

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [
          cloudflareTest(async () => ({
            main: "./worker/index.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations("./migrations"),
                // The admin guard verifies tokens against this team and AUD; the tests sign them.
                ACCESS_TEAM_DOMAIN: "https://kilbride-test.cloudflareaccess.com",
                ACCESS_AUD: "kilbride-test-aud",
                // Overrides the local emulation key `npm start` writes to .dev.vars.
                ACCESS_LOCAL_SIGNING_KEY: "",
                // Signs preview links (ADR 313); tests/worker/previews.test.ts also checks a tampered one.
                PREVIEW_SIGNING_SECRET: "test-preview-signing-secret",
                // The bot check off, as with no secret configured: the lead tests post as before.
                // tests/worker/bot-check.test.ts runs it with each test secret and a fake siteverify.
                TURNSTILE_SECRET_KEY: "",
              },
            },
          })),
        ],
        resolve: { alias: pageRendererAlias },
        test: {
          name: "worker",
          // tests/bench holds measurements for `npm run bench`, not tests: only it sets KILBRIDE_BENCH.
          include: ["tests/worker/**/*.test.ts", ...(process.env.KILBRIDE_BENCH ? ["tests/bench/**/*.test.ts"] : [])],
          setupFiles: ["./tests/worker/support/apply-migrations.ts"],
        },
      },
      {
        plugins: [react()],
        test: {
          name: "web",
          environment: "happy-dom",
          include: ["tests/web/**/*.test.{ts,tsx}"],
          setupFiles: ["./tests/web/support/setup.ts"],
        },
      },
    ],
  },
});
