// `npm run deploy`: build for the production environment of wrangler.toml, create the queues and
// the media bucket it names if the account lacks them, apply migrations to the remote D1 database,
// then deploy the built Worker. Needs a Cloudflare account (`wrangler login`) and the real resource ids in
// [env.production] (README "Deploying").
import { readFileSync } from "node:fs";
import { builtConfig, must, npx, quietEnv, root, run } from "./lib.ts";

const env = { ...quietEnv, CLOUDFLARE_ENV: "production" };
await must("node", ["scripts/build.ts"], { env });

// The lead-notification queue and its dead-letter queue (README "Lead notifications"): a deploy
// whose consumer names a missing queue fails, so each is checked and created when absent.
type Queues = { producers?: { queue: string }[]; consumers?: { queue: string; dead_letter_queue?: string }[] };
const { queues = {} }: { queues?: Queues } = JSON.parse(readFileSync(`${root}${builtConfig}`, "utf8"));
const names = new Set(
  [...(queues.producers ?? []).map((p) => p.queue), ...(queues.consumers ?? []).flatMap((c) => [c.queue, c.dead_letter_queue])].filter(
    (name): name is string => Boolean(name),
  ),
);
for (const name of names) {
  const exists = (await run(npx, ["wrangler", "queues", "info", name], { env, stdio: "ignore" })) === 0;
  if (exists) console.log(`queue ${name}: exists`);
  else await must(npx, ["wrangler", "queues", "create", name], { env });
}

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
