/**
 * DELETE /api/blog/:id and DELETE /api/projects/:id (the spec's paths). Mounted next to the public
 * blog and projects sub-apps, so the guard is on these routes only, never on the public GETs.
 * A delete purges the cached public responses that showed the item (X-Public-Site says how).
 */
import { Hono } from "hono";
import { deletePost } from "../db/admin-posts";
import { deleteProject } from "../db/admin-projects";
import { postChangeTags, projectChangeTags, purgeAfterWrite } from "../cache/purge";
import { parseId } from "../lib/parse-id";
import { jsonError } from "../lib/http-error";
import { adminAccess, adminAudit, type AdminEnv } from "../middleware/admin-access";
import { deleteViewCount } from "../views/view-counts";

export const blogDeletes = new Hono<AdminEnv>().delete("/:id", adminAccess, async (c) => {
  const id = parseId(c.req.param("id"));
  const deleted =
    id === null
      ? null
      : await deletePost(c.get("db"), id, adminAudit(c, { action: "post.delete", recordType: "blog_posts", recordId: id }));
  if (id === null || !deleted) return jsonError(c, 404, "Blog post not found.");
  await deleteViewCount(c.env, id);
  await purgeAfterWrite(c, postChangeTags(deleted));
  return c.body(null, 204);
});

export const projectDeletes = new Hono<AdminEnv>().delete("/:id", adminAccess, async (c) => {
  const id = parseId(c.req.param("id"));
  const deleted =
    id !== null &&
    (await deleteProject(c.get("db"), id, adminAudit(c, { action: "project.delete", recordType: "projects", recordId: id })));
  if (id === null || !deleted) return jsonError(c, 404, "Project not found.");
  await purgeAfterWrite(c, projectChangeTags(id));
  return c.body(null, 204);
});
