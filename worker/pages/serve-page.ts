/**
 * HTML for every page route: the SPA shell from the asset server, with the theme script injected
 * into <head>, answered 404 for paths the SPA has no page for (the shell then shows the
 * not-found screen). Files with an extension pass straight through to the asset server.
 */
import type { Context } from "hono";
import { matchPath } from "../../contract/routes";
import type { AppEnv } from "../env";
import { THEME_SCRIPT } from "./theme-script";

const HAS_EXTENSION = /\/[^/]+\.[a-z0-9]+$/i;

export async function servePage(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  if (HAS_EXTENSION.test(url.pathname)) return c.env.ASSETS.fetch(c.req.raw);

  // Always fetch the shell afresh: the HTML differs per route, so the shell's ETag must not be reused.
  const shell = await c.env.ASSETS.fetch(new Request(new URL("/", url), { method: "GET" }));
  if (!shell.ok) return shell;

  const status = matchPath(url.pathname) ? 200 : 404;
  const rewritten = new HTMLRewriter()
    .on("head", {
      element(head) {
        head.prepend(`<script>${THEME_SCRIPT}</script>`, { html: true });
      },
    })
    .transform(shell);

  const headers = new Headers(rewritten.headers);
  headers.delete("ETag");
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Cache-Control", "no-cache");
  return new Response(c.req.method === "HEAD" ? null : rewritten.body, { status, headers });
}
