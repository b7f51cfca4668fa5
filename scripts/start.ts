// `npm start`: build, migrate and seed the local database, then serve the whole site (SPA + /api)
// with `wrangler dev` on Miniflare at http://localhost:${PORT:-8787}, reachable from this machine
// only. No account, no network.
import { builtConfig, localState, loopback, must, npx, run } from "./lib.ts";

const port = process.env.PORT ?? "8787";

await must("node", ["scripts/build.ts"]);
await must("node", ["scripts/prepare-local.ts", "--persist-to", localState]);

console.log(`\nServing the site on http://localhost:${port}\n`);
const code = await run(npx, ["wrangler", "dev", "-c", builtConfig, "--ip", loopback, "--port", port, "--persist-to", localState]);
process.exit(code);
