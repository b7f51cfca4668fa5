/**
 * /api/admin/blog — the posts (drafts included, the trash apart) a page at a time; one post; create
 * and versioned update (ADR 270); its revisions and their restore (ADR 271); the trash, restore
 * from it and delete for good. A write that changes what the public sees purges those cached
 * responses once it has committed (X-Public-Site says how). The spec's DELETE /api/blog/:id moves
 * a post to the trash (routes/content-deletes.ts).
 */
import { Hono } from "hono";
import * as v from "valibot";
import { blogPostInputSchema, SLUG_TAKEN_MESSAGE } from "#contract/admin-content.ts";
import { adminListQuerySchema, adminSorts } from "#contract/admin-lists.ts";
import { IN_TRASH_POST_MESSAGE, NOT_IN_TRASH_MESSAGE, STALE_POST_MESSAGE, trashQuerySchema } from "#contract/revisions.ts";
import {
  createPost,
  findAdminPost,
  listPostsPage,
  publicFace,
  purgePosts,
  SlugTakenError,
  untrashPost,
  updatePost,
} from "../../db/admin-posts";
import { findRevision, historySettings, listRevisions, listTrash } from "../../db/content-history";
import { postChangeTags, purgeAfterWrite } from "../../cache/purge";
import { parseId } from "../../lib/parse-id";
import { jsonError } from "../../lib/http-error";
import { limitBody, requireJson, validJson } from "../../middleware/json-body";
import type { AdminEnv } from "../../middleware/admin-access";
import { validQuery } from "../../middleware/valid-query";
import { deleteViewCount } from "../../views/view-counts";
import { requestedVersion, stale, versioned } from "./versions";

const NOT_FOUND = "Blog post not found.";
const REVISION_NOT_FOUND = "This revision of the post is not stored (it may have been pruned).";
const REVISION_INVALID = "This revision no longer passes the editor's checks: open it, copy what you need and save by hand.";
const slugTaken = { slug: SLUG_TAKEN_MESSAGE };

/** The revision number in a path: a positive integer, else null (404). */
const parseRevision = (raw: string | undefined) => parseId(raw);

