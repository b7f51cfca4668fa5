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
export async function queryPlan({ sql, params }: RecordedStatement): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((row) => row.detail);
}
