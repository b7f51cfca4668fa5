/**
 * Retention (docs/privacy.md, ADR 281): each lead kind is kept for its configured number of months
 * (wrangler.toml RETENTION_MONTHS_<KIND>, 24 by default), the audit log for AUDIT_RETENTION_DAYS;
 * the cron deletes what is older, in bounded rounds (a lead with its notifications, in one batch).
 * Form sends' idempotency keys (ADR 302) are kept a day.
 * Chat conversations expire on their own (CHAT_RETENTION_DAYS, the Durable Object's alarm).
 */
import { eq, getTableName, lt, sql } from "drizzle-orm";
import type { LeadKind } from "#contract/lead-kinds.ts";
import type { RetentionSettings } from "#contract/privacy.ts";
import type { Db } from "./client";
import { leadKind, leadKindsShown } from "./lead-kinds";
import { purgeSubmissionKeys } from "./lead-submissions";
import { auditLog, leadNotifications, leadSubmissions } from "./schema";

const DEFAULT_LEAD_MONTHS = 24;
const DEFAULT_CHAT_DAYS = 30;
const DEFAULT_AUDIT_DAYS = 730;

/** Rows deleted per statement, and rounds per table per cron run: 20,000 rows a run at most, ~70 queries. */
const ROUND = 1000;
const MAX_ROUNDS = 20;

/** The variable that sets a kind's months: RETENTION_MONTHS_PROJECT_REQUESTS for "project-requests". */
const retentionVariable = (kind: LeadKind) => `RETENTION_MONTHS_${kind.toUpperCase().replace(/-/g, "_")}`;

function positive(value: unknown, fallback: number): number {
  const n = typeof value === "string" && /^\d{1,5}$/.test(value.trim()) ? Number(value) : Number.NaN;
  return n > 0 ? n : fallback;
}

/** The settings as configured; a missing or malformed value falls back to its default. */
export function retentionSettings(env: object): RetentionSettings {
  const vars = env as Record<string, unknown>;
  return {
    leads: leadKindsShown.map((kind) => ({
      kind,
      label: leadKind(kind).label,
      months: positive(vars[retentionVariable(kind)], DEFAULT_LEAD_MONTHS),
    })),
    chatDays: positive(vars.CHAT_RETENTION_DAYS, DEFAULT_CHAT_DAYS),
    auditDays: positive(vars.AUDIT_RETENTION_DAYS, DEFAULT_AUDIT_DAYS),
  };
}

/** `now` less whole calendar months (UTC). */
export function monthsBefore(now: number, months: number): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

/** What one run removed, by table. */
export type RetentionRun = Record<string, number>;

/** Deletes everything past its period (as of `now`); a run stops after MAX_ROUNDS per table and the next continues. */
export async function enforceRetention(db: Db, settings: RetentionSettings, now: number): Promise<RetentionRun> {
  const removed: RetentionRun = {};
  for (const { kind, months } of settings.leads) {
    const { table } = leadKind(kind);
    const cutoff = monthsBefore(now, months);
    const old = sql`SELECT ${table.id} FROM ${table} WHERE ${table.createdAt} < ${cutoff.getTime()} ORDER BY ${table.id} LIMIT ${ROUND}`;
    let leads = 0;
    let notes = 0;
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const [deletedNotes, deletedLeads] = await db.batch([
        db
          .delete(leadNotifications)
          .where(sql`${eq(leadNotifications.leadKind, kind)} AND ${leadNotifications.leadId} IN (${old})`)
          .returning({ id: leadNotifications.id }),
        db.delete(table).where(sql`${table.id} IN (${old})`).returning({ id: table.id }),
      ]);
      notes += deletedNotes.length;
      leads += deletedLeads.length;
      if (deletedLeads.length < ROUND) break;
    }
    removed[getTableName(table)] = leads;
    removed[`${getTableName(leadNotifications)}:${kind}`] = notes;
  }
  const auditCutoff = now - settings.auditDays * 86_400_000;
  let audit = 0;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const deleted = await db
      .delete(auditLog)
      .where(
        sql`${auditLog.id} IN (SELECT ${auditLog.id} FROM ${auditLog} WHERE ${lt(auditLog.createdAt, new Date(auditCutoff))} ORDER BY ${auditLog.id} LIMIT ${ROUND})`,
      )
      .returning({ id: auditLog.id });
    audit += deleted.length;
    if (deleted.length < ROUND) break;
  }
  removed[getTableName(auditLog)] = audit;
  removed[getTableName(leadSubmissions)] = await purgeSubmissionKeys(db, now);
  return removed;
}
