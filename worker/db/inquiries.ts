import type { ContactPayload } from "#contract/contact.ts";
import type { Db } from "./client";
import { outboxInsert, type Audience, type StoredLead } from "./lead-notifications";
import { inquiries } from "./schema";

/** Stores a contact-form inquiry (one row) with its notification in one batch; returns both ids. */
export async function createInquiry(db: Db, input: ContactPayload, audiences: readonly Audience[] = ["team"]): Promise<StoredLead> {
  const [[row], notifications] = await db.batch([
    db
      .insert(inquiries)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        company: input.company,
        inquiryType: input.inquiryType,
        message: input.message,
      })
      .returning({ id: inquiries.id }),
    outboxInsert(db, "inquiries", inquiries, audiences),
  ]);
  if (!row) throw new Error("Insert returned no row");
  return { id: row.id, notificationIds: notifications.map((n) => n.id) };
}
