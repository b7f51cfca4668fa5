import { drizzle } from "drizzle-orm/d1";

/**
 * A Drizzle handle over the D1 binding (the primary). Cheap to create: one per request. Public
 * writes (forms, chat) use it; public reads use publicDb, admin calls their request's session.
 * Without the schema: the Worker builds its queries from the tables (select/insert/update), never
 * through Drizzle's relational `db.query`, and passing the schema made every handle walk every
 * table to build that API (a few per cent of a page request's CPU: ADR 257).
 */
export function getDb(env: Pick<Env, "DB">) {
  return drizzle(env.DB);
}

export type Db = ReturnType<typeof getDb>;

/**
 * Drizzle over a D1 session. Drizzle only calls prepare() and batch(), which a session has; its
 * types ask for the whole D1Database, hence the cast.
 */
export function sessionDb(session: D1DatabaseSession): Db {
  return drizzle(session as unknown as D1Database);
}

/**
 * Public reads: any replica will do (`first-unconstrained`), since what they answer is cached
 * for up to a minute anyway. With read replication on, they are served near the visitor.
 */
export function publicDb(env: Pick<Env, "DB">): Db {
  return sessionDb(publicSession(env));
}

/** The D1 session of public reads, for the few run without Drizzle (compiled-select.ts). */
export function publicSession(env: Pick<Env, "DB">): D1DatabaseSession {
  return env.DB.withSession("first-unconstrained");
}

// D1 bookmarks are hex groups joined by dashes; anything else is ignored rather than sent to D1.
const BOOKMARK = /^[0-9a-f]+(?:-[0-9a-f]+)*$/i;

/**
 * An admin request's session: it continues from the bookmark the admin's previous answer carried
 * (so a read after their own write sees it, on whichever replica), else starts at the primary.
 */
export function adminSession(env: Pick<Env, "DB">, bookmark: string | undefined): D1DatabaseSession {
  return env.DB.withSession(bookmark && bookmark.length <= 256 && BOOKMARK.test(bookmark) ? bookmark : "first-primary");
}
