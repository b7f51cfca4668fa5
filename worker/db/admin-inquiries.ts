/** Contact inquiries as admins see and handle them. */
import { eq, sql } from "drizzle-orm";
import type { AdminInquiry, HeldReason } from "#contract/admin.ts";
import type { AdminListQuery, AdminPage } from "#contract/admin-lists.ts";
import type { Inquiry } from "#contract/entities.ts";
import type { InquiryType } from "#contract/enums.ts";
import { leadPage } from "./admin-leads";
import type { Db } from "./client";
import { type AuditStatement, withAudit } from "./audit";
import { inquiries } from "./schema";

type InquiryRow = typeof inquiries.$inferSelect;

function toInquiry(row: InquiryRow): Inquiry {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    company: row.company,
    // Written only through the contact schema's picklist.
    inquiryType: row.inquiryType as InquiryType,
    message: row.message,
    responded: row.responded,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    respondedBy: row.respondedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page of inquiries matching the search (or the one `lead`), each with its team notification. */
export function listInquiriesPage(db: Db, query: AdminListQuery): Promise<AdminPage<AdminInquiry>> {
  // Stored through the registry's inquiries entry, so the row is an inquiries row.
  return leadPage(db, "inquiries", query, (row) => ({
    ...toInquiry(row as unknown as InquiryRow),
    held: (row.heldReason as HeldReason | null | undefined) ?? null,
  }));
}

/**
 * Marks an inquiry responded. Idempotent: the first admin and time are kept when it is marked
 * again. Null when it does not exist.
 */
export async function markResponded(db: Db, id: number, adminEmail: string, audit?: AuditStatement): Promise<Inquiry | null> {
  const [row] = await withAudit(
    db,
    db
      .update(inquiries)
      .set({
        responded: true,
        respondedAt: sql`coalesce(${inquiries.respondedAt}, ${Date.now()})`,
        respondedBy: sql`coalesce(${inquiries.respondedBy}, ${adminEmail})`,
      })
      .where(eq(inquiries.id, id))
      .returning(),
    audit,
  );
  return row ? toInquiry(row) : null;
}

/** True when an inquiry was deleted. */
export async function deleteInquiry(db: Db, id: number, audit?: AuditStatement): Promise<boolean> {
  const rows = await withAudit(db, db.delete(inquiries).where(eq(inquiries.id, id)).returning({ id: inquiries.id }), audit);
  return rows.length > 0;
}
