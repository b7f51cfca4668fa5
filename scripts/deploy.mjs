// `npm run deploy`: build for the production environment of wrangler.toml, apply migrations to the
// remote D1 database, then deploy the built Worker. Needs a Cloudflare account (`wrangler login`)
// and the real resource ids in [env.production] (README "Deploying").
import { builtConfig, must, npx, quietEnv } from "./lib.mjs";

const env = { ...quietEnv, CLOUDFLARE_ENV: "production" };
await must("node", ["scripts/build.mjs"], { env });
await must(npx, ["wrangler", "d1", "migrations", "apply", "DB", "--remote", "--env", "production", "-c", "wrangler.toml"], { env });
await must(npx, ["wrangler", "deploy", "-c", builtConfig], { env });
