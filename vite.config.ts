import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
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

export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [react(), tailwindcss(), cloudflare({ configPath: "../wrangler.toml" }), securityHeadersFile()],
  build: {
    outDir: "../dist",
    emptyOutDir: true,
  },
});
