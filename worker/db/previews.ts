/** Preview snapshots (ADR 313): stored when an admin presses Preview, read by the preview page until they expire. */
import { and, eq, gt, lte } from "drizzle-orm";
import type { Db } from "./client";
import type { AuditStatement } from "./audit";
import { contentPreviews } from "./schema";

type PreviewKind = "post" | "project";

export interface StoredPreview {
  kind: PreviewKind;
  itemId: number | null;
  data: Record<string, unknown>;
  expiresAt: Date;
}

/** A random token of 128 bits (hex): the snapshot's id and the unguessable part of its address. */
export function previewToken(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Stores a snapshot with its audit entry; the expired ones go in the same batch, so the table stays small without a cron. */
export async function storePreview(
  db: Db,
  preview: StoredPreview & { id: string; by: string; now: Date },
  audit: AuditStatement,
): Promise<void> {
  await db.batch([
    db.delete(contentPreviews).where(lte(contentPreviews.expiresAt, preview.now)),
    db.insert(contentPreviews).values({
      id: preview.id,
      kind: preview.kind,
      itemId: preview.itemId,
      data: preview.data,
      createdBy: preview.by,
      createdAt: preview.now,
      expiresAt: preview.expiresAt,
    }),
    audit,
  ]);
}

/** A snapshot that has not expired, or null. */
export async function findPreview(db: Db, id: string, now: Date): Promise<StoredPreview | null> {
  const row = await db
    .select()
    .from(contentPreviews)
    .where(and(eq(contentPreviews.id, id), gt(contentPreviews.expiresAt, now)))
    .get();
  return row ? { kind: row.kind, itemId: row.itemId, data: row.data, expiresAt: row.expiresAt } : null;
}
