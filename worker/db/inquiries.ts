import type { ContactPayload } from "../../contract/contact";
import type { Db } from "./client";
import { inquiries } from "./schema";

/** Stores a contact-form inquiry (one row) and returns its id. */
export async function createInquiry(db: Db, input: ContactPayload): Promise<number> {
  const [row] = await db
    .insert(inquiries)
    .values({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      company: input.company,
      inquiryType: input.inquiryType,
      message: input.message,
    })
    .returning({ id: inquiries.id });
  if (!row) throw new Error("Insert returned no row");
  return row.id;
}
