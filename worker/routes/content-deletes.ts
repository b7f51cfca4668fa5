/**
 * DELETE /api/blog/:id and DELETE /api/projects/:id (the spec's paths): move the item to the trash
 * (ADR 271), where it stays restorable for TRASH_RETENTION_DAYS before the cron deletes it for good.
 * It leaves every public surface at once. Mounted next to the public blog and projects sub-apps,
 * so the guard is on these routes only, never on the public GETs. A delete purges the cached
 * public responses that showed the item (X-Public-Site says how).
 */
import { Hono } from "hono";
import { trashPost } from "../db/admin-posts";
import { trashProject } from "../db/admin-projects";
import { postChangeTags, projectChangeTags, purgeAfterWrite } from "../cache/purge";
import { parseId } from "../lib/parse-id";
import { jsonError } from "../lib/http-error";
import { adminAccess, adminAudit, type AdminEnv } from "../middleware/admin-access";

export const blogDeletes = new Hono<AdminEnv>().delete("/:id", adminAccess, async (c) => {
  const id = parseId(c.req.param("id"));
  const trashed =
    id === null
      ? null
      : await trashPost(
          c.get("db"),
          id,
          c.get("adminEmail"),
          adminAudit(c, { action: "post.delete", recordType: "blog_posts", recordId: id }),
        );
  if (id === null || !trashed) return jsonError(c, 404, "Blog post not found.");
  await purgeAfterWrite(c, postChangeTags(trashed));
  return c.body(null, 204);
});

export const projectDeletes = new Hono<AdminEnv>().delete("/:id", adminAccess, async (c) => {
  const id = parseId(c.req.param("id"));
  const trashed =
    id !== null &&
    (await trashProject(
      c.get("db"),
      id,
      c.get("adminEmail"),
      adminAudit(c, { action: "project.delete", recordType: "projects", recordId: id }),
    ));
  if (id === null || !trashed) return jsonError(c, 404, "Project not found.");
  await purgeAfterWrite(c, projectChangeTags(id));
  return c.body(null, 204);
});
