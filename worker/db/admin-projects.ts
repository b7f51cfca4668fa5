/** Projects as admins see and write them. */
import { eq } from "drizzle-orm";
import type { ProjectInput } from "#contract/admin-content.ts";
import type { Project } from "#contract/entities.ts";
import type { Db } from "./client";
import { toProject } from "./projects";
import { projects } from "./schema";

// Listing and finding are the public queries (worker/db/projects.ts): admins see every project too.

export async function createProject(db: Db, input: ProjectInput): Promise<Project> {
  const [row] = await db.insert(projects).values(input).returning();
  if (!row) throw new Error("Insert returned no row");
  return toProject(row);
}

/** Updates a project; null when it does not exist. */
export async function updateProject(db: Db, id: number, input: ProjectInput): Promise<Project | null> {
  const [row] = await db
    .update(projects)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(projects.id, id))
    .returning();
  return row ? toProject(row) : null;
}

/** True when a project was deleted. */
export async function deleteProject(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id });
  return rows.length > 0;
}
