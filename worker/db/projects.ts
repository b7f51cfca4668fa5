/** Projects, as the public API and the edge pages read them. */
import { desc, eq } from "drizzle-orm";
import type { Project } from "#contract/entities.ts";
import type { ProjectCategory, ProjectRegion } from "#contract/enums.ts";
import type { Db } from "./client";
import { projects } from "./schema";

type ProjectRow = typeof projects.$inferSelect;

/** A row as the API shapes it. */
export function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    year: row.year,
    client: row.client,
    // Written only through the admin schema, which allows these values alone.
    category: row.category as ProjectCategory,
    region: row.region as ProjectRegion,
    imageUrl: row.imageUrl,
    videoUrl: row.videoUrl,
    externalUrl: row.externalUrl,
    metrics: row.metrics,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every project (or one category's), newest first. */
export async function listProjects(db: Db, category?: ProjectCategory): Promise<Project[]> {
  const query = db.select().from(projects);
  const rows = await (category ? query.where(eq(projects.category, category)) : query).orderBy(desc(projects.createdAt), desc(projects.id));
  return rows.map(toProject);
}

/** One project by id, or null. */
export async function findProject(db: Db, id: number): Promise<Project | null> {
  const row = await db.select().from(projects).where(eq(projects.id, id)).get();
  return row ? toProject(row) : null;
}

/** Every project's id and last change, for the sitemap. */
export async function listProjectLastmods(db: Db): Promise<{ id: number; updatedAt: Date }[]> {
  return db.select({ id: projects.id, updatedAt: projects.updatedAt }).from(projects).orderBy(desc(projects.id));
}
