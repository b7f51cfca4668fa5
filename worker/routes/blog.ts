/**
 * /api/blog — the public blog: published posts, one post by slug, its related articles, and view
 * counts. The post and
 * list answers are cached at the edge, so they carry no view count; the live count comes from the
 * view POST (this view included) or the views GET, neither of which is ever cached.
 * Only these routes live here, so an admin sub-app can share the prefix.
 */
import { Hono } from "hono";
import type { ViewCountResponse } from "#contract/entities.ts";
import { relatedPosts } from "#contract/related-posts.ts";
import type { AppEnv } from "../env";
import { publicDb } from "../db/client";
import { findPublishedPostBaseline, findPublishedPostBySlug, listPublishedPostSummaries } from "../db/blog";
import { jsonWithEtag } from "../cache/json-with-etag";
import { jsonError } from "../lib/http-error";
import { withImageInfo } from "../media/public-images";
import { parseId } from "../lib/parse-id";
import { rateLimit } from "../middleware/rate-limit";
import { currentViewCount, recordView } from "../views/view-counts";

const POST_NOT_FOUND = "Blog post not found.";

const blog = new Hono<AppEnv>()
  .get("/", async (c) => {
    // Cards, previews and related articles never show the body: the list leaves it out.
    return jsonWithEtag(c, await withImageInfo(c.env, await listPublishedPostSummaries(publicDb(c.env))));
  })
  .get("/:slug", async (c) => {
    const post = await findPublishedPostBySlug(publicDb(c.env), c.req.param("slug"));
    if (!post) return jsonError(c, 404, POST_NOT_FOUND);
    const [shown] = await withImageInfo(c.env, [post]);
    return jsonWithEtag(c, shown);
  })
  .get("/:slug/related", async (c) => {
    // Picked here from the list, so a post page carries three summaries rather than every post.
    const posts = await listPublishedPostSummaries(publicDb(c.env));
    const current = posts.find((post) => post.slug === c.req.param("slug"));
    if (!current) return jsonError(c, 404, POST_NOT_FOUND);
    return jsonWithEtag(c, await withImageInfo(c.env, relatedPosts(current, posts)));
  })
  .get("/:id/views", async (c) => {
    const id = parseId(c.req.param("id"));
    const baseline = id === null ? null : await findPublishedPostBaseline(publicDb(c.env), id);
    if (id === null || baseline === null) return jsonError(c, 404, POST_NOT_FOUND);
    return c.json<ViewCountResponse>({ viewCount: await currentViewCount(c.env, id, baseline) });
  })
  .post("/:id/view", rateLimit("blog-view"), async (c) => {
    const id = parseId(c.req.param("id"));
    const baseline = id === null ? null : await findPublishedPostBaseline(publicDb(c.env), id);
    if (id === null || baseline === null) return jsonError(c, 404, POST_NOT_FOUND);
    const counted = await recordView(c.env, id);
    return c.json<ViewCountResponse>({ viewCount: baseline + counted });
  });

export default blog;
