import type { MiddlewareHandler } from "hono";

/** Tells crawlers not to index or follow a response (admin pages). */
export const noindex: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
};
