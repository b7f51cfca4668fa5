import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "#scripts/ensure-chromium.ts";

const port = Number(process.env.E2E_PORT ?? 8799);

/** Browser tests: the built site on wrangler dev (fresh seeded database), Debian's Chromium. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices["Desktop Chrome"],
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  webServer: {
    command: `npx wrangler dev -c dist/kilbride_site/wrangler.json --port ${port} --inspector-port ${port + 1} --ip 127.0.0.1 --persist-to .wrangler/e2e-state`,
    url: `http://127.0.0.1:${port}/api/partners`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
  },
});
