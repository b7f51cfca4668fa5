/**
 * HTML for every page route. Public pages are rendered here with React (the same components the
 * browser hydrates), from the API reads each page starts with, which the HTML also carries so the
 * browser does not fetch them again. Admin pages stay client-rendered behind Access: they get the
 * shell only, so no private data is ever in server HTML. Paths the app has no page for, and posts
 * or projects that do not exist, answer 404 with the not-found screen rendered.
 * Files pass straight through to the asset server.
 */
import type { Context } from "hono";
import { renderPage } from "virtual:kilbride/page-renderer";
import { jsonForScript } from "#contract/json-for-script.ts";
import { PAGE_READS_ELEMENT_ID } from "#contract/page-reads-element.ts";
import { embeddedReads, pageReads } from "#contract/read-paths.ts";
import { isAdminPage, matchPath, paths, queryRenderedPages, type PageName, type PageScripts } from "#contract/routes.ts";
import { pageCacheHeaders, PRIVATE_NO_STORE } from "../cache/cache-policy";
import type { AppEnv } from "../env";
import { handedOver, inWorkerRequest, type PageLoads } from "../lib/in-worker-reads";
import { bootScripts } from "./boot-script";
import { escapeMarkup } from "./escape";
import { routePreloads } from "./route-preloads";
import { pageShell, type PageShell } from "./shell";

/** Files: a name with an extension, or Vite's own dev-server modules (/@vite/client, /@react-refresh). */
const FILE_PATH = /\/[^/]+\.[a-z0-9]+$|^\/@/i;

/**
 * Answers an API path as the public would get it (the Worker's own app, no cookies), its data handed
 * over rather than written as JSON (lib/in-worker-reads.ts).
 */
export type ApiFetch = (request: Request) => Response | Promise<Response>;

type Reads = Record<string, unknown>;

/**
 * A prerendered page whose view follows the query (contract/routes.ts queryRenderedPages), asked
 * for without one: its prerendered file is the answer. The prerender itself asks for the path with
 * a trailing slash, which is rendered here.
 */
function isPrerenderedAsIs(name: PageName, url: URL): boolean {
  return (queryRenderedPages as readonly PageName[]).includes(name) && url.pathname === paths[name] && !url.search;
}

/**
 * The prerendered file of such a page, answered as the page it is: the Worker ran first, so the
 * answer carries the page class's headers and its `page:<path>` tag like any rendered page (a deploy
 * changes the file; the tag lets a purge reach it). It shows no API read.
 */
async function prerenderedAsPage(c: Context<AppEnv>, path: string): Promise<Response> {
  const file = await c.env.ASSETS.fetch(c.req.raw);
  if (file.status !== 200) return file;
  const res = new Response(file.body, file);
  for (const [name, value] of Object.entries(pageCacheHeaders(path, []))) res.headers.set(name, value);
  return res;
}

/**
 * The page's reads: 200 → the JSON, 404 → null (the page shows its not-found state), and so is 400:
 * a read built from the page's own URL that the API refuses (`/blog?page=abc`) is no page. Anything else
 * is left out, and the browser fetches it itself and shows the page's error state if it fails again
 * (`complete` false: such a page must not be cached).
 */
async function fetchReads(
  apiFetch: ApiFetch,
  origin: string,
  paths: readonly string[],
): Promise<{ reads: Reads; missing: boolean; complete: boolean }> {
  const page: PageLoads = new Map();
  const answers = await Promise.all(
    paths.map(async (path) => {
      const response = await apiFetch(inWorkerRequest(new URL(path, origin), page));
      if (response.status === 404 || response.status === 400) {
        await response.body?.cancel();
        return [path, null] as const;
      }
      if (!response.ok) {
        await response.body?.cancel();
        return undefined;
      }
      // The handler's data as it is (jsonWithEtag hands it over); JSON from any other answer.
      const handed = handedOver(response);
      return [path, handed ? handed.data : await response.json()] as const;
    }),
  );
  const reads: Reads = {};
  let missing = false;
  let complete = true;
  for (const answer of answers) {
    if (!answer) {
      complete = false;
      continue;
    }
    reads[answer[0]] = answer[1];
    if (answer[1] === null) missing = true;
  }
  return { reads, missing, complete };
}

/**
 * `shows`: the public reads whose data the HTML holds. The page is cached at the edge with their
 * tags (worker/cache/cache-policy.ts), so an admin change to any of them purges it; the edgeCache
 * middleware makes anything but a 200 private.
 */
function htmlResponse(c: Context<AppEnv>, html: string, status: number, shows: readonly string[] | null): Response {
  const path = new URL(c.req.url).pathname;
  const headers = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    ...(shows ? pageCacheHeaders(path, shows) : { "Cache-Control": PRIVATE_NO_STORE }),
  });
  return new Response(c.req.method === "HEAD" ? null : html, { status, headers });
}

/**
 * The whole document: shell + the page's head tags + the rendered app + its reads (a list page's
 * without its items, whose cards the HTML holds) + its code. The
 * reads carry the query the page was rendered with (`data-search`), so the browser hydrates with
 * the same one (web/src/lib/use-client-location.ts).
 */
function documentHtml(shell: PageShell, parts: { head: string; body: string; reads: Reads; search: string; scripts: PageScripts }): string {
  const search = parts.search ? ` data-search="${escapeMarkup(parts.search)}"` : "";
  const readsScript = `<script type="application/json" id="${PAGE_READS_ELEMENT_ID}"${search}>${jsonForScript(embeddedReads(parts.reads))}</script>`;
  return `${shell.head}${parts.head}${shell.beforeRoot}${parts.body}${shell.afterRoot}${readsScript}${bootScripts([...shell.modules, ...parts.scripts.code], parts.scripts.islands)}${shell.afterBody}`;
}

export async function servePage(c: Context<AppEnv>, apiFetch: ApiFetch): Promise<Response> {
  const url = new URL(c.req.url);
  if (FILE_PATH.test(url.pathname)) return c.env.ASSETS.fetch(c.req.raw);

  const match = matchPath(url.pathname);
  if (match && isPrerenderedAsIs(match.name, url)) return prerenderedAsPage(c, url.pathname);
  const [shell, scripts] = await Promise.all([
    pageShell(c.env.ASSETS, url.origin),
    match ? routePreloads(c.env.ASSETS, url.origin, match.name) : { code: [], islands: [] },
  ]);
  if (!shell) return c.env.ASSETS.fetch(c.req.raw);

  if (match && isAdminPage(match.name)) {
    return htmlResponse(
      c,
      `${shell.head}${shell.fallbackHead}${shell.beforeRoot}${shell.afterRoot}${bootScripts([...shell.modules, ...scripts.code])}${shell.afterBody}`,
      200,
      null,
    );
  }

  const { reads, missing, complete } = match
    ? await fetchReads(apiFetch, url.origin, pageReads(match.name, match.params, url.searchParams))
    : { reads: {}, missing: false, complete: true };
  // A trailing slash is the same page (the prerender asks for /about/, since /about itself is the
  // asset server's); the app renders the path without it. Encoded control characters (CR, LF…)
  // are dropped: no page has them, and the router renders nothing at all for such a path.
  const pathname = (url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname).replace(/%(?:[01][0-9a-f]|7f)/gi, "");
  const page = await renderPage(pathname + url.search, reads);
  const status = !match || missing ? 404 : 200;
  // A page rendered without one of its reads (the database failed) shows a loading state: never cached.
  return htmlResponse(
    c,
    documentHtml(shell, { head: page.head, body: page.body, reads, search: url.search, scripts }),
    status,
    complete ? Object.keys(reads) : null,
  );
}
