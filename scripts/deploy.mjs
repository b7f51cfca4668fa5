// `npm run deploy`: build for the production environment of wrangler.toml, create the media bucket
// if it does not exist yet, apply migrations to the remote D1 database, then deploy the built
// Worker. Needs a Cloudflare account (`wrangler login`) and the real resource ids in
// [env.production] (README "Deploying").
import { readFileSync } from "node:fs";
import { builtConfig, must, npx, quietEnv, root, run } from "./lib.mjs";

const env = { ...quietEnv, CLOUDFLARE_ENV: "production" };
await must(npx, ["vite", "build"], { env });

// The R2 bucket of uploaded media, as [[env.production.r2_buckets]] names it. Creating it is the
// one step wrangler deploy does not do; `bucket info` fails when it is missing.
const production = readFileSync(`${root}wrangler.toml`, "utf8").split("[[env.production.r2_buckets]]")[1] ?? "";
const bucket = /bucket_name\s*=\s*"([^"]+)"/.exec(production)?.[1];
if (!bucket) throw new Error("wrangler.toml has no [[env.production.r2_buckets]] bucket_name");
if ((await run(npx, ["wrangler", "r2", "bucket", "info", bucket], { env, stdio: "ignore" })) !== 0) {
  await must(npx, ["wrangler", "r2", "bucket", "create", bucket], { env });
}
await must(npx, ["wrangler", "d1", "migrations", "apply", "DB", "--remote", "--env", "production", "-c", "wrangler.toml"], { env });
await must(npx, ["wrangler", "deploy", "-c", builtConfig], { env });
