// Brings the local database up to date (migrations, then demo content if it is empty) and writes
// the local Access emulation settings to .dev.vars.
// Used by `npm start`, `npm run dev` and the browser tests (with their own --persist-to).
import { must, npx, persistToArg } from "./lib.ts";
import { writeLocalAccessVars } from "./local-access.ts";

const persistTo = persistToArg();

await must(npx, ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo]);
await must("node", ["scripts/seed-local.ts", "--if-empty", "--persist-to", persistTo]);
// The admin area needs Access; locally it is emulated with a local key (README "Admin area").
writeLocalAccessVars();
