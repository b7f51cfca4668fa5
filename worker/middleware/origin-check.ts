/**
 * Refuses unsafe requests (POST, PUT, PATCH, DELETE) that a browser sent from another site.
 * Browsers always send Origin on such requests; tools like curl send none and are let through,
 * because cross-site request forgery needs a browser.
 */
import type { MiddlewareHandler } from "hono";
import { jsonError } from "../lib/http-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

// Untyped env: it reads only the request, so public and admin sub-apps can both use it.
export const originCheck: MiddlewareHandler = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header("Origin");
  const fetchSite = c.req.header("Sec-Fetch-Site");
  const ownOrigin = new URL(c.req.url).origin;
  if ((origin && origin !== ownOrigin) || fetchSite === "cross-site") {
    return jsonError(c, 403, "Cross-origin request refused.");
  }
  return next();
};
