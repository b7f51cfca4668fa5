/** Projects as admins see and write them: versioned saves, revisions and the trash (ADRs 270–271). */
import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { ProjectInput } from "#contract/admin-content.ts";
import { type AdminListQuery, type AdminViewPage, adminViews, type ViewOf } from "#contract/admin-lists.ts";
import type { ProjectCategory } from "#contract/enums.ts";
import type { AdminProject, AdminProjectRow } from "#contract/revisions.ts";
import type { WriteOutcome } from "./admin-posts";
import { byText, byTextDesc, keysetViewPage, type ListViews, mapPage, searchWhere } from "./admin-list";
import type { Db } from "./client";
import { dropRevisionsOf, pruneRevisions, storeSnapshot } from "./content-history";
import { toProject } from "./projects";
import { type AuditStatement, withAudit } from "./audit";
import { projects } from "./schema";

type ProjectRow = typeof projects.$inferSelect;

// One view per category: by date it is a walk of the (category, created_at) index.
const projectViews = Object.fromEntries(
  adminViews.projects.map((view) => [view, view === "all" ? undefined : eq(projects.category, view)]),
) as ListViews<ViewOf<"projects">>;
/** The columns the projects list reads: what it shows and links with, never the descriptions (AdminProjectRow). */
const listColumns = {
  id: projects.id,
  title: projects.title,
  category: projects.category,
  client: projects.client,
  published: projects.published,
  createdAt: projects.createdAt,
};
type ListedRow = Pick<ProjectRow, keyof typeof listColumns>;
const titleOf = (row: ListedRow) => row.title;
const projectOrders = { title: byText(titleOf, projects.title), "title-desc": byTextDesc(titleOf, projects.title) };

/** A row as the admin API answers it: the project and its version. */
function toAdminProject(row: ProjectRow): AdminProject {
  return {
    ...toProject(row),
    descriptionHtml: row.descriptionHtml,
    published: row.published,
    revision: row.revision,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const fields = ({ revision: _version, ...input }: ProjectInput) => input;

/** One page of projects (the trash not) of a view (a category), matching the search in title, description or category, with each view's count. */
export async function listProjectsPage(db: Db, query: AdminListQuery): Promise<AdminViewPage<AdminProjectRow, ViewOf<"projects">>> {
  const where = and(isNull(projects.deletedAt), searchWhere([projects.title, projects.description, projects.category], query.q));
  const page = await keysetViewPage<ListedRow, ViewOf<"projects">>(db, projects, query, where, projectViews, {
    columns: listColumns,
    orders: projectOrders,
  });
  // The column holds only the categories the input schema accepts (as toProject reads it).
  return mapPage(page, (rows) =>
    rows.map((row) => ({ ...row, category: row.category as ProjectCategory, createdAt: row.createdAt.toISOString() })),
  );
}

export async function createProject(db: Db, input: ProjectInput, by: string, audit?: AuditStatement): Promise<AdminProject> {
  const [row] = await withAudit(
    db,
    db
      .insert(projects)
      .values({ ...fields(input), updatedBy: by })
      .returning(),
    audit,
  );
  if (!row) throw new Error("Insert returned no row");
  return toAdminProject(row);
}

/** One project for the editor, trashed or not; null when there is none. */
export async function findAdminProject(db: Db, id: number): Promise<{ project: AdminProject; trashed: boolean } | null> {
  const row = await db.select().from(projects).where(eq(projects.id, id)).get();
  return row ? { project: toAdminProject(row), trashed: row.deletedAt !== null } : null;
}

/** Saves a project made from version `expected` (null: whatever is current), as updatePost does a post. */
export async function updateProject(
  db: Db,
  id: number,
  input: ProjectInput,
  write: { expected: number | null; by: string; kept: number },
  audit?: AuditStatement,
): Promise<WriteOutcome<AdminProject>> {
  const existing = await db.select().from(projects).where(eq(projects.id, id)).get();
  if (!existing) return { status: "missing" };
  if (existing.deletedAt) return { status: "trashed" };
  if (write.expected !== null && write.expected !== existing.revision) return { status: "stale", current: toAdminProject(existing) };
  const base = existing.revision;
  const [, [row]] = await db.batch([
    storeSnapshot(db, "project", id, base),
    db
      .update(projects)
      .set({ ...fields(input), updatedAt: new Date(), updatedBy: write.by, revision: base + 1 })
      .where(and(eq(projects.id, id), eq(projects.revision, base), isNull(projects.deletedAt)))
      .returning(),
    // The audit entry right after the change it records (it checks that rows changed).
    ...(audit ? [audit] : []),
    pruneRevisions(db, "project", id, write.kept),
  ]);
  if (row) return { status: "saved", item: toAdminProject(row) };
  const found = await findAdminProject(db, id);
  if (!found) return { status: "missing" };
  return found.trashed ? { status: "trashed" } : { status: "stale", current: found.project };
}

/** Moves a project to the trash; false when there is none outside it. */
export async function trashProject(db: Db, id: number, by: string, audit?: AuditStatement): Promise<boolean> {
  const now = new Date();
  const rows = await withAudit(
    db,
    db
      .update(projects)
      .set({ deletedAt: now, updatedAt: now, updatedBy: by, revision: sql`${projects.revision} + 1` })
      .where(and(eq(projects.id, id), isNull(projects.deletedAt)))
      .returning({ id: projects.id }),
    audit,
  );
  return rows.length > 0;
}

/** Takes a project out of the trash as it was; null when it is not in the trash. */
export async function untrashProject(db: Db, id: number, by: string, audit?: AuditStatement): Promise<AdminProject | null> {
  const now = new Date();
  const [row] = await withAudit(
    db,
    db
      .update(projects)
      .set({ deletedAt: null, updatedAt: now, updatedBy: by, revision: sql`${projects.revision} + 1` })
      .where(and(eq(projects.id, id), isNotNull(projects.deletedAt)))
      .returning(),
    audit,
  );
  return row ? toAdminProject(row) : null;
}

/** Deletes trashed projects for good, with their revisions; the ids deleted. */
export async function purgeProjects(db: Db, ids: readonly number[], audit?: AuditStatement): Promise<number[]> {
  if (ids.length === 0) return [];
  const [, deleted] = await db.batch([
    dropRevisionsOf(db, "project", ids),
    db
      .delete(projects)
      .where(and(inArray(projects.id, sql`(SELECT value FROM json_each(${JSON.stringify(ids)}))`), isNotNull(projects.deletedAt)))
      .returning({ id: projects.id }),
    // An admin's delete for good is audited; the cron's purge passes none.
    ...(audit ? [audit] : []),
  ]);
  return deleted.map((row) => row.id);
}

/** Trashed projects whose time in the trash is over, oldest first, at most `limit`. */
export async function expiredTrashedProjects(db: Db, cutoff: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(isNotNull(projects.deletedAt), lte(projects.deletedAt, cutoff)))
    .orderBy(asc(projects.deletedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}
