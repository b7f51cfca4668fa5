/**
 * /api/blog — the public blog: published posts, one post by slug, its related articles, and view
 * counts. The post and
 * list answers are cached at the edge, so they carry no view count; the live count comes from the
 * view POST (this view included) or the views GET, neither of which is ever cached.
 * Only these routes live here, so an admin sub-app can share the prefix.
 */
import { Hono } from "hono";
import type { ViewCountResponse } from "#contract/entities.ts";
import { blogListQuerySchema } from "#contract/public-list-queries.ts";
import { PUBLIC_PAGE_SIZE, postListItem } from "#contract/public-lists.ts";
import type { AppEnv } from "../env";
import { publicDb, publicSession } from "../db/client";
import {
  findPublishedPostBaseline,
  findPublishedPostBySlug,
  findPublishedPostWithRelated,
  listLatestPostSummaries,
  listPostSummaryPage,
  listRelatedPostSummaries,
} from "../db/blog";
import { jsonWithEtag } from "../cache/json-with-etag";
import { jsonError } from "../lib/http-error";
import { withImageInfo } from "../media/public-images";
import { parseId } from "../lib/parse-id";
import { pageNotFound, pageOf, pageWindow } from "../lib/list-page";
import { rateLimit } from "../middleware/rate-limit";
import { validQuery } from "../middleware/valid-query";
import { currentViewCount, recordView } from "../views/view-counts";
import { signedInAdmin } from "../access/identity";
import { sharedWithPage } from "../lib/in-worker-reads";

/** On the view POST of a signed-in admin: the view was not counted (ADR 316). */
const VIEW_COUNTED_HEADER = "X-View-Counted";

const POST_NOT_FOUND = "Blog post not found.";

/**
 * Inside a post page, the post and its related articles: one D1 round trip shared by the page's two
 * reads (ADR 273); undefined for a browser's read, which reads only what it asked for.
 */
function postPageRead(request: Request, env: Env, slug: string) {
  return sharedWithPage(request, `blog-post:${slug}`, () => findPublishedPostWithRelated(publicSession(env), slug));
}

const blog = new Hono<AppEnv>()
  // Cards, previews and related articles never show the body: the lists leave it out. Without
  // `page` the answer is the spec's array (the newest posts, at most a page); with it, a page of
  // /blog in an envelope, featured posts first (docs/decisions/250-paging-public-lists.md).
  .get("/", validQuery(blogListQuerySchema), async (c) => {
    const { page, tag, limit } = c.req.valid("query");
    const db = publicDb(c.env);
    if (page === undefined) {
      return jsonWithEtag(c, await withImageInfo(c.env, await listLatestPostSummaries(db, limit ?? PUBLIC_PAGE_SIZE, tag || undefined)));
    }
    const { items, totalItems } = await listPostSummaryPage(db, { ...pageWindow(page), tag: tag || undefined });
    const listed = pageOf(page, totalItems);
    if (!listed) return jsonError(c, 404, pageNotFound(page, totalItems));
    // A page carries what its cards show (ADR 252); the arrays keep every field but the body.
    return jsonWithEtag(c, { ...listed, items: (await withImageInfo(c.env, items)).map(postListItem) });
  })
  .get("/:slug", async (c) => {
    const slug = c.req.param("slug");
    const shared = postPageRead(c.req.raw, c.env, slug);
    const found = shared ? ((await shared)?.found ?? null) : await findPublishedPostBySlug(publicSession(c.env), slug);
    if (!found) return jsonError(c, 404, POST_NOT_FOUND);
    const post = found.authorBio ? { ...found.post, authorBio: found.authorBio } : found.post;
    // The sharing image's type and size too (one read for both): the page's og:image uses it when
    // it is a JPEG or PNG upload.
    const [shown = post, sharing] = await withImageInfo(c.env, [post, { ...post, imageUrl: post.ogImageUrl }]);
    return jsonWithEtag(c, sharing?.image ? { ...shown, ogImage: sharing.image } : shown);
  })
  .get("/:slug/related", async (c) => {
    // Picked in D1 by category and tags, so a post page carries three summaries rather than every post.
    const slug = c.req.param("slug");
    const shared = postPageRead(c.req.raw, c.env, slug);
    const related = shared ? ((await shared)?.related ?? null) : await listRelatedPostSummaries(publicSession(c.env), slug);
    if (!related) return jsonError(c, 404, POST_NOT_FOUND);
    return jsonWithEtag(c, await withImageInfo(c.env, related));
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
    // A signed-in admin's own visit is not a view (ADR 316): the browser sends the Access cookie
    // with this same-origin POST, so the Worker knows without the page asking. The answer is the
    // current count, as a visitor would see it, and says it was not counted.
    if (await signedInAdmin(c)) {
      c.header(VIEW_COUNTED_HEADER, "no; admin");
      return c.json<ViewCountResponse>({ viewCount: await currentViewCount(c.env, id, baseline) });
    }
    const counted = await recordView(c.env, id);
    return c.json<ViewCountResponse>({ viewCount: baseline + counted });
  });

export default blog;
