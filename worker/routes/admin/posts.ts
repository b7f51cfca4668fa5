/**
 * /api/admin/blog — the posts (drafts included, the trash apart) a page at a time; one post; create
 * and versioned update (ADR 270); its revisions and their restore (ADR 271); the trash, restore
 * from it and delete for good. A write that changes what the public sees purges those cached
 * responses once it has committed (X-Public-Site says how). The spec's DELETE /api/blog/:id moves
 * a post to the trash (routes/content-deletes.ts).
 */
import { type Context, Hono } from "hono";
import * as v from "valibot";
import { type BlogPostInput, blogPostInputSchema, SLUG_TAKEN_MESSAGE } from "#contract/admin-content.ts";
import { adminListQuerySchema, adminSorts, adminViews } from "#contract/admin-lists.ts";
import { IN_TRASH_POST_MESSAGE, NOT_IN_TRASH_MESSAGE, STALE_POST_MESSAGE } from "#contract/revisions.ts";
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
import { findRevision, historySettings } from "../../db/content-history";
import { postChangeTags, purgeAfterWrite } from "../../cache/purge";
import { insertedId } from "../../db/audit";
import type { Db } from "../../db/client";
import { parseId } from "../../lib/parse-id";
import { jsonError } from "../../lib/http-error";
import { limitBody, requireJson, validJson } from "../../middleware/json-body";
import { adminAudit, type AdminEnv } from "../../middleware/admin-access";
import { validQuery } from "../../middleware/valid-query";
import { deleteViewCount } from "../../views/view-counts";
import { historyReads } from "./history-reads";
import { requestedVersion, stale, versioned } from "./versions";
import { announceNewPosts } from "../../subscriptions/outbox";

const NOT_FOUND = "Blog post not found.";
const REVISION_NOT_FOUND = "This revision of the post is not stored (it may have been pruned).";
const REVISION_INVALID = "This revision no longer passes the editor's checks: open it, copy what you need and save by hand.";
const slugTaken = { slug: SLUG_TAKEN_MESSAGE };

/**
 * A post that is public after a save is announced to the blog's subscribers after the answer
 * (ADR 305: once per post, whatever saves it again; the cron catches what this misses).
 */
// biome-ignore lint/suspicious/noExplicitAny: any admin route's context; only its env and execution context are used.
function announceIfPublic(c: Context<any>, post: Parameters<typeof publicFace>[0]) {
  if (publicFace(post).isPublic) c.executionCtx.waitUntil(announceNewPosts(c.env as Env));
}

/** A versioned save (PUT or restore) and its answer: the post and its ETag, 404, 409 or a purge. */
// Any admin route's context (their validators add to its type); only its env, variables and answer are used.
// biome-ignore lint/suspicious/noExplicitAny: the route-specific context types differ only in their input.
async function save(
  c: Context<any>,
  id: number,
  input: BlogPostInput,
  expected: number | null,
  action: "post.update" | "post.restore-revision",
) {
  try {
    const db: Db = c.get("db");
    const by: string = c.get("adminEmail");
    const outcome = await updatePost(
      db,
      id,
      input,
      { expected, by, kept: historySettings(c.env as Env).kept },
      adminAudit(c as Context<AdminEnv>, { action, recordType: "blog_posts", recordId: id }),
    );
    if (outcome.status === "missing") return jsonError(c, 404, NOT_FOUND);
    if (outcome.status === "trashed") return jsonError(c, 409, IN_TRASH_POST_MESSAGE);
    if (outcome.status === "stale") return stale(c, STALE_POST_MESSAGE, outcome.current);
    await purgeAfterWrite(c, postChangeTags(outcome.before, publicFace(outcome.item)));
    announceIfPublic(c, outcome.item);
    return versioned(c, outcome.item);
  } catch (error) {
    if (error instanceof SlugTakenError) return jsonError(c, 409, SLUG_TAKEN_MESSAGE, slugTaken);
    throw error;
  }
}

const posts = new Hono<AdminEnv>()
  .route("/", historyReads("post", findAdminPost, { notFound: NOT_FOUND, revisionNotFound: REVISION_NOT_FOUND }))
  .get("/", validQuery(adminListQuerySchema(adminSorts.posts, adminViews.posts)), async (c) =>
    c.json(await listPostsPage(c.get("db"), c.req.valid("query"))),
  )
  .post("/", requireJson, limitBody, validJson(blogPostInputSchema), async (c) => {
    try {
      const post = await createPost(
        c.get("db"),
        c.req.valid("json"),
        c.get("adminEmail"),
        adminAudit(c, { action: "post.create", recordType: "blog_posts", recordId: insertedId }),
      );
      await purgeAfterWrite(c, postChangeTags(publicFace(post)));
      announceIfPublic(c, post);
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
    return save(c, id, input, version.expected, "post.update");
  })
  // Restoring is a save of the stored version's text over the current one (its publication state
  // kept), made from the version the admin saw: If-Match is required, so of two restores at once
  // one wins and the other gets 409.
  .post("/:id/revisions/:revision/restore", async (c) => {
    const id = parseId(c.req.param("id"));
    const revision = parseId(c.req.param("revision"));
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
    return save(c, id, parsed.output, version.expected, "post.restore-revision");
  })
  .post("/trash/:id/restore", async (c) => {
    const id = parseId(c.req.param("id"));
    const post =
      id === null
        ? null
        : await untrashPost(
            c.get("db"),
            id,
            c.get("adminEmail"),
            adminAudit(c, { action: "post.untrash", recordType: "blog_posts", recordId: id }),
          );
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
    await purgePosts(c.get("db"), [id], adminAudit(c, { action: "post.purge", recordType: "blog_posts", recordId: id }));
    return c.body(null, 204);
  });

export default posts;
