/** /api/partners — the public partners wall (GET) and the 'Become a Partner' request (POST). */
import type { CreatedResponse } from "#contract/contact.ts";
import { partnerRequestSchema } from "#contract/partner-request.ts";
import { publicDb } from "../db/client";
import { listPartners } from "../db/partners";
import { jsonWithEtag } from "../cache/json-with-etag";
import { decoyId } from "../lib/honeypot";
import { leadRoute } from "./lead-form";

export default leadRoute("/", {
  kind: "partner-requests",
  schema: partnerRequestSchema,
  bucket: "partners",
  decoy: (): CreatedResponse => ({ id: decoyId() }),
}).get("/", async (c) => jsonWithEtag(c, await listPartners(publicDb(c.env))));
