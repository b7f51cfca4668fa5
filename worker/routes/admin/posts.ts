/** /api/admin/blog — every post (drafts included), create and update. */
import { Hono } from "hono";
import { blogPostInputSchema, SLUG_TAKEN_MESSAGE } from "../../../contract/admin-content";
import { getDb } from "../../db/client";
import { createPost, listAllPosts, SlugTakenError, updatePost } from "../../db/admin-posts";
import { parseId } from "../../lib/id-param";
import { jsonError } from "../../lib/http-error";
import { limitBody, requireJson, validJson } from "../../middleware/json-body";
import type { AdminEnv } from "../../middleware/admin-access";

const slugTaken = { slug: SLUG_TAKEN_MESSAGE };

const posts = new Hono<AdminEnv>()
  .get("/", async (c) => c.json(await listAllPosts(getDb(c.env))))
  .post("/", requireJson, limitBody, validJson(blogPostInputSchema), async (c) => {
    try {
      const post = await createPost(getDb(c.env), c.req.valid("json"));
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
      const post = await updatePost(getDb(c.env), id, c.req.valid("json"));
      if (!post) return jsonError(c, 404, "Blog post not found.");
      return c.json(post);
    } catch (error) {
      if (error instanceof SlugTakenError) return jsonError(c, 409, SLUG_TAKEN_MESSAGE, slugTaken);
      throw error;
    }
  });

export default posts;
