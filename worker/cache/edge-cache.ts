/**
 * Applies the cache table (./cache-policy.ts) to every response the Worker sends. Workers Cache stores
 * any response that does not forbid it (one without Cache-Control for two hours) and keys on the
 * URL alone, never on cookies, so the safe default is explicit: a response is shared only when its
 * route is cacheable, it succeeded (200/304) and it sets no cookie; everything else is
 * `private, no-store` with no Cache-Tag.
 */
import type { MiddlewareHandler } from "hono";
import { setResponseHeaders } from "../middleware/set-headers";
import { CACHEABLE_CLASSES, cacheControlOf, classify, PRIVATE_NO_STORE } from "./cache-policy";

const SHAREABLE_STATUS = new Set([200, 304]);

export const edgeCache: MiddlewareHandler = async (c, next) => {
  await next();
  const { rule, params } = classify(c.req.method, new URL(c.req.url).pathname);
  const status = c.res.status;
  setResponseHeaders(c, (headers) => {
    if (CACHEABLE_CLASSES.has(rule.class) && SHAREABLE_STATUS.has(status) && !headers.has("Set-Cookie")) {
      const tags = new Set([...(rule.tags?.(params) ?? []), ...(headers.get("Cache-Tag")?.split(",") ?? [])].filter(Boolean));
      headers.set("Cache-Control", cacheControlOf[rule.class] ?? PRIVATE_NO_STORE);
      if (tags.size) headers.set("Cache-Tag", [...tags].join(","));
      // A D1 bookmark belongs to one admin's session, never to a shared copy.
      headers.delete("x-d1-bookmark");
      return;
    }
    if ((rule.class === "static-file" || rule.class === "immutable-asset") && status < 400 && !headers.has("Set-Cookie")) {
      // A build file: the asset server's validators stand; without a Cache-Control the edge would keep it two hours.
      if (!headers.has("Cache-Control")) headers.set("Cache-Control", "public, max-age=0, must-revalidate");
      return;
    }
    headers.set("Cache-Control", PRIVATE_NO_STORE);
    headers.delete("Cache-Tag");
  });
};
