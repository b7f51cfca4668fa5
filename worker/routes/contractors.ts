/** /api/contractors — the contractor application of /contractors. */
import type { CreatedResponse } from "#contract/contact.ts";
import { contractorSchema } from "#contract/contractor.ts";
import { createContractorApplication } from "../db/contractor-applications";
import { decoyId } from "../lib/honeypot";
import { leadRoute } from "./lead-form";

export default leadRoute("/", {
  schema: contractorSchema,
  bucket: "contractors",
  store: createContractorApplication,
  decoy: (): CreatedResponse => ({ id: decoyId() }),
});
