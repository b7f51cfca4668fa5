import type { Context } from "hono";

/**
 * Sets headers on the response where it stands. Replacing it (`c.res = new Response(…)`) costs two
 * copies, since Hono's setter copies the response and its headers again: a few per cent of a page
 * request, twice (ADR 273). Only an answer passed through from the asset server or a fetch has
 * immutable headers: its first change throws a TypeError before anything is changed, and that answer
 * is copied once, then set.
 */
export function setResponseHeaders(c: Context, set: (headers: Headers) => void): void {
  try {
    set(c.res.headers);
    return;
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
  }
  c.res = new Response(c.res.body, c.res);
  set(c.res.headers);
}
