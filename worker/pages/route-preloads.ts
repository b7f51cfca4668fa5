/**
 * Each page's script files, from the build's route-preloads.json (vite.config.ts), read once per
 * isolate through the asset binding. The page lists them with the entry (boot-script.ts) so the
 * browser fetches a page's code alongside the entry script rather than after it has run.
 */
import { ROUTE_PRELOADS_FILE, type PageName, type RoutePreloads } from "#contract/routes.ts";

let preloads: Promise<RoutePreloads> | undefined;

/** Only hashed build files are ever written into a page. */
const BUILD_FILE = /^\/assets\/[\w.-]+\.js$/;

export async function routePreloads(assets: Fetcher, origin: string, page: PageName): Promise<string[]> {
  preloads ??= assets
    .fetch(new Request(new URL(`/${ROUTE_PRELOADS_FILE}`, origin)))
    .then((res) => (res.ok ? (res.json() as Promise<RoutePreloads>) : {}))
    // No map (e.g. `vite dev`, which builds nothing): pages still load, just without the hint.
    .catch(() => ({}));
  return ((await preloads)[page] ?? []).filter((file) => BUILD_FILE.test(file));
}
