/** /api/contractors — the contractor application of /contractors. */
import type { CreatedResponse } from "#contract/contact.ts";
import { contractorSchema } from "#contract/contractor.ts";
import { decoyId } from "../lib/honeypot";
import { leadRoute } from "./lead-form";

export default leadRoute("/", {
  kind: "contractor-applications",
  schema: contractorSchema,
  bucket: "contractors",
  decoy: (): CreatedResponse => ({ id: decoyId() }),
});
