/**
 * One page of an admin list in D1 (ADR 251): keyset paging on (sort key, id), the total that
 * matches, and a search that no valid term can make fail.
 *
 * The search is `instr(folded text, term) > 0` over the row's searched columns joined into one
 * string: instr has no pattern limit (D1 refuses LIKE patterns over 50 bytes) and takes one bound
 * parameter whatever the term. SQLite's lower() folds ASCII only, so each non-ASCII letter of the
 * term also has its capital folded by a replace() on the row's text: "émile" finds "Émile", as the
 * lists' search did in the browser.
 */
import { and, count, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { BatchItem } from "drizzle-orm/batch";
import { ADMIN_PAGE_SIZE, type AdminPage, type AdminViewPage, type Cursor, encodeCursor } from "#contract/admin-lists.ts";
import type { Db } from "./client";

/** Distinct non-ASCII letters folded per search: 2 bound parameters each, well inside D1's 100. */
const MAX_FOLDED_LETTERS = 20;
// U+001F (unit separator) between columns, so a term cannot match across two of them.
const COLUMN_SEPARATOR = "\u001f";

/** The rows whose searched columns contain `term`, ignoring case; undefined for an empty term. */
export function searchWhere(columns: readonly SQLiteColumn[], term: string): SQL | undefined {
  const needle = term.toLowerCase();
  if (needle === "" || columns.length === 0) return undefined;
  const joined = sql.join(
    columns.map((column) => sql`coalesce(${column}, '')`),
    sql` || ${COLUMN_SEPARATOR} || `,
  );
  let folded = sql`lower(${joined})`;
  const letters = new Set([...needle].filter((ch) => ch > "\u007f" && ch.toUpperCase() !== ch && [...ch.toUpperCase()].length === 1));
  for (const letter of [...letters].slice(0, MAX_FOLDED_LETTERS)) folded = sql`replace(${folded}, ${letter.toUpperCase()}, ${letter})`;
  return sql`instr(${folded}, ${needle}) > 0`;
}

/**
 * One way to order a list: a column, or an expression over the row's columns (with its value on a
 * row, as the cursor stores it), and a direction.
 */
export interface SortOrder<Row> {
  column: SQLiteColumn | SQL;
  direction: "asc" | "desc";
  keyOf: (row: Row) => string | number;
}

/** A table an admin list pages through: every row has its creation time and a unique id. */
type ListTable = SQLiteTable & { createdAt: SQLiteColumn; id?: SQLiteColumn };

/** How a list's rows are told apart and ordered besides newest and oldest first. */
export interface ListOptions<Row> {
  /** The unique tie-breaker (default: the table's id). */
  id?: { column: SQLiteColumn; of: (row: Row) => string | number };
  /**
   * The columns a page reads (default: every column). A list that shows a few fields of wide rows
   * names them, so neither the sort nor the answer carries the rest (a post's body).
   */
  columns?: Record<string, SQLiteColumn>;
  /** Sorts other than newest and oldest, by name. */
  orders?: Record<string, SortOrder<Row>>;
  /**
   * A statement answering the total as `{ n }` from a counter, for when `where` keeps every row:
   * counting the table itself reads every row of it on every page (ADR 258).
   */
  total?: BatchItem<"sqlite">;
}

/** Z to A by a text column, the reverse of byText. */
export const byTextDesc = <Row>(keyOf: (row: Row) => string, column: SQLiteColumn): SortOrder<Row> => ({
  column,
  direction: "desc",
  keyOf,
});

/** A to Z by a text column (SQLite's binary order: as stored, capitals first). */
export const byText = <Row>(keyOf: (row: Row) => string, column: SQLiteColumn): SortOrder<Row> => ({ column, direction: "asc", keyOf });

/**
 * Rows after the cursor in the order: (key, id) beyond the cursor's, compared as a pair. The first
 * term bounds the key alone, so SQLite starts its index walk at the cursor instead of skipping the
 * rows of every earlier page.
 */
export function afterCursor(order: { column: SQLiteColumn | SQL; direction: "asc" | "desc" }, id: SQLiteColumn, cursor: Cursor): SQL {
  const [upTo, beyond] = order.direction === "desc" ? [sql.raw("<="), sql.raw("<")] : [sql.raw(">="), sql.raw(">")];
  return sql`(${order.column} ${upTo} ${cursor.key} and (${order.column} ${beyond} ${cursor.key} or ${id} ${beyond} ${cursor.id}))`;
}

const orderSql = (column: SQLiteColumn | SQL, direction: "asc" | "desc") =>
  direction === "desc" ? sql`${column} desc` : sql`${column} asc`;

/** The statements of one page (its rows and its total) and how to read their answers. */
function pageStatements<Row extends { createdAt: Date; id?: unknown }>(
  db: Db,
  table: ListTable,
  query: { sort: string; cursor?: Cursor | null | undefined },
  where: SQL | undefined,
  options: ListOptions<Row>,
) {
  const { sort, cursor } = query;
  const order: SortOrder<Row> = options.orders?.[sort] ?? {
    column: table.createdAt,
    direction: sort === "oldest" ? "asc" : "desc",
    keyOf: (row) => row.createdAt.getTime(),
  };
  const id = options.id ?? { column: table.id as SQLiteColumn, of: (row: Row) => row.id as number };
  const rows = (options.columns ? db.select(options.columns) : db.select())
    .from(table)
    .where(and(where, cursor ? afterCursor(order, id.column, cursor) : undefined))
    .orderBy(orderSql(order.column, order.direction), orderSql(id.column, order.direction))
    // One more than shown tells whether a next page exists without another query.
    .limit(ADMIN_PAGE_SIZE + 1);
  const total = options.total ?? db.select({ n: count() }).from(table).where(where);
  const read = (found: unknown[], totals: unknown[]): AdminPage<Row> => {
    // Rows read through a table chosen at run time are untyped; the caller names their type.
    const items = (found as Row[]).slice(0, ADMIN_PAGE_SIZE);
    const last = items.at(-1);
    return {
      items,
      // Both statements answer one row `{ n }`; the counter's may be a SQL sum (a number or text).
      total: Number((totals[0] as { n?: unknown } | undefined)?.n ?? 0),
      nextCursor:
        found.length > ADMIN_PAGE_SIZE && last !== undefined ? encodeCursor({ sort, key: order.keyOf(last), id: id.of(last) }) : null,
    };
  };
  return { rows, total, read };
}

/**
 * One page of `query`'s sort after its cursor, among the rows `where` keeps (the search, counted in
 * the total), with the total: with a counter, one round trip. Counted among the rows (a search),
 * a first page that holds every match is its own total: the count, a second scan of the table for
 * a term no index can serve, runs only when there are more rows than the page (ADR 251's addendum).
 */
export async function keysetPage<Row extends { createdAt: Date; id?: unknown }>(
  db: Db,
  table: ListTable,
  query: { sort: string; cursor?: Cursor | null | undefined },
  where: SQL | undefined,
  options: ListOptions<Row> = {},
): Promise<AdminPage<Row>> {
  const { rows, total, read } = pageStatements(db, table, query, where, options);
  if (options.total || query.cursor) {
    const [found, totals] = await db.batch([rows, total]);
    return read(found, totals);
  }
  const found = await rows;
  if (found.length <= ADMIN_PAGE_SIZE) return read(found, [{ n: found.length }]);
  const [totals] = await db.batch([total]);
  return read(found, totals);
}

/**
 * A list's views (ADR 267): each view's filter (undefined: every row), by name. The view asked for
 * filters the page and its total; every view is counted among the rows the search matches, in the
 * same round trip as the page.
 */
export type ListViews<V extends string> = Record<V, SQL | undefined>;

/** One page of the chosen view (`keysetPage`), with every view's count. */
export async function keysetViewPage<Row extends { createdAt: Date; id?: unknown }, V extends string>(
  db: Db,
  table: ListTable,
  query: { sort: string; view: string; cursor?: Cursor | null | undefined },
  search: SQL | undefined,
  views: ListViews<V>,
  options: ListOptions<Row> = {},
): Promise<AdminViewPage<Row, V>> {
  const names = Object.keys(views) as V[];
  const counted = Object.fromEntries(
    names.map((name) => {
      const filter = views[name];
      const counted = filter ? sql<number>`coalesce(sum(case when ${filter} then 1 else 0 end), 0)` : sql<number>`count(*)`;
      // Named: D1 answers a batch's rows keyed by column name, and unnamed sums of one shape share a name.
      return [name, counted.mapWith(Number).as(`view_${name}`)];
    }),
  ) as Record<V, SQL.Aliased<number>>;
  const { rows, total, read } = pageStatements(db, table, query, and(search, views[query.view as V]), options);
  const [found, totals, counts] = await db.batch([rows, total, db.select(counted).from(table).where(search)]);
  const numbers = Object.fromEntries(names.map((name) => [name, counts[0]?.[name] ?? 0])) as Record<V, number>;
  return { ...read(found, totals), views: numbers };
}

/** A page with its rows shaped for the answer. */
export async function mapPage<P extends AdminPage<unknown>, T>(
  page: P,
  shape: (rows: P["items"]) => T[] | Promise<T[]>,
): Promise<Omit<P, "items"> & { items: T[] }> {
  return { ...page, items: await shape(page.items) };
}
