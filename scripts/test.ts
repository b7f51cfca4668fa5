// `npm test`: type-check, lint, format check, dead-code check (knip), the migrations against the schema, build, a deploy dry run of the production configuration, the
// unit/worker/web tests (vitest), then the browser tests (Playwright, Debian's Chromium) against
// the built site, and a check that none of them wrote into `npm start`'s local database
// (scripts/state-guard.ts). Ends with one line totalling every test
// the runners report: "N passed, M failed".
import { mkdirSync, readFileSync, existsSync, rmSync } from "node:fs";
import { ensureChromium } from "./ensure-chromium.ts";
import { must, npx, run } from "./lib.ts";
import { fingerprint, reportLocalStateChanges } from "./state-guard.ts";

const results = ".test-results";
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;
let exitCode = 0;

/** The parts of vitest's JSON report that are counted. */
type VitestReport = { numPassedTests: number; numFailedTests: number; numTotalTests: number };
/** The parts of Playwright's JSON report that are counted. */
type PlaywrightReport = { stats?: { expected: number; unexpected: number; flaky: number } };

function readJson<Report>(path: string): Report | null {
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null;
}

await ensureChromium(); // before anything slow, so a missing browser is said at once
// ── static checks first: seconds each, and they say at once what is wrong ──
await must("npm", ["run", "--silent", "typecheck"]);
await must("npm", ["run", "--silent", "lint"]); // Biome, with the React hooks rules
await must("npm", ["run", "--silent", "format:check"]); // Biome's formatter, no changes written
await must("npm", ["run", "--silent", "knip"]); // unused files, exports and dependencies
await must("npm", ["run", "--silent", "db:check"]); // the migrations hold exactly worker/db/schema.ts
await must("node", ["scripts/build.ts"]); // the worker tests read the built SPA shell

// ── the production configuration bundles for `wrangler deploy` ([env.production]: the AI
// binding, production ids); a dry run checks it without an account or network ──
const deployCode = await run(npx, [
  "wrangler",
  "deploy",
  "--dry-run",
  "--outdir",
  `${results}/deploy-dry-run`,
  "--env",
  "production",
  "-c",
  "wrangler.toml",
]);
if (deployCode !== 0) {
  console.error("\n✖ the deploy dry run of [env.production] failed");
  failed += 1;
  exitCode = deployCode;
}

// The tests have their own state; `npm start`'s database must come out of the run as it went in.
const localStateBefore = fingerprint();

// ── vitest: worker (workerd) + web (happy-dom) ──
const vitestCode = await run(npx, ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${results}/vitest.json`]);
const vitest = readJson<VitestReport>(`${results}/vitest.json`);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitest.numTotalTests === 0 ? 1 : 0);
} else failed += 1;
if (vitestCode !== 0) exitCode = vitestCode;

// ── Playwright: the built site in Chromium ──
const e2eCode = await run("node", ["scripts/e2e.ts"], {
  env: {
    ...process.env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/e2e.json`,
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    WRANGLER_SEND_METRICS: "false",
  },
});
const e2e = readJson<PlaywrightReport>(`${results}/e2e.json`);
if (e2e?.stats) {
  passed += e2e.stats.expected;
  failed += e2e.stats.unexpected + e2e.stats.flaky + (e2e.stats.expected + e2e.stats.unexpected === 0 ? 1 : 0);
} else failed += 1;
if (e2eCode !== 0) exitCode = e2eCode;

// ── the local database of `npm start` holds nothing the tests wrote ──
if (reportLocalStateChanges(localStateBefore).length > 0) {
  failed += 1;
  if (exitCode === 0) exitCode = 1;
}

console.log(`\nvitest: ${vitest ? `${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed` : "no report"}`);
console.log(`playwright: ${e2e?.stats ? `${e2e.stats.expected} passed, ${e2e.stats.unexpected} failed` : "no report"}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(exitCode !== 0 ? exitCode : failed > 0 ? 1 : 0);
