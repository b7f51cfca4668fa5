// Local emulation of Cloudflare Access: writes a local-only signing key and team/AUD settings (and the
// preview links' signing secret) to
// the git-ignored .dev.vars (kept across runs; other lines are left alone), and a copy next to the
// built Worker config, which is where `wrangler dev -c dist/kilbride_site/wrangler.json` reads it.
// The team domain is under .invalid, which the Worker requires before it accepts a local key, so
// these settings cannot work against a real Access team.
import { generateKeyPairSync, randomBytes, randomUUID } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { builtConfig, root } from "./lib.ts";

const rootVars = join(root, ".dev.vars");
const builtVars = join(root, builtConfig.replace(/wrangler\.json$/, ".dev.vars"));

function parse(text: string): Map<string, string> {
  const vars = new Map();
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (match) vars.set(match[1]!, match[2]!);
  }
  return vars;
}

function localKey(): string {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return JSON.stringify({ ...privateKey.export({ format: "jwk" }), kid: `local-${randomUUID()}` });
}

export function writeLocalAccessVars(): void {
  const existing = existsSync(rootVars) ? readFileSync(rootVars, "utf8") : "";
  const vars = parse(existing);
  const settings = {
    ACCESS_TEAM_DOMAIN: "https://kilbride-local.invalid",
    ACCESS_AUD: "kilbride-local-admin",
    ACCESS_LOCAL_SIGNING_KEY: vars.get("ACCESS_LOCAL_SIGNING_KEY") ?? `'${localKey()}'`,
    // Signs shared preview links (ADR 313): random per machine, kept across runs so links stay valid.
    PREVIEW_SIGNING_SECRET: vars.get("PREVIEW_SIGNING_SECRET") ?? randomBytes(32).toString("hex"),
  };
  const kept = existing
    .split(/\r?\n/)
    .filter(
      (line) =>
        line.trim() &&
        !Object.keys(settings).some((k) => line.trimStart().startsWith(`${k}=`)) &&
        !line.startsWith("# Local Access emulation"),
    );
  const text = [
    ...kept,
    "# Local Access emulation (scripts/local-access.ts). Local only: never set these in production.",
    ...Object.entries(settings).map(([k, v]) => `${k}=${v}`),
    "",
  ].join("\n");
  writeFileSync(rootVars, text, { mode: 0o600 });
  if (existsSync(join(root, builtConfig))) writeFileSync(builtVars, text, { mode: 0o600 });
}
