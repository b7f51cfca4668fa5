/** /api/contact — the contact form. */
import { contactSchema, type CreatedResponse } from "#contract/contact.ts";
import { decoyId } from "../lib/honeypot";
import { leadRoute } from "./lead-form";

export default leadRoute("/", {
  kind: "inquiries",
  schema: contactSchema,
  bucket: "contact",
  decoy: (): CreatedResponse => ({ id: decoyId() }),
});
