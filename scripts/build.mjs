// `npm run build`: the Vite build (static assets + the Worker), then the pages prerendered by
// that Worker into static files (scripts/prerender.mjs).
import { must, npx } from "./lib.mjs";

await must(npx, ["vite", "build"]);
await must("node", ["scripts/prerender.mjs"]);
