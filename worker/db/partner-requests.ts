import type { PartnerRequestPayload } from "#contract/partner-request.ts";
import type { Db } from "./client";
import { outboxInsert, type Audience, type StoredLead } from "./lead-notifications";
import { partnerRequests } from "./schema";

/** Stores a partnership request (one row; not on the wall) with its notification in one batch; returns both ids. */
export async function createPartnerRequest(
  db: Db,
  input: PartnerRequestPayload,
  audiences: readonly Audience[] = ["team"],
): Promise<StoredLead> {
  const [[row], notifications] = await db.batch([
    db
      .insert(partnerRequests)
      .values({
        name: input.name,
        orgType: input.orgType,
        email: input.email,
        phone: input.phone,
        website: input.website,
        description: input.description,
        logoUrl: input.logoUrl,
      })
      .returning({ id: partnerRequests.id }),
    outboxInsert(db, "partner-requests", partnerRequests, audiences),
  ]);
  if (!row) throw new Error("Insert returned no row");
  return { id: row.id, notificationIds: notifications.map((n) => n.id) };
}
