/** /robots.txt: everything public may be crawled; the admin area and the API may not. */
import type { Context } from "hono";
import { absoluteUrl } from "#contract/meta.ts";
import type { AppEnv } from "../env";

export function robotsTxt(c: Context<AppEnv>): Response {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api",
    "",
    `Sitemap: ${absoluteUrl(c.env.SITE_URL, "/sitemap.xml")}`,
    "",
  ].join("\n");
  return c.body(body, 200, { "Content-Type": "text/plain; charset=utf-8" });
}
