// Browser tests against the built site: a fresh local database (migrated and seeded) served by
// `wrangler dev` (started by Playwright's webServer), driven in Debian's Chromium.
import { rmSync } from "node:fs";
import { ensureChromium } from "./ensure-chromium.ts";
import { isBuilt, must, npx, run } from "./lib.ts";

export const e2eState = ".wrangler/e2e-state";

await ensureChromium();
if (!isBuilt() || process.argv.includes("--build")) await must("node", ["scripts/build.ts"]);
rmSync(e2eState, { recursive: true, force: true });
await must("node", ["scripts/prepare-local.ts", "--persist-to", e2eState]);
const extra = process.argv.slice(2).filter((a) => a !== "--build");
process.exit(await run(npx, ["playwright", "test", ...extra]));
