/** Projects as admins see and write them. */
import { desc, eq } from "drizzle-orm";
import type { ProjectInput } from "../../contract/admin-content";
import type { Project } from "../../contract/entities";
import type { ProjectCategory, ProjectRegion } from "../../contract/enums";
import type { Db } from "./client";
import { projects } from "./schema";

type ProjectRow = typeof projects.$inferSelect;

export function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    year: row.year,
    client: row.client,
    // Only the admin API writes these columns, through the contract's picklists.
    category: row.category as ProjectCategory,
    region: row.region as ProjectRegion,
    imageUrl: row.imageUrl,
    videoUrl: row.videoUrl,
    externalUrl: row.externalUrl,
    metrics: row.metrics,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every project, newest first. */
export async function listAllProjects(db: Db): Promise<Project[]> {
  const rows = await db.select().from(projects).orderBy(desc(projects.createdAt), desc(projects.id));
  return rows.map(toProject);
}

export async function createProject(db: Db, input: ProjectInput): Promise<Project> {
  const [row] = await db.insert(projects).values(input).returning();
  if (!row) throw new Error("Insert returned no row");
  return toProject(row);
}

/** Updates a project; null when it does not exist. */
export async function updateProject(db: Db, id: number, input: ProjectInput): Promise<Project | null> {
  const [row] = await db.update(projects).set({ ...input, updatedAt: new Date() }).where(eq(projects.id, id)).returning();
  return row ? toProject(row) : null;
}

/** True when a project was deleted. */
export async function deleteProject(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id });
  return rows.length > 0;
}
