import type { ProjectRequestPayload } from "../../contract/project-request";
import type { Db } from "./client";
import { projectRequests } from "./schema";

/** Stores a project intake request (one row) and returns its id. */
export async function createProjectRequest(db: Db, input: ProjectRequestPayload): Promise<number> {
  const [row] = await db
    .insert(projectRequests)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      company: input.company,
      projectType: input.projectType,
      location: input.location,
      budget: input.budget,
      timeline: input.timeline,
      notes: input.notes,
    })
    .returning({ id: projectRequests.id });
  if (!row) throw new Error("Insert returned no row");
  return row.id;
}
