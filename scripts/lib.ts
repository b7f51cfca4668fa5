// Small helpers shared by the project's scripts (run through npm, so on Node 22).
import { type SpawnOptions, spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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

/** The local database directory a script was given with `--persist-to DIR` (`npm start`'s by default). */
export function persistToArg(args: string[] = process.argv): string {
  const index = args.indexOf("--persist-to");
  if (index < 0) return localState;
  const dir = args[index + 1];
  if (!dir) throw new Error("--persist-to needs a directory");
  return dir;
}
/**
 * Local servers listen here only: the local admin sign-in trusts requests from this machine, so no
 * other machine may reach them (ADR 181).
 */
export const loopback = "127.0.0.1";

/** Runs a command, inheriting stdio; resolves with its exit code (rejects on spawn failure). */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: quietEnv, stdio: "inherit", ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command and fails the script when it fails. */
export async function must(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✖ ${command} ${args.join(" ")} exited with ${code}`);
    process.exit(code);
  }
}

/** Runs a command and returns its stdout. */
export function capture(command: string, args: string[], { env = {} }: { env?: NodeJS.ProcessEnv } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...quietEnv, ...env }, stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} exited with ${code}`))));
  });
}

export const npx = "npx";

export function isBuilt(): boolean {
  return (
    existsSync(`${root}/${builtConfig}`) &&
    existsSync(`${root}/dist/client/index.html`) &&
    existsSync(`${root}/dist/client/about/index.html`)
  );
}

/**
 * Serves the built Worker for measurements: a fresh seeded database in `state`, wrangler dev on
 * `port`. The bench measures capacity, so this server raises the per-client write limit
 * (configuration, as the README says); everything else is the built Worker as `npm start` serves
 * it. Resolves once the server answers; `stop` ends it (also on exit).
 */
/** The local server the benches measure; `group` is its process group (npx, wrangler, workerd). */
export async function startBenchServer(port: number, state: string): Promise<{ stop: () => void; group: number | undefined }> {
  rmSync(state, { recursive: true, force: true });
  await must("node", ["scripts/prepare-local.ts", "--persist-to", state]);
  const config: { ratelimits?: { simple: { limit: number } }[] } = JSON.parse(readFileSync(`${root}${builtConfig}`, "utf8"));
  for (const limiter of config.ratelimits ?? []) limiter.simple.limit = 1_000_000_000;
  const benchConfig = builtConfig.replace(/wrangler\.json$/, "wrangler.bench.json");
  writeFileSync(`${root}${benchConfig}`, JSON.stringify(config));
  const server = spawn(
    npx,
    [
      "wrangler",
      "dev",
      "-c",
      benchConfig,
      "--port",
      String(port),
      "--inspector-port",
      String(port + 1),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      state,
      "--log-level",
      "error",
    ],
    { cwd: root, env: quietEnv, stdio: ["ignore", "inherit", "inherit"], detached: true },
  );
  const stop = () => {
    try {
      // The whole process group: npx, wrangler and workerd.
      if (server.pid !== undefined) process.kill(-server.pid, "SIGTERM");
    } catch {}
  };
  process.on("exit", stop);
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/partners`)).ok) break;
    } catch {}
    if (i > 60) throw new Error("the bench server did not start");
    await new Promise((r) => setTimeout(r, 1000));
  }
  return { stop, group: server.pid };
}