const posts = new Hono<AdminEnv>()
  .get("/", validQuery(adminListQuerySchema(adminSorts.posts)), async (c) => c.json(await listPostsPage(c.get("db"), c.req.valid("query"))))
  .get("/trash", validQuery(trashQuerySchema), async (c) =>
    c.json(await listTrash(c.get("db"), "post", c.req.valid("query").page, historySettings(c.env).trashMs)),
  )
  .post("/", requireJson, limitBody, validJson(blogPostInputSchema), async (c) => {
    try {
      const post = await createPost(c.get("db"), c.req.valid("json"), c.get("adminEmail"));
      await purgeAfterWrite(c, postChangeTags(publicFace(post)));
      return versioned(c, post, 201);
    } catch (error) {
      if (error instanceof SlugTakenError) return jsonError(c, 409, SLUG_TAKEN_MESSAGE, slugTaken);
      throw error;
    }
  })
  .get("/:id", async (c) => {
    const id = parseId(c.req.param("id"));
    const found = id === null ? null : await findAdminPost(c.get("db"), id);
    if (!found) return jsonError(c, 404, NOT_FOUND);
    if (found.trashed) return jsonError(c, 404, IN_TRASH_POST_MESSAGE);
    return versioned(c, found.post);
  })
  .put("/:id", requireJson, limitBody, validJson(blogPostInputSchema), async (c) => {
    const id = parseId(c.req.param("id"));
    if (id === null) return jsonError(c, 404, NOT_FOUND);
    const input = c.req.valid("json");
    const version = requestedVersion(c, input.revision);
    if ("refused" in version) return version.refused;
    try {
      const outcome = await updatePost(c.get("db"), id, input, {
        expected: version.expected,
        by: c.get("adminEmail"),
        kept: historySettings(c.env).kept,
      });
      if (outcome.status === "missing") return jsonError(c, 404, NOT_FOUND);
      if (outcome.status === "trashed") return jsonError(c, 409, IN_TRASH_POST_MESSAGE);
      if (outcome.status === "stale") return stale(c, STALE_POST_MESSAGE, outcome.current);
      await purgeAfterWrite(c, postChangeTags(outcome.before, publicFace(outcome.item)));
      return versioned(c, outcome.item);
    } catch (error) {
      if (error instanceof SlugTakenError) return jsonError(c, 409, SLUG_TAKEN_MESSAGE, slugTaken);
      throw error;
    }
  })
  .get("/:id/revisions", async (c) => {
    const id = parseId(c.req.param("id"));
    const found = id === null ? null : await findAdminPost(c.get("db"), id);
    if (id === null || !found) return jsonError(c, 404, NOT_FOUND);
    return c.json(await listRevisions(c.get("db"), "post", id));
  })
  .get("/:id/revisions/:revision", async (c) => {
    const id = parseId(c.req.param("id"));
    const revision = parseRevision(c.req.param("revision"));
    const found = id === null || revision === null ? null : await findRevision(c.get("db"), "post", id, revision);
    if (!found) return jsonError(c, 404, REVISION_NOT_FOUND);
    return c.json(found);
  })
  // Restoring is a save of the stored version's text over the current one (its publication state
  // kept), made from the version the admin saw: If-Match is required, so of two restores at once
  // one wins and the other gets 409.
  .post("/:id/revisions/:revision/restore", async (c) => {
    const id = parseId(c.req.param("id"));
    const revision = parseRevision(c.req.param("revision"));
    if (id === null || revision === null) return jsonError(c, 404, REVISION_NOT_FOUND);
    const version = requestedVersion(c, undefined, true);
    if ("refused" in version) return version.refused;
    const db = c.get("db");
    const [found, stored] = await Promise.all([findAdminPost(db, id), findRevision(db, "post", id, revision)]);
    if (!found) return jsonError(c, 404, NOT_FOUND);
    if (found.trashed) return jsonError(c, 409, IN_TRASH_POST_MESSAGE);
    if (!stored) return jsonError(c, 404, REVISION_NOT_FOUND);
    const parsed = v.safeParse(blogPostInputSchema, {
      ...stored.data,
      published: found.post.published,
      publishAt: found.post.publishAt,
    });
    if (!parsed.success) return jsonError(c, 409, REVISION_INVALID);
    try {
      const outcome = await updatePost(db, id, parsed.output, {
        expected: version.expected,
        by: c.get("adminEmail"),
        kept: historySettings(c.env).kept,
      });
      if (outcome.status === "missing") return jsonError(c, 404, NOT_FOUND);
      if (outcome.status === "trashed") return jsonError(c, 409, IN_TRASH_POST_MESSAGE);
      if (outcome.status === "stale") return stale(c, STALE_POST_MESSAGE, outcome.current);
      await purgeAfterWrite(c, postChangeTags(outcome.before, publicFace(outcome.item)));
      return versioned(c, outcome.item);
    } catch (error) {
      if (error instanceof SlugTakenError) return jsonError(c, 409, SLUG_TAKEN_MESSAGE, slugTaken);
      throw error;
    }
  })
  .post("/trash/:id/restore", async (c) => {
    const id = parseId(c.req.param("id"));
    const post = id === null ? null : await untrashPost(c.get("db"), id, c.get("adminEmail"));
    if (!post) return jsonError(c, 404, "This post is not in the trash.");
    await purgeAfterWrite(c, postChangeTags(publicFace(post)));
    return versioned(c, post);
  })
  .delete("/trash/:id", async (c) => {
    const id = parseId(c.req.param("id"));
    const found = id === null ? null : await findAdminPost(c.get("db"), id);
    if (id === null || !found) return jsonError(c, 404, NOT_FOUND);
    if (!found.trashed) return jsonError(c, 409, NOT_IN_TRASH_MESSAGE);
    // The counter first: if that fails the post stays in the trash and the delete can be repeated.
    await deleteViewCount(c.env, id);
    await purgePosts(c.get("db"), [id]);
    return c.body(null, 204);
  });

export default posts;
