// `npm run db:check`: the migrations describe worker/db/schema.ts exactly. drizzle-kit is run on a
// copy of migrations/ (so nothing here is written): its snapshot chain must be sound (`check`),
// and `generate` must find nothing to add. A schema change without its migration, or migrations
// merged from branches without their snapshots relinked (docs/recipes.md), fails here instead of
// in the next developer's `npm run db:generate`.
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { npx, root, run } from "./lib.ts";

// Inside the project (git-ignored): drizzle-kit reads `out` relative to the working directory.
const copy = mkdtempSync(join(root, ".db-check-"));
let failure: string | null = null;
try {
  const out = join(copy, "migrations");
  cpSync(join(root, "migrations"), out, { recursive: true });
  const config = join(copy, "drizzle.config.mjs");
  const relativeOut = `./${basename(copy)}/migrations`;
  writeFileSync(config, `export default ${JSON.stringify({ dialect: "sqlite", schema: "./worker/db/schema.ts", out: relativeOut })};\n`);
  const before = new Set(readdirSync(out));
  if ((await run(npx, ["drizzle-kit", "check", "--config", config])) !== 0)
    failure = "the migrations' snapshot chain is broken (drizzle-kit check)";
  else if ((await run(npx, ["drizzle-kit", "generate", "--config", config, "--name", "db_check"])) !== 0)
    failure = "drizzle-kit generate failed";
  else {
    const added = readdirSync(out).filter((name) => !before.has(name));
    if (added.length > 0)
      failure = `worker/db/schema.ts has changes no migration holds (drizzle-kit wrote ${added.join(", ")}): run npm run db:generate`;
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
if (failure) {
  console.error(`\n✖ ${failure}`);
  process.exit(1);
}
console.log("✔ migrations match worker/db/schema.ts");
