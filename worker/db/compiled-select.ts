/**
 * The hottest public reads (a post page's post and related articles, a project page's project) as
 * SQL compiled once per isolate. Building a query with Drizzle walks its whole expression tree on
 * every call; for the related articles' three statements that was a sixth of a post page's CPU
 * (ADR 257). Here Drizzle still writes the SQL, from the same tables and columns, once, with
 * placeholders for the values; each request binds its values on its own D1 session and maps the
 * rows as Drizzle would.
 */
import { type Column, is, Placeholder } from "drizzle-orm";

/** A query's SQL text and its parameters in order: values, or the placeholders a request fills. */
export type CompiledSelect = { sql: string; params: readonly unknown[]; columns: readonly (readonly [string, Column])[] };

/** Compiles a Drizzle select (built with `sql.placeholder(…)` for a request's values) and the columns it selects, in order. */
export function compileSelect(query: { toSQL(): { sql: string; params: unknown[] } }, columns: Record<string, Column>): CompiledSelect {
  const { sql, params } = query.toSQL();
  // D1 answers rows as objects keyed by column name: two selected columns of one name would collide.
  const names = Object.values(columns).map((column) => column.name);
  if (new Set(names).size !== names.length) throw new Error(`A compiled select names a column twice: ${names.join(", ")}`);
  return { sql, params, columns: Object.entries(columns) };
}

/** The compiled query on `session`, its placeholders bound from `values` (a missing one is an error, never NULL). */
export function bindSelect(
  session: D1DatabaseSession,
  query: CompiledSelect,
  values: Readonly<Record<string, string | number>>,
): D1PreparedStatement {
  const bound = query.params.map((param) => {
    if (!is(param, Placeholder)) return param;
    const value = values[param.name];
    if (value === undefined) throw new Error(`No value for the placeholder ${param.name}`);
    return value;
  });
  return session.prepare(query.sql).bind(...bound);
}

/**
 * The rows of a compiled query's result, each as Drizzle's select would give it: SQL NULL stays
 * null, anything else through the column's own mapping (dates, booleans, JSON).
 */
export function mapRows<Row>(query: CompiledSelect, rows: readonly Record<string, unknown>[]): Row[] {
  return rows.map((values) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of query.columns) {
      const value = values[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    // The columns are the ones `Row` was inferred from (compileSelect's caller passes both).
    return row as Row;
  });
}
