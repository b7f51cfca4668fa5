/**
 * The audit log (ADR 283). An admin write adds `auditEntry(...)` to the D1 batch that makes its
 * change, so the change and its record commit together or not at all:
 *
 *   await db.batch([db.update(posts)…, auditEntry(db, c.get("adminEmail"), { action: "post.update", recordType: "blog_posts", recordId: id })]);
 *
 * A create records the new row's id with `insertedId` (the rowid of the batch's previous INSERT).
 * Nothing here updates or deletes entries; only the retention cron removes old ones.
 */
import { and, desc, eq, gte, lt, SQL, sql } from "drizzle-orm";
import { AUDIT_PAGE_SIZE, type AuditAction, type AuditEntry, type AuditPage, type AuditQuery } from "#contract/audit.ts";
import type { Db } from "./client";
import { auditLog } from "./schema";
import type { BatchItem } from "drizzle-orm/batch";

export interface AuditRecord {
  action: AuditAction;
  /** The table (or lead kind) of the record. */
  recordType: string;
  /** Which record; `insertedId` for one the same batch just created. */
  recordId?: string | number | SQL | null;
  /** A short note (counts, a new state); never personal data. `changedRows` counts the previous statement's rows. */
  detail?: Record<string, unknown> | SQL;
}

/** The rowid of the INSERT just before this statement in the batch (the new post, project…), as text. */
export const insertedId = sql`cast(last_insert_rowid() as text)`;

/** As an entry's detail: how many rows the statement just before it in the batch changed. */
export const changedRows = sql`json_object('records', changes())`;

const recordIdOf = (id: AuditRecord["recordId"]): SQL | string | null =>
  id === undefined || id === null ? null : typeof id === "object" ? id : String(id);
const detailOf = (detail: AuditRecord["detail"]): SQL | string | null =>
  detail === undefined ? null : detail instanceof SQL ? detail : JSON.stringify(detail);

/**
 * The statement that records one admin write: put it in the write's own D1 batch, right after the
 * statement that makes the change. It records only when that statement changed rows (an UPDATE or
 * DELETE that matched nothing leaves no entry), so the entry and the change commit together.
 */
export function auditEntry(db: Db, actor: string, record: AuditRecord) {
  // Every column of audit_log, in order (drizzle lists them all for an INSERT … SELECT).
  return db
    .insert(auditLog)
    .select(
      sql`SELECT NULL, ${actor}, ${record.action}, ${record.recordType}, ${recordIdOf(record.recordId)}, ${detailOf(record.detail)}, unixepoch('subsec') * 1000 WHERE changes() > 0`,
    );
}

/** An entry on its own: for a write with no D1 statement of its own (an R2-only step, a queue send). */
export async function recordAudit(db: Db, actor: string, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actor,
    action: record.action,
    recordType: record.recordType,
    recordId: recordIdOf(record.recordId),
    detail: detailOf(record.detail),
  });
}

/** The type of auditEntry's statement, for db functions that take one to batch with their write. */
export type AuditStatement = ReturnType<typeof auditEntry>;

/**
 * Runs a write, with its audit entry right after it in one D1 batch when there is one (callers
 * outside the admin API, such as the seed, pass none). Answers what the write answers.
 */
export async function withAudit<T>(db: Db, write: BatchItem<"sqlite"> & PromiseLike<T>, audit?: AuditStatement): Promise<T> {
  if (!audit) return await write;
  const [result] = await db.batch([write, audit]);
  return result as T;
}

const DAY_MS = 86_400_000;

/** One page of the log, newest first, with the filters applied. */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
  const t = auditLog;
  const where = and(
    query.actor ? eq(sql`lower(${t.actor})`, query.actor.toLowerCase()) : undefined,
    query.action ? eq(t.action, query.action) : undefined,
    query.recordType ? eq(t.recordType, query.recordType) : undefined,
    query.from ? gte(t.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(t.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)) : undefined,
    query.before === undefined ? undefined : lt(t.id, query.before),
  );
  const rows = await db
    .select()
    .from(t)
    .where(where)
    .orderBy(desc(t.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const entries: AuditEntry[] = page.map((r) => ({
    id: r.id,
    at: r.createdAt.toISOString(),
    actor: r.actor,
    action: r.action,
    recordType: r.recordType,
    recordId: r.recordId,
    detail: r.detail,
  }));
  const last = page.at(-1);
  return { entries, next: rows.length > AUDIT_PAGE_SIZE && last ? String(last.id) : null };
}
