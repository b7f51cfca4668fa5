import type { PartnerRequestPayload } from "../../contract/partner-request";
import type { Db } from "./client";
import { partnerRequests } from "./schema";

/** Stores a partnership request (one row; it does not appear on the wall) and returns its id. */
export async function createPartnerRequest(db: Db, input: PartnerRequestPayload): Promise<number> {
  const [row] = await db
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
    .returning({ id: partnerRequests.id });
  if (!row) throw new Error("Insert returned no row");
  return row.id;
}
