/**
 * The version handshake of the admin post and project writes (ADR 270): reading the version a
 * write was made from (If-Match, or the body's `revision`), and answering an item with its ETag,
 * or a stale write with 409 and the current item.
 */
import type { Context } from "hono";
import type { TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";

/** What `c.json(object, status)` answers, named so these helpers keep the route types. */
type JsonAnswer<T, S extends 200 | 201 | 409> = Response & TypedResponse<JSONParsed<T>, S, "json">;
import {
  parseIfMatch,
  type StaleWrite,
  VERSION_CONFLICT_MESSAGE,
  VERSION_MESSAGE,
  VERSION_REQUIRED_MESSAGE,
  versionTag,
} from "#contract/revisions.ts";
import { jsonError } from "../../lib/http-error";

/**
 * The version the client edited: a number, null for "whatever is current" (If-Match: *, or no
 * version at all, which is accepted and logged so scripts written against the PUT keep working), or an error answer
 * (400 for a malformed version or two that disagree; 428 when `required` and there is none).
 */
export function requestedVersion(
  c: Context,
  bodyRevision: number | undefined,
  required = false,
): { expected: number | null } | { refused: ReturnType<typeof jsonError> } {
  const header = parseIfMatch(c.req.header("If-Match"));
  if (header === "malformed") return { refused: jsonError(c, 400, VERSION_MESSAGE, { revision: VERSION_MESSAGE }) };
  if (typeof header === "number" && bodyRevision !== undefined && bodyRevision !== header) {
    return { refused: jsonError(c, 400, VERSION_CONFLICT_MESSAGE, { revision: VERSION_CONFLICT_MESSAGE }) };
  }
  const expected = typeof header === "number" ? header : (bodyRevision ?? null);
  if (expected === null && header === null) {
    if (required) return { refused: jsonError(c, 428, VERSION_REQUIRED_MESSAGE) };
    console.warn("Admin write without a version: last write wins", { path: c.req.path, admin: c.get("adminEmail") });
  }
  return { expected };
}

/** An item with its version as the ETag. */
export function versioned<T extends { revision: number }, S extends 200 | 201 = 200>(
  c: Context,
  item: T,
  status: S = 200 as S,
): JsonAnswer<T, S> {
  c.header("ETag", versionTag(item.revision));
  return c.json(item, status) as JsonAnswer<T, S>;
}

/** 409: the item changed since the client's version; the current one comes along to compare. */
export function stale<T extends { revision: number }>(c: Context, message: string, current: T): JsonAnswer<StaleWrite<T>, 409> {
  c.header("ETag", versionTag(current.revision));
  const body: StaleWrite<T> = { message, current };
  return c.json(body, 409) as JsonAnswer<StaleWrite<T>, 409>;
}
