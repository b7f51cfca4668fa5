// `npm run build`: the Vite build (static assets + the Worker), then the pages prerendered by
// that Worker into static files (scripts/prerender.ts).
import { must, npx } from "./lib.ts";

await must(npx, ["vite", "build"]);
await must("node", ["scripts/prerender.ts"]);
