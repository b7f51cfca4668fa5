import type { ProjectRequestPayload } from "#contract/project-request.ts";
import type { Db } from "./client";
import { outboxInsert, type Audience, type StoredLead } from "./lead-notifications";
import { projectRequests } from "./schema";

/** Stores a project intake request (one row) with its notification in one batch; returns both ids. */
export async function createProjectRequest(
  db: Db,
  input: ProjectRequestPayload,
  audiences: readonly Audience[] = ["team"],
): Promise<StoredLead> {
  const [[row], notifications] = await db.batch([
    db
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
      .returning({ id: projectRequests.id }),
    outboxInsert(db, "project-requests", projectRequests, audiences),
  ]);
  if (!row) throw new Error("Insert returned no row");
  return { id: row.id, notificationIds: notifications.map((n) => n.id) };
}
