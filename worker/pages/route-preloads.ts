/**
 * Each page's script files, from the build's route-preloads.json (vite.config.ts with
 * scripts/page-scripts.ts), read once per isolate through the asset binding. The page lists them
 * for the boot script (boot-script.ts): its code, fetched alongside the entry script rather than
 * after it has run; and its interaction-loaded sections' code, fetched with it only when the visitor
 * interacts before the page is live (ADR 144).
 */
import { ROUTE_PRELOADS_FILE, type PageName, type PageScripts, type RoutePreloads } from "#contract/routes.ts";

let preloads: Promise<RoutePreloads> | undefined;

/** Only hashed build files are ever written into a page. */
const BUILD_FILE = /^\/assets\/[\w.-]+\.js$/;

export async function routePreloads(assets: Fetcher, origin: string, page: PageName): Promise<PageScripts> {
  preloads ??= assets
    .fetch(new Request(new URL(`/${ROUTE_PRELOADS_FILE}`, origin)))
    .then((res) => (res.ok ? (res.json() as Promise<RoutePreloads>) : {}))
    // No map (e.g. `vite dev`, which builds nothing): pages still load, just without the hint.
    .catch(() => ({}));
  const scripts = (await preloads)[page];
  const built = (files: readonly string[] | undefined) => (files ?? []).filter((file) => BUILD_FILE.test(file));
  return { code: built(scripts?.code), islands: built(scripts?.islands) };
}
