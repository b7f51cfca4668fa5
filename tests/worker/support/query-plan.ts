/**
 * Reading SQLite's plan for the statements the Worker sends: a D1 session that records each
 * statement with the values bound to it, and the plan's lines for one of them.
 */
import { env } from "cloudflare:test";

export interface RecordedStatement {
  sql: string;
  params: unknown[];
}

/** A D1 session that records each statement it prepares, with the values bound to it. */
export function recordingSession(seen: RecordedStatement[]): D1DatabaseSession {
  const session = env.DB.withSession("first-unconstrained");
  return {
    getBookmark: () => session.getBookmark(),
    batch: (statements) => session.batch(statements),
    prepare(sql: string) {
      const entry: RecordedStatement = { sql, params: [] };
      seen.push(entry);
      const statement = session.prepare(sql);
      return Object.assign(Object.create(statement) as D1PreparedStatement, {
        bind: (...params: unknown[]) => {
          entry.params = params;
          return statement.bind(...params);
        },
      });
    },
  } as D1DatabaseSession;
}

/** The query plan's lines of a statement, with its values bound as the Worker binds them. */
export async function queryPlan(statement: RecordedStatement): Promise<string[]> {
  return (await queryPlanRows(statement)).map((row) => row.detail);
}

/** One line of a plan: SQLite numbers its lines and gives each the line it is under (0: the top). */
export interface PlanRow {
  id: number;
  parent: number;
  detail: string;
}

/** The query plan's lines with their place in the plan's tree. */
export async function queryPlanRows({ sql, params }: RecordedStatement): Promise<PlanRow[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<PlanRow>();
  return results;
}

/** The lines under `top` (itself included): one subquery's plan within a statement's. */
export function planBelow(rows: readonly PlanRow[], top: PlanRow): string[] {
  const inside = new Set([top.id]);
  // SQLite lists a line after the line it is under.
  for (const row of rows) if (inside.has(row.parent)) inside.add(row.id);
  return rows.filter((row) => inside.has(row.id)).map((row) => row.detail);
}
