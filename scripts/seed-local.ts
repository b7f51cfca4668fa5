// `npm run db:seed:local [-- --if-empty] [-- --persist-to DIR]`: loads the demo content into the
// LOCAL D1 database only (never a migration, so production never gets demo rows). Idempotent.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { capture, npx, persistToArg } from "./lib.ts";

const args = process.argv.slice(2);
const ifEmpty = args.includes("--if-empty");
const persistTo = persistToArg(args);
const d1 = ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", persistTo];

if (ifEmpty) {
  const out = await capture(npx, [
    ...d1,
    "--json",
    "--command",
    "SELECT (SELECT COUNT(*) FROM blog_posts) + (SELECT COUNT(*) FROM projects) + (SELECT COUNT(*) FROM partners) AS n",
  ]);
  const n = JSON.parse(out)[0]?.results?.[0]?.n ?? 0;
  if (n > 0) {
    console.log(`Local database already has content (${n} rows); not seeding.`);
    process.exit(0);
  }
}

const { buildSeedSql } = await import("./seed/seed-sql.ts");
const dir = mkdtempSync(join(tmpdir(), "kilbride-seed-"));
const file = join(dir, "seed.sql");
writeFileSync(file, await buildSeedSql());
try {
  await capture(npx, [...d1, "--yes", "--file", file]); // its JSON echo of every statement is noise
  console.log("Seeded demo content into the local database.");
} finally {
  rmSync(dir, { recursive: true, force: true });
}
