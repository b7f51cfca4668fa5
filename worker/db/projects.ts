/** Projects, as the public API and the edge pages read them. */
import { type AnyColumn, and, asc, count, desc, eq, getTableColumns, isNull, or, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { SQLiteSelect } from "drizzle-orm/sqlite-core";
import type { Project } from "#contract/entities.ts";
import { paragraphsHtml } from "#contract/plain-description.ts";
import { sanitizeHtml } from "#contract/sanitize-html.ts";
import type { ProjectCategory, ProjectRegion } from "#contract/enums.ts";
import type { ProjectListItem, ProjectSort } from "#contract/public-lists.ts";
import type { Db } from "./client";
import { bindSelect, type CompiledSelect, compileSelect, mapRows } from "./compiled-select";
import { projects } from "./schema";

type ProjectRow = typeof projects.$inferSelect;

/**
 * Projects the public sees: published ones (ADR 314) not in the trash (ADR 271). Every public read
 * (pages, /api/projects, the sitemaps, the assistant's index) goes through this.
 */
export const isListed = and(eq(projects.published, true), isNull(projects.deletedAt));

/** The columns a project's API answer has (not its rich description, its state or its history). */
const listedColumns = {
  id: projects.id,
  title: projects.title,
  description: projects.description,
  location: projects.location,
  year: projects.year,
  client: projects.client,
  category: projects.category,
  region: projects.region,
  imageUrl: projects.imageUrl,
  videoUrl: projects.videoUrl,
  externalUrl: projects.externalUrl,
  metrics: projects.metrics,
  createdAt: projects.createdAt,
};

/** The columns a project card shows (contract/public-lists.ts `projectListItem`): a list page's read. */
const cardColumns = {
  id: projects.id,
  title: projects.title,
  description: projects.description,
  location: projects.location,
  year: projects.year,
  category: projects.category,
  imageUrl: projects.imageUrl,
};

type ListedRow = Pick<ProjectRow, keyof typeof listedColumns>;

/** A row as the API shapes it. */
export function toProject(row: ListedRow): Project {
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

/**
 * One page of /projects and how many match: a category, a search (title, description or location
 * contains it, ASCII case-insensitive) and a sort. The search uses instr(), not LIKE: D1 refuses
 * LIKE patterns over 50 bytes, and a visitor's search text must never reach that limit.
 * `cards`: only what a card shows (a page of the list, ADR 252), else every field of the API's
 * project; neither reads the rich description, which only a project's own page shows (ADR 274).
 */
export async function listProjectPage(
  db: Db,
  list: ProjectListQuery & { cards: true },
): Promise<{ items: ProjectListItem[]; totalItems: number }>;
export async function listProjectPage(
  db: Db,
  list: ProjectListQuery & { cards?: false },
): Promise<{ items: Project[]; totalItems: number }>;
export async function listProjectPage(
  db: Db,
  list: ProjectListQuery & { cards?: boolean },
): Promise<{ items: (Project | ProjectListItem)[]; totalItems: number }> {
  const term = list.search?.toLowerCase();
  const contains = (column: AnyColumn) => sql`instr(lower(${column}), ${term}) > 0`;
  const where = and(
    isListed,
    list.category ? eq(projects.category, list.category) : undefined,
    term ? or(contains(projects.title), contains(projects.description), contains(projects.location)) : undefined,
  );
  // Newest/oldest by project year, then when it was added; alphabetical by title, case aside.
  const order = {
    newest: [desc(projects.year), desc(projects.createdAt), desc(projects.id)],
    oldest: [asc(projects.year), asc(projects.createdAt), asc(projects.id)],
    alphabetical: [sql`${projects.title} collate nocase`, asc(projects.id)],
  }[list.sort];
  const counting = db.select({ n: count() }).from(projects).where(where);
  // The page's window, whichever columns it reads (drizzle's dynamic query building).
  const inWindow = <T extends SQLiteSelect>(query: T) =>
    query
      .where(where)
      .orderBy(...order)
      .limit(list.limit)
      .offset(list.offset);
  // One D1 round trip for the page and its count.
  if (list.cards) {
    const [rows, [counted]] = await db.batch([inWindow(db.select(cardColumns).from(projects).$dynamic()), counting]);
    // Written only through the admin schema, which allows these values alone.
    return { items: rows.map((row) => ({ ...row, category: row.category as ProjectCategory })), totalItems: counted?.n ?? 0 };
  }
  const [rows, [counted]] = await db.batch([inWindow(db.select(listedColumns).from(projects).$dynamic()), counting]);
  return { items: rows.map(toProject), totalItems: counted?.n ?? 0 };
}

interface ProjectListQuery {
  category?: ProjectCategory;
  search?: string;
  sort: ProjectSort;
  offset: number;
  limit: number;
}

/**
 * A row as one project's read shapes it, with its description as HTML: the rich one, sanitised
 * again on the way out as a post body is, or the plain text's lines as paragraphs (ADR 312).
 */
function toProjectWithDescription(row: ProjectRow): Project {
  return { ...toProject(row), descriptionHtml: row.descriptionHtml ? sanitizeHtml(row.descriptionHtml) : paragraphsHtml(row.description) };
}

/**
 * One listed project by id, or null: a project page's read, compiled once per isolate like a post's
 * (compiled-select.ts): building the query with Drizzle on every request was a sixth of a project
 * page's time in the Worker (ADR 273).
 */
export async function findProject(session: D1DatabaseSession, id: number): Promise<Project | null> {
  projectById ??= compileSelect(
    drizzle({} as D1Database)
      .select(projectColumns)
      .from(projects)
      .where(and(isListed, eq(projects.id, sql.placeholder("id"))))
      .limit(1),
    projectColumns,
  );
  const raw = await bindSelect(session, projectById, { id }).first<Record<string, unknown>>();
  const [row] = raw ? mapRows<ProjectRow>(projectById, [raw]) : [];
  return row ? toProjectWithDescription(row) : null;
}

const projectColumns = getTableColumns(projects);
let projectById: CompiledSelect | undefined;

/** How many projects there are (the sitemap index counts its project sitemaps from it). */
export async function countProjects(db: Db): Promise<number> {
  const [counted] = await db.select({ n: count() }).from(projects).where(isListed);
  return counted?.n ?? 0;
}

/** One stretch of the projects' ids and last changes, oldest first (a child sitemap). */
export async function listProjectLastmods(db: Db, stretch: { offset: number; limit: number }): Promise<{ id: number; updatedAt: Date }[]> {
  return db
    .select({ id: projects.id, updatedAt: projects.updatedAt })
    .from(projects)
    .where(isListed)
    .orderBy(asc(projects.id))
    .limit(stretch.limit)
    .offset(stretch.offset);
}
