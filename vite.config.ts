import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { defineConfig, type Plugin, type Rollup } from "vite";
import { type PageName, ROUTE_PRELOADS_FILE } from "./contract/routes";
import { lazySectionImports, pageScripts } from "./scripts/page-scripts";
import { pageModules } from "./web/src/app/page-modules";
import { inlineScriptHashes } from "./worker/pages/inline-scripts";
import { staticAssetHeaders } from "./worker/middleware/security-policy";

/**
 * Writes `_headers` so files the asset server answers directly carry the Worker's security headers.
 * Only the production build (`npm run deploy` sets CLOUDFLARE_ENV=production; served over https
 * only) asks browsers to upgrade requests: a local build is served over http (ADR 183).
 */
function securityHeadersFile(): Plugin {
  return {
    name: "kilbride:security-headers-file",
    applyToEnvironment: (environment) => environment.name === "client",
    async generateBundle() {
      const upgradeInsecureRequests = process.env.CLOUDFLARE_ENV === "production";
      this.emitFile({
        type: "asset",
        fileName: "_headers",
        source: staticAssetHeaders(await inlineScriptHashes(), { upgradeInsecureRequests }),
      });
    },
  };
}

/**
 * Emits every page's share card (scripts/share-cards.ts) with the client build. Drawing starts with
 * the build and runs while Vite bundles, so it adds little to the build's time; the dev server
 * never loads the drawing code.
 */
function shareCardFiles(): Plugin {
  let drawing: Promise<[path: string, png: Uint8Array][]> | undefined;
  return {
    name: "kilbride:share-cards",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      drawing = import("./scripts/share-cards").then(({ drawShareCards }) => drawShareCards());
    },
    async generateBundle() {
      const waiting = performance.now();
      const cards = (await drawing) ?? [];
      for (const [path, png] of cards) this.emitFile({ type: "asset", fileName: path.slice(1), source: png });
      // What the cards added to the build: the wait for them once the bundle was ready.
      console.log(`Share cards: ${cards.length} drawn; the build waited ${Math.round(performance.now() - waiting)} ms for them`);
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

/**
 * Writes route-preloads.json: for each page, its chunk and the chunks it imports (the entry aside),
 * so the Worker can have the browser preload exactly what that page will load; and the chunks of the
 * page's interaction-loaded sections (`lazySection`), which the boot script preloads only when the
 * visitor interacts before the page is live (scripts/page-scripts.ts).
 */
function routePreloadsFile(): Plugin {
  const source = resolve(import.meta.dirname, "web/src");
  const pageByModule = new Map(Object.entries(pageModules).map(([name, module]) => [resolve(source, `${module}.tsx`), name as PageName]));
  const islandsByModule = new Map<string, string[]>();
  return {
    name: "kilbride:route-preloads",
    // Before the TypeScript and JSX transforms: the `lazySection` calls as written.
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async transform(code, id) {
      if (!id.startsWith(source)) return null;
      const islands: string[] = [];
      for (const specifier of lazySectionImports(code)) {
        const resolved = await this.resolve(specifier, id);
        if (!resolved) this.error(`${id}: lazySection loads ${specifier}, which does not resolve`);
        islands.push(resolved.id);
      }
      if (islands.length) islandsByModule.set(id, islands);
      return null;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((b): b is Rollup.OutputChunk => b.type === "chunk");
      const preloads = pageScripts(chunks, pageByModule, islandsByModule);
      this.emitFile({ type: "asset", fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}

/** The Worker reaches the React page renderer through this name (worker/pages/page-renderer.d.ts). */
export const pageRendererAlias = { "virtual:kilbride/page-renderer": resolve(import.meta.dirname, "web/src/entry-server.tsx") };

export default defineConfig({
  root: "web",
  resolve: { alias: pageRendererAlias },
  publicDir: "public",
  plugins: [
    react(),
    tailwindcss(),
    cloudflare({
      configPath: "../wrangler.toml",
      // The root is web/, but the local database is the project's: `npm run dev`, `npm start` and
      // `wrangler dev` share .wrangler/state (migrated and seeded by scripts/prepare-local.ts).
      // KILBRIDE_LOCAL_STATE points a test's dev server at its own copy.
      persistState: { path: resolve(import.meta.dirname, process.env.KILBRIDE_LOCAL_STATE ?? ".wrangler/state") },
    }),
    securityHeadersFile(),
    shareCardFiles(),
    manifestOutOfAssets(),
    routePreloadsFile(),
  ],
  // `npm run dev` is reachable from this machine only (the local admin sign-in trusts it; ADR 181).
  server: { host: "127.0.0.1" },
  preview: { host: "127.0.0.1" },
  build: {
    outDir: "../dist",
    emptyOutDir: true,
    // Chunk graph for `npm run bench` (first-load bytes per route); moved out of dist/client
    // after the build so it is never served.
    manifest: true,
  },
});
