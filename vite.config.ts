import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";
import { staticAssetHeaders } from "./worker/security/policy";

/** Writes `_headers` so files the asset server answers directly carry the Worker's security headers. */
function securityHeadersFile(): Plugin {
  return {
    name: "kilbride:security-headers-file",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "_headers", source: staticAssetHeaders() });
    },
  };
}

/** Moves the client build manifest to dist/build-manifest.json, out of the served directory. */
function manifestOutOfAssets(): Plugin {
  return {
    name: "kilbride:manifest-out-of-assets",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options) {
      const dir = options.dir ?? "dist/client";
      const target = resolve(dir, "../build-manifest.json");
      mkdirSync(dirname(target), { recursive: true });
      renameSync(resolve(dir, ".vite/manifest.json"), target);
      rmSync(resolve(dir, ".vite"), { recursive: true, force: true });
    },
  };
}

export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [react(), tailwindcss(), cloudflare({ configPath: "../wrangler.toml" }), securityHeadersFile(), manifestOutOfAssets()],
  build: {
    outDir: "../dist",
    emptyOutDir: true,
    // Chunk graph for `npm run bench` (first-load bytes per route); moved out of dist/client
    // after the build so it is never served.
    manifest: true,
  },
});
