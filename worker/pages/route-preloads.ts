/**
 * Each page's script files, from the build's route-preloads.json (vite.config.ts), read once per
 * isolate through the asset binding. The page HTML lists them as <link rel="modulepreload"> so the
 * browser fetches a page's code alongside the entry script rather than after it has run.
 */
import { ROUTE_PRELOADS_FILE, type PageName, type RoutePreloads } from "../../contract/routes";
import { escapeMarkup } from "./escape";

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

/** The <link> tags for some files. */
export function modulepreloadLinks(files: readonly string[]): string {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join("");
}

/**
 * The <link> tags that start a page's API reads with the HTML (contract/read-paths.ts).
 * `use-credentials` matches the fetch wrapper's `credentials: "include"`, so its fetch takes the
 * preloaded answer instead of asking again.
 */
export function dataPreloadLinks(paths: readonly string[]): string {
  return paths.map((path) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeMarkup(path)}">`).join("");
}

/**
 * A high-priority preload of a page's main image, when it is one of the site's own files (a path).
 * With variants, the browser picks the same one the <img> will (imagesrcset/imagesizes).
 */
export function imagePreloadLink(src: string | null | undefined, srcset?: string | null, sizes?: string): string {
  if (!src || !/^\/(?!\/)/.test(src)) return "";
  const variants = srcset && sizes ? ` imagesrcset="${escapeMarkup(srcset)}" imagesizes="${escapeMarkup(sizes)}"` : "";
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeMarkup(src)}"${variants}>`;
}
