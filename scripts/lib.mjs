// Small helpers shared by the project's scripts (run through npm, so on Node 22).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { delimiter } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * Children find the project's tools (and Node 22, from the `node` devDependency) first, even when
 * a script was started with another Node; wrangler stays offline and quiet.
 */
export const quietEnv = {
  ...process.env,
  PATH: `${root}node_modules/.bin${delimiter}${process.env.PATH ?? ""}`,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
};

/** The Worker config `vite build` generates; wrangler dev must run the built Worker. */
export const builtConfig = "dist/kilbride_site/wrangler.json";
export const localState = ".wrangler/state";
/**
 * Local servers listen here only: the local admin sign-in trusts requests from this machine, so no
 * other machine may reach them (ADR 181).
 */
export const loopback = "127.0.0.1";

/** Runs a command, inheriting stdio; resolves with its exit code (rejects on spawn failure). */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: quietEnv, stdio: "inherit", ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command and fails the script when it fails. */
export async function must(command, args, options = {}) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✖ ${command} ${args.join(" ")} exited with ${code}`);
    process.exit(code);
  }
}

/** Runs a command and returns its stdout. */
export function capture(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: quietEnv, stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} exited with ${code}`))));
  });
}

export const npx = "npx";

export function isBuilt() {
  return existsSync(`${root}/${builtConfig}`) && existsSync(`${root}/dist/client/index.html`) && existsSync(`${root}/dist/client/about/index.html`);
}
