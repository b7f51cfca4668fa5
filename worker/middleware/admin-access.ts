/**
 * The guard on every admin call. Cloudflare Access protects /admin* in front of the site, but a
 * Worker with static assets is not handed Access's identity, and any route it answers is on the
 * internet, so the Worker verifies the Access token itself: 401 without one, 403 for an invalid
 * one or an unconfigured deployment (fail closed). Unsafe methods also pass the Origin check.
 * Handlers read the admin's e-mail with `c.get("adminEmail")` and query D1 through `c.get("db")`:
 * the admin's D1 session (primary first, or continuing from the bookmark the admin sent), whose
 * bookmark goes back in the answer's x-d1-bookmark header.
 */
import type { Context, MiddlewareHandler } from "hono";
import { D1_BOOKMARK_HEADER } from "#contract/public-site.ts";
import { readAccessConfig, type AccessSettings } from "../access/config";
import { accessToken, verifyAccessToken } from "../access/verify";
import { type AuditRecord, auditEntry, recordAudit } from "../db/audit";
import { adminSession, sessionDb, type Db } from "../db/client";
import { jsonError } from "../lib/http-error";
import { originCheck } from "./origin-check";

/** Hono environment of admin sub-apps: the verified admin's e-mail is a request variable. */
export interface AdminEnv {
  Bindings: Env & AccessSettings;
  Variables: { adminEmail: string; db: Db };
}

/** What the audit helpers read of a request: the admin's e-mail and D1 handle (any admin route's context). */
type AdminContext = Pick<Context<AdminEnv>, "get">;

/**
 * The audit statement of this admin's write (ADR 283): pass it to the db function that makes the
 * change, which runs it in the same D1 batch. `db`: the handle that function uses.
 */
export const adminAudit = (c: AdminContext, record: AuditRecord, db: Db = c.get("db")) => auditEntry(db, c.get("adminEmail"), record);

/** An audit entry on its own, for a write with no D1 statement (an R2-only step). */
export const adminAuditAlone = (c: AdminContext, record: AuditRecord, db: Db = c.get("db")) => recordAudit(db, c.get("adminEmail"), record);

const ACCESS_REQUIRED = "Sign in through Cloudflare Access to use the admin area.";
const ACCESS_DENIED = "Your Access token is not valid for this site.";

export const adminAccess: MiddlewareHandler<AdminEnv> = async (c, next) => {
  const config = readAccessConfig(c.env, c.req.raw);
  if (!config.ok) return jsonError(c, 403, config.reason);
  const token = accessToken(c);
  if (!token) return jsonError(c, 401, ACCESS_REQUIRED);
  try {
    const identity = await verifyAccessToken(token, config);
    c.set("adminEmail", identity.email);
  } catch {
    return jsonError(c, 403, ACCESS_DENIED);
  }
  c.header("X-Robots-Tag", "noindex, nofollow");
  const session = adminSession(c.env, c.req.header(D1_BOOKMARK_HEADER));
  c.set("db", sessionDb(session));
  // Mounted anywhere, an admin route still refuses cross-site browser writes.
  const refused = await originCheck(c, next);
  if (refused instanceof Response) return refused;
  const bookmark = session.getBookmark();
  if (bookmark) c.res.headers.set(D1_BOOKMARK_HEADER, bookmark);
};
