/** Projects as admins see and write them. */
import { eq } from "drizzle-orm";
import type { ProjectInput } from "#contract/admin-content.ts";
import type { AdminListQuery, AdminPage } from "#contract/admin-lists.ts";
import type { Project } from "#contract/entities.ts";
import { byText, keysetPage, mapPage, searchWhere } from "./admin-list";
import type { Db } from "./client";
import { toProject } from "./projects";
import { type AuditStatement, withAudit } from "./audit";
import { projects } from "./schema";

type ProjectRow = typeof projects.$inferSelect;

/** One page of projects matching the search in title, description or category. */
export async function listProjectsPage(db: Db, query: AdminListQuery): Promise<AdminPage<Project>> {
  const where = searchWhere([projects.title, projects.description, projects.category], query.q);
  const byTitle = byText((row: ProjectRow) => row.title, projects.title);
  return mapPage(await keysetPage(db, projects, query, where, { orders: { title: byTitle } }), (rows) => rows.map(toProject));
}

export async function createProject(db: Db, input: ProjectInput, audit?: AuditStatement): Promise<Project> {
  const [row] = await withAudit(db, db.insert(projects).values(input).returning(), audit);
  if (!row) throw new Error("Insert returned no row");
  return toProject(row);
}

/** Updates a project; null when it does not exist. */
export async function updateProject(db: Db, id: number, input: ProjectInput, audit?: AuditStatement): Promise<Project | null> {
  const [row] = await withAudit(
    db,
    db
      .update(projects)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(projects.id, id))
      .returning(),
    audit,
  );
  return row ? toProject(row) : null;
}

/** True when a project was deleted. */
export async function deleteProject(db: Db, id: number, audit?: AuditStatement): Promise<boolean> {
  const rows = await withAudit(db, db.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id }), audit);
  return rows.length > 0;
}
