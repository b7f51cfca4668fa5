/**
 * /api/blog — the public blog: published posts, one post by slug, and a view count per load.
 * Only GET and the view POST live here, so an admin sub-app can share the prefix.
 */
import { Hono } from "hono";
import type { ViewCountResponse } from "../../contract/entities";
import type { AppEnv } from "../env";
import { getDb } from "../db/client";
import { findPublishedPostBaseline, findPublishedPostBySlug, listPublishedPostSummaries } from "../db/blog";
import { jsonError } from "../lib/http-error";
import { withImageInfo } from "../media/public-images";
import { parseId } from "../lib/parse-id";
import { cachedJson } from "../lib/public-cache";
import { rateLimit } from "../middleware/rate-limit";
import { recordView, withViewCounts } from "../views/counter";

export const POST_NOT_FOUND = "Blog post not found.";

const blog = new Hono<AppEnv>()
  .get("/", async (c) => {
    // Cards, previews and related articles never show the body: the list leaves it out.
    return cachedJson(c, await withImageInfo(c.env, await withViewCounts(c.env, await listPublishedPostSummaries(getDb(c.env)))));
  })
  .get("/:slug", async (c) => {
    const post = await findPublishedPostBySlug(getDb(c.env), c.req.param("slug"));
    if (!post) return jsonError(c, 404, POST_NOT_FOUND);
    const [shown] = await withImageInfo(c.env, await withViewCounts(c.env, [post]));
    return cachedJson(c, shown);
  })
  .post("/:id/view", rateLimit("blog-view"), async (c) => {
    const id = parseId(c.req.param("id"));
    const baseline = id === null ? null : await findPublishedPostBaseline(getDb(c.env), id);
    if (id === null || baseline === null) return jsonError(c, 404, POST_NOT_FOUND);
    const counted = await recordView(c.env, id);
    c.header("Cache-Control", "no-store");
    return c.json<ViewCountResponse>({ viewCount: baseline + counted });
  });

export default blog;
