/** /api/contact — the contact form. */
import { contactSchema, type CreatedResponse } from "#contract/contact.ts";
import { createInquiry } from "../db/inquiries";
import { decoyId } from "../lib/honeypot";
import { leadRoute } from "./lead-form";

export default leadRoute("/", {
  schema: contactSchema,
  bucket: "contact",
  store: createInquiry,
  decoy: (): CreatedResponse => ({ id: decoyId() }),
});
