import { priceLines, type MerchQuotePayload } from "../../contract/merch-quote";
import type { Db } from "./client";
import { merchQuotes } from "./schema";

/**
 * Stores a merchandise quote or order request (one row) with its lines priced from the catalogue
 * here on the server; whatever prices a client might send were dropped by validation.
 */
export async function createMerchQuote(db: Db, input: MerchQuotePayload): Promise<number> {
  const { lines, subtotalCents } = priceLines(input.lines);
  const [row] = await db
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
    .returning({ id: merchQuotes.id });
  if (!row) throw new Error("Insert returned no row");
  return row.id;
}
