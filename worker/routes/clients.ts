/** /api/clients — the project intake form of /clients (Start Your Project). */
import type { CreatedResponse } from "#contract/contact.ts";
import { projectRequestSchema } from "#contract/project-request.ts";
import { decoyId } from "../lib/honeypot";
import { leadRoute } from "./lead-form";

export default leadRoute("/", {
  kind: "project-requests",
  schema: projectRequestSchema,
  bucket: "clients",
  decoy: (): CreatedResponse => ({ id: decoyId() }),
});
