/**
 * The admin's counts that grow with the data are read from an index alone (ADR 259): the posts and
 * projects lists' view counts, and the dashboard's pending inquiries and the oldest of them. The
 * statements have the shape the Worker sends (bound values, as Drizzle binds them).
 */
import { describe, expect, it } from "vitest";
import { queryPlan } from "./support/query-plan";

async function planOf(sql: string, ...values: (string | number)[]): Promise<string> {
  return (await queryPlan({ sql, params: values })).join("\n");
}

describe("admin counts", () => {
  it("count the posts list's views from an index, never the posts and their bodies", async () => {
    const plan = await planOf(
      `select count(*) as view_all, coalesce(sum(case when "blog_posts"."published" = ? then 1 else 0 end), 0) as view_published,
        coalesce(sum(case when "blog_posts"."published" = ? then 1 else 0 end), 0) as view_draft
        from "blog_posts" where "blog_posts"."deleted_at" is null`,
      1,
      0,
    );
    expect(plan).toMatch(/USING COVERING INDEX blog_posts_status_date_idx/);
  });

  it("count the projects list's views (one per category) from an index", async () => {
    const plan = await planOf(
      `select count(*) as view_all, coalesce(sum(case when "projects"."category" = ? then 1 else 0 end), 0) as view_solar
        from "projects" where "projects"."deleted_at" is null`,
      "solar",
    );
    expect(plan).toMatch(/USING COVERING INDEX projects_views_idx/);
  });

  it("count the pending inquiries and find the oldest from an index", async () => {
    expect(
      await planOf(`select count(*) from "inquiries" where ("inquiries"."responded" = ? and "inquiries"."held_reason" is null)`, 0),
    ).toMatch(/USING COVERING INDEX inquiries_pending_idx/);
    const oldest = await planOf(
      `select "id", "first_name", "last_name", "created_at" from "inquiries" where ("inquiries"."responded" = ? and "inquiries"."held_reason" is null)
        order by "inquiries"."created_at" asc, "inquiries"."id" asc limit ?`,
      0,
      1,
    );
    expect(oldest).toMatch(/USING INDEX inquiries_pending_idx/);
    expect(oldest).not.toMatch(/TEMP B-TREE/);
  });
});
