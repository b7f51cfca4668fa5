/**
 * /api/admin/blog — the posts (drafts included) a page at a time, create and update. A write that changes what
 * the public sees purges those cached responses once it has committed (X-Public-Site says how).
 */
import { Hono } from "hono";
import { blogPostInputSchema, SLUG_TAKEN_MESSAGE } from "#contract/admin-content.ts";
import { adminListQuerySchema, adminSorts } from "#contract/admin-lists.ts";
import { createPost, listPostsPage, publicFace, SlugTakenError, updatePost } from "../../db/admin-posts";
import { postChangeTags, purgeAfterWrite } from "../../cache/purge";
import { parseId } from "../../lib/parse-id";
import { jsonError } from "../../lib/http-error";
import { limitBody, requireJson, validJson } from "../../middleware/json-body";
import { adminAudit, type AdminEnv } from "../../middleware/admin-access";
import { insertedId } from "../../db/audit";
import { validQuery } from "../../middleware/valid-query";

const slugTaken = { slug: SLUG_TAKEN_MESSAGE };

const posts = new Hono<AdminEnv>()
  .get("/", validQuery(adminListQuerySchema(adminSorts.posts)), async (c) => c.json(await listPostsPage(c.get("db"), c.req.valid("query"))))
  .post("/", requireJson, limitBody, validJson(blogPostInputSchema), async (c) => {
    try {
      const post = await createPost(
        c.get("db"),
        c.req.valid("json"),
        adminAudit(c, { action: "post.create", recordType: "blog_posts", recordId: insertedId }),
      );
      await purgeAfterWrite(c, postChangeTags(publicFace(post)));
      return c.json(post, 201);
    } catch (error) {
      if (error instanceof SlugTakenError) return jsonError(c, 409, SLUG_TAKEN_MESSAGE, slugTaken);
      throw error;
    }
  })
  .put("/:id", requireJson, limitBody, validJson(blogPostInputSchema), async (c) => {
    const id = parseId(c.req.param("id"));
    if (id === null) return jsonError(c, 404, "Blog post not found.");
    try {
      const updated = await updatePost(
        c.get("db"),
        id,
        c.req.valid("json"),
        adminAudit(c, { action: "post.update", recordType: "blog_posts", recordId: id }),
      );
      if (!updated) return jsonError(c, 404, "Blog post not found.");
      await purgeAfterWrite(c, postChangeTags(updated.before, publicFace(updated.post)));
      return c.json(updated.post);
    } catch (error) {
      if (error instanceof SlugTakenError) return jsonError(c, 409, SLUG_TAKEN_MESSAGE, slugTaken);
      throw error;
    }
  });

export default posts;
