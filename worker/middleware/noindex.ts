import type { MiddlewareHandler } from "hono";

/** Tells crawlers not to index or follow a response (admin pages). */
export const noindex: MiddlewareHandler = async (c, next) => {
  await next();
  // A file path under /admin (/admin/foo.png) is the asset server's answer, whose headers are
  // immutable: setting one on it threw ("Can't modify immutable headers", a 500). Copy first.
  c.res = new Response(c.res.body, c.res);
  c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
};
