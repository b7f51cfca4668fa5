/**
 * The admin posts list reads a page by walking an index in each of its sorts and views (ADR 251's
 * addendum): SQLite's plan for every statement the list runs has no temporary sort, and the page
 * reads only the columns the list shows. Without this, the newest-first page sorted every post with
 * its body (96 ms p95 at 2,000 posts in the bench).
 */
import { describe, expect, it } from "vitest";
import { adminListQuerySchema, adminSorts, adminViews, encodeCursor } from "#contract/admin-lists.ts";
import * as v from "valibot";
import { sessionDb } from "#worker/db/client.ts";
import { listPostsPage } from "#worker/db/admin-posts.ts";
import { queryPlan as plan, type RecordedStatement as Statement, recordingSession } from "./support/query-plan";

const schema = adminListQuerySchema(adminSorts.posts, adminViews.posts);

describe("the admin posts list's statements", () => {
  const cases = adminSorts.posts.flatMap((sort) =>
    adminViews.posts.flatMap((view) => [false, true].map((after) => ({ sort, view, after }) as const)),
  );
  it.each(cases)("walk an index: sort $sort, view $view, after a cursor: $after", async ({ sort, view, after }) => {
    const seen: Statement[] = [];
    const cursor = after ? encodeCursor({ sort, key: sort.startsWith("title") ? "M" : Date.UTC(2026, 0, 1), id: 50 }) : undefined;
    const query = v.parse(schema, { sort, view, ...(cursor ? { cursor } : {}) });
    await listPostsPage(sessionDb(recordingSession(seen)), query);
    expect(seen.length).toBeGreaterThanOrEqual(3);
    for (const statement of seen) {
      const lines = await plan(statement);
      expect(lines.join("\n"), statement.sql).not.toMatch(/TEMP B-TREE|SCAN blog_posts\b/);
    }
    // The page reads no body, excerpt or SEO field.
    const [page] = seen;
    expect(page?.sql).not.toMatch(/"content"|"excerpt"|"meta_description"/);
  });
});
