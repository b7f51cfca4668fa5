/** /api/clients — the project intake form of /clients (Start Your Project). */
import type { CreatedResponse } from "#contract/contact.ts";
import { projectRequestSchema } from "#contract/project-request.ts";
import { createProjectRequest } from "../db/project-requests";
import { decoyId } from "../lib/honeypot";
import { leadRoute } from "./lead-form";

export default leadRoute("/", {
  schema: projectRequestSchema,
  bucket: "clients",
  store: createProjectRequest,
  decoy: (): CreatedResponse => ({ id: decoyId() }),
});
