// Renders the pages whose content changes only with a deploy (contract/routes.ts prerenderedPages)
// into dist/client/<path>/index.html, with the built Worker itself (wrangler dev on a free
// loopback port, a throwaway local state), so a prerendered page is byte for byte what the Worker
// would answer. Run after `vite build` (scripts/build.ts).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { paths, prerenderedPages } from "#contract/routes.ts";
import { builtConfig, quietEnv, root } from "./lib.ts";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      // Listening on a TCP port, so the address is an AddressInfo.
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(base: string, worker: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (worker.exitCode !== null) throw new Error(`wrangler dev exited with ${worker.exitCode}`);
    try {
      const res = await fetch(`${base}/robots.txt`);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("wrangler dev did not start within 60 s");
}

// The built config, less what only exists remotely (Workers AI in a production build): static
// pages read nothing, and a remote binding would need an account. Written next to the original,
// whose relative paths it keeps.
const localConfig = join(root, builtConfig.replace(/wrangler\.json$/, "prerender.wrangler.json"));
const config = JSON.parse(readFileSync(join(root, builtConfig), "utf8"));
delete config.ai;
writeFileSync(localConfig, JSON.stringify(config));

const port = await freePort();
const state = mkdtempSync(join(tmpdir(), "kilbride-prerender-"));
const worker = spawn(
  "npx",
  [
    "wrangler",
    "dev",
    "-c",
    localConfig,
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--inspector-port",
    String(await freePort()),
    "--persist-to",
    state,
  ],
  {
    cwd: root,
    env: quietEnv,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  },
);
const base = `http://127.0.0.1:${port}`;
let failed = false;
try {
  await waitUntilUp(base, worker);
  const pages: [path: string, html: string][] = [];
  for (const name of prerenderedPages) {
    const path = paths[name];
    // With the slash: the path itself belongs to the asset server (wrangler.toml run_worker_first).
    const res = await fetch(`${base}${path}/`);
    const html = await res.text();
    if (res.status !== 200 || !html.includes('<div id="root"><div'))
      throw new Error(`${path} answered ${res.status} without a rendered page`);
    pages.push([path, html]);
  }
  // Written only once all are rendered: the dev server must not see half a set of files.
  for (const [path, html] of pages) {
    const dir = join(root, "dist/client", path);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "index.html"), html);
  }
  console.log(`Prerendered ${pages.length} pages: ${pages.map(([p]) => p).join(" ")}`);
} catch (error) {
  console.error(`✖ prerender: ${(error as Error).message}`);
  failed = true;
} finally {
  try {
    if (worker.pid !== undefined) process.kill(-worker.pid, "SIGTERM");
  } catch {
    // already gone
  }
  rmSync(state, { recursive: true, force: true });
  rmSync(localConfig, { force: true });
}
process.exit(failed ? 1 : 0);
