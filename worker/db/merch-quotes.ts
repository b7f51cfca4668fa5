import { priceLines, type MerchQuotePayload } from "#contract/merch-quote.ts";
import type { Db } from "./client";
import { outboxInsert, type Audience, type StoredLead } from "./lead-notifications";
import { merchQuotes } from "./schema";

/**
 * Stores a merchandise quote or order request (one row, with its notification in one batch) with
 * its lines priced from the catalogue
 * here on the server; whatever prices a client might send were dropped by validation.
 */
export async function createMerchQuote(db: Db, input: MerchQuotePayload, audiences: readonly Audience[] = ["team"]): Promise<StoredLead> {
  const { lines, subtotalCents } = priceLines(input.lines);
  const [[row], notifications] = await db.batch([
    db
      .insert(merchQuotes)
      .values({
        kind: input.kind,
        companyName: input.companyName,
        contactName: input.contactName,
        email: input.email,
        phone: input.phone,
        requirements: input.requirements,
        lines,
        subtotalCents,
      })
      .returning({ id: merchQuotes.id }),
    outboxInsert(db, "merch-quotes", merchQuotes, audiences),
  ]);
  if (!row) throw new Error("Insert returned no row");
  return { id: row.id, notificationIds: notifications.map((n) => n.id) };
}
