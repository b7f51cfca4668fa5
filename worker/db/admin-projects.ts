/** Projects as admins see and write them. */
import { eq } from "drizzle-orm";
import type { ProjectInput } from "#contract/admin-content.ts";
import { type AdminListQuery, type AdminViewPage, adminViews, type ViewOf } from "#contract/admin-lists.ts";
import type { Project } from "#contract/entities.ts";
import { byText, byTextDesc, keysetViewPage, type ListViews, mapPage, searchWhere } from "./admin-list";
import type { Db } from "./client";
import { toProject } from "./projects";
import { projects } from "./schema";

type ProjectRow = typeof projects.$inferSelect;

// One view per category: by date it is a walk of the (category, created_at) index.
const projectViews = Object.fromEntries(
  adminViews.projects.map((view) => [view, view === "all" ? undefined : eq(projects.category, view)]),
) as ListViews<ViewOf<"projects">>;
const titleOf = (row: ProjectRow) => row.title;
const projectOrders = { title: byText(titleOf, projects.title), "title-desc": byTextDesc(titleOf, projects.title) };

/** One page of projects of a view (a category), matching the search in title, description or category, with each view's count. */
export async function listProjectsPage(db: Db, query: AdminListQuery): Promise<AdminViewPage<Project, ViewOf<"projects">>> {
  const where = searchWhere([projects.title, projects.description, projects.category], query.q);
  return mapPage(await keysetViewPage(db, projects, query, where, projectViews, { orders: projectOrders }), (rows) => rows.map(toProject));
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
