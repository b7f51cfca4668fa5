/** Projects as admins see and write them. */
import { eq } from "drizzle-orm";
import type { ProjectInput } from "#contract/admin-content.ts";
import type { AdminListQuery, AdminPage } from "#contract/admin-lists.ts";
import type { Project } from "#contract/entities.ts";
import { byCreated, keysetPage, mapPage, searchWhere, type SortOrder } from "./admin-list";
import type { Db } from "./client";
import { toProject } from "./projects";
import { projects } from "./schema";

type ProjectRow = typeof projects.$inferSelect;

/** One page of projects matching the search in title, description or category. */
export async function listProjectsPage(db: Db, query: AdminListQuery): Promise<AdminPage<Project>> {
  const order: SortOrder<ProjectRow> =
    query.sort === "title"
      ? { column: projects.title, direction: "asc", keyOf: (row) => row.title }
      : byCreated(projects.createdAt, query.sort);
  const page = await keysetPage<ProjectRow>(db, {
    table: projects,
    sort: query.sort,
    order,
    id: projects.id,
    idOf: (row) => row.id,
    where: searchWhere([projects.title, projects.description, projects.category], query.q),
    cursor: query.cursor,
  });
  return mapPage(page, (rows) => rows.map(toProject));
}

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
