/** Published blog posts, as the public API and the edge pages read them. */
import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, isNull, ne, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { BlogPost, BlogPostSummary, PublishedPost } from "#contract/entities.ts";
import { drizzle } from "drizzle-orm/d1";
import { union } from "drizzle-orm/sqlite-core";
import type { Db } from "./client";
import { bindSelect, type CompiledSelect, compileSelect, mapRows } from "./compiled-select";
import { publicBody } from "./post-body";
import { authorProfiles, blogPosts, postTags } from "./schema";

type PostRow = typeof blogPosts.$inferSelect;

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/**
 * A row as the admin API shapes it: the body as stored (sanitised when it was saved); `viewCount`
 * is the stored baseline (the counter adds its part).
 */
export function toBlogPost(row: PostRow): BlogPost {
  return { ...toBlogPostSummary(row), content: row.content, viewCount: row.viewCount };
}

/**
 * A row as the public API and the pages shape it: no view count, since the answer is cached at the
 * edge, and the body as sanitised when it was stored, or sanitised again on its way out when its
 * stamp does not hold (a row written before a sanitiser change, or by hand: post-body.ts). Browsers
 * render it as it comes, so the sanitiser stays out of their download.
 */
async function toPublishedPost(row: PostRow): Promise<PublishedPost> {
  return { ...toBlogPostSummary(row), content: await publicBody(row) };
}

/** A row without its body, as lists show it. */
function toBlogPostSummary(row: Omit<PostRow, "content" | "contentSanitized" | "viewCount">): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    category: row.category,
    tags: row.tags,
    keywords: row.keywords,
    featured: row.featured,
    published: row.published,
    publishedAt: iso(row.publishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    imageUrl: row.imageUrl,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    canonicalUrl: row.canonicalUrl,
    ogTitle: row.ogTitle,
    ogDescription: row.ogDescription,
    ogImageUrl: row.ogImageUrl,
  };
}

/**
 * A post is public once it is published and has a publication date, and not while it is in the
 * trash (ADR 271). A scheduled post is unpublished until the cron publishes it (ADR 272). The
 * assistant's index (chat/search.ts) reads through this too.
 */
export const isPublic = and(eq(blogPosts.published, true), isNotNull(blogPosts.publishedAt), isNull(blogPosts.deletedAt));

const newestFirst = [desc(blogPosts.publishedAt), desc(blogPosts.id)] as const;

/**
 * The newest published posts as the feed lists them: without their bodies, which the feed never
 * shows, but for a post with an empty summary (a row written by hand: the admin requires one) the
 * body its description falls back to (ADR 259). Reading and checking fifty bodies a request for a
 * text the feed does not use was most of its cost.
 */
export async function listLatestFeedPosts(db: Db, limit: number): Promise<(BlogPostSummary & { content: string | null })[]> {
  const ifNoSummary = (column: SQLWrapper) => sql<string | null>`case when ${blogPosts.excerpt} = '' then ${column} end`;
  const rows = await db
    .select({ ...summaryColumns, body: ifNoSummary(blogPosts.content), stamp: ifNoSummary(blogPosts.contentSanitized) })
    .from(blogPosts)
    .where(isPublic)
    .orderBy(...newestFirst)
    .limit(limit);
  return Promise.all(
    rows.map(async ({ body, stamp, ...row }) => ({
      ...toBlogPostSummary(row),
      content: body === null ? null : await publicBody({ content: body, contentSanitized: stamp }),
    })),
  );
}

// Every column but the body (most of a row's bytes, and lists never show it), its stamp and the view baseline.
const { content: _body, contentSanitized: _stamp, viewCount: _views, ...summaryColumns } = getTableColumns(blogPosts);

/** Public posts, narrowed to one tag (compared as post_tags stores it: lower-cased) when given. */
function publicTagged(tag: string | undefined) {
  if (!tag) return isPublic;
  return and(isPublic, sql`${blogPosts.id} in (select ${postTags.postId} from ${postTags} where ${postTags.tag} = lower(${tag}))`);
}

/** The newest published posts without their bodies (GET /api/blog without a page, the home page). */
export async function listLatestPostSummaries(db: Db, limit: number, tag?: string): Promise<BlogPostSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(publicTagged(tag))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(toBlogPostSummary);
}

/** One page of /blog: featured posts first, then the rest, each newest first; and how many there are. */
export async function listPostSummaryPage(
  db: Db,
  page: { offset: number; limit: number; tag?: string },
): Promise<{ items: BlogPostSummary[]; totalItems: number }> {
  const where = publicTagged(page.tag);
  // One D1 round trip for the page and its count.
  const [rows, [counted]] = await db.batch([
    db
      .select(summaryColumns)
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.featured), ...newestFirst)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(blogPosts).where(where),
  ]);
  return { items: rows.map(toBlogPostSummary), totalItems: counted?.n ?? 0 };
}

const RELATED_POSTS_MAX = 3;

/**
 * Related articles of a published post (null when there is none by that slug): other published
 * posts scored 5 for the same category plus 2 per shared tag, top three, ties newest first; when
 * fewer than three share anything, the newest others fill up, so a post offers three further reads
 * whenever three exist. Only the posts of its category and those sharing a tag are scored (through
 * the category index and post_tags), never the whole blog. One round trip to D1 (the post found by
 * its slug in the same batch as the scored and the newest posts), compiled once per isolate (ADR 257).
 */
export async function listRelatedPostSummaries(session: D1DatabaseSession, slug: string): Promise<BlogPostSummary[] | null> {
  relatedBySlug ??= compileRelatedBySlug();
  const queries = relatedBySlug;
  const [found, scored, newest] = await session.batch<Record<string, unknown>>([
    bindSelect(session, queries.found, { slug }),
    bindSelect(session, queries.scored, { slug }),
    bindSelect(session, queries.newest, { slug }),
  ]);
  if (!found?.results.length) return null;
  const summaries = (result: typeof scored) => mapRows<SummaryRow>(queries.scored, result?.results ?? []);
  return fillUp(summaries(scored), summaries(newest)).map(toBlogPostSummary);
}

type SummaryRow = Omit<PostRow, "content" | "contentSanitized" | "viewCount">;

let relatedBySlug: ReturnType<typeof compileRelatedBySlug> | undefined;

/** The three statements of listRelatedPostSummaries, with the slug a placeholder. */
function compileRelatedBySlug() {
  // Drizzle only writes SQL here (toSQL); the client is never called.
  const db = drizzle({} as D1Database);
  const bySlug = and(isPublic, eq(blogPosts.slug, sql.placeholder("slug")));
  const currentId = db.select({ id: blogPosts.id }).from(blogPosts).where(bySlug);
  const currentCategory = db.select({ category: blogPosts.category }).from(blogPosts).where(bySlug);
  const currentTags = db.select({ tag: postTags.tag }).from(postTags).where(inArray(postTags.postId, currentId));
  return {
    found: compileSelect(currentId.limit(1), { id: blogPosts.id }),
    scored: compileSelect(scoredRelated(db, { id: sql`(${currentId})`, category: sql`(${currentCategory})` }, currentTags), summaryColumns),
    // Enough of the newest to fill up after leaving out the post itself and the scored ones.
    newest: compileSelect(
      db
        .select(summaryColumns)
        .from(blogPosts)
        .where(and(isPublic, ne(blogPosts.slug, sql.placeholder("slug"))))
        .orderBy(...newestFirst)
        .limit(2 * RELATED_POSTS_MAX),
      summaryColumns,
    ),
  };
}

/**
 * The related articles of a post as it is, published or not: a draft's preview (ADR 313) passes the
 * tags its form holds (compared lower-cased, as post_tags stores them), a stored post its own.
 */
export async function relatedPostSummaries(
  db: Db,
  current: { id: number; category: string; tags?: readonly string[] },
): Promise<BlogPostSummary[]> {
  const mine = current.tags
    ? current.tags.map((tag) => tag.toLowerCase())
    : db.select({ tag: postTags.tag }).from(postTags).where(eq(postTags.postId, current.id));
  const [scored, newest] = await db.batch([
    scoredRelated(db, current, mine),
    db
      .select(summaryColumns)
      .from(blogPosts)
      .where(and(isPublic, ne(blogPosts.id, current.id)))
      .orderBy(...newestFirst)
      .limit(2 * RELATED_POSTS_MAX),
  ]);
  return fillUp(scored, newest).map(toBlogPostSummary);
}

/**
 * The top three posts other than `current` sharing its category or one of `tags`, by score then
 * newest. The candidates are found first, through the category's index and post_tags' own, and
 * only their rows are read and scored (a candidate's score counts every tag it shares); the query
 * used to walk every published post by date and check each against the candidates, which at a
 * thousand posts read every post for three (ADR 273).
 */
function scoredRelated(db: Db, current: { id: number | SQL; category: string | SQL }, tags: readonly string[] | SQLWrapper) {
  // SQLite's planner, without statistics, would rather walk the trash index for the category's
  // posts, or every published post by date for the join. A unary + keeps a column's index out of
  // its choice, so the category's index is the one left; CROSS JOIN makes the candidates the outer
  // loop. The plan is asserted in related-articles.test.ts.
  const candidates = union(
    db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(
        and(
          eq(blogPosts.category, current.category),
          sql`+${blogPosts.published} = 1`,
          sql`+${blogPosts.publishedAt} is not null`,
          sql`+${blogPosts.deletedAt} is null`,
        ),
      ),
    db.select({ id: postTags.postId }).from(postTags).where(inArray(postTags.tag, tags)),
  ).as("candidates");
  const sharedTags = db
    .select({ n: count() })
    .from(postTags)
    .where(and(eq(postTags.postId, blogPosts.id), inArray(postTags.tag, tags)));
  const score = sql<number>`(case when ${blogPosts.category} = ${current.category} then 5 else 0 end) + 2 * (${sharedTags})`;
  return db
    .select(summaryColumns)
    .from(candidates)
    .crossJoin(blogPosts)
    .where(
      and(
        // Drizzle writes a union's column unqualified, which blog_posts.id would make ambiguous.
        sql`${blogPosts.id} = ${sql.identifier("candidates")}.${sql.identifier("id")}`,
        isPublic,
        ne(blogPosts.id, current.id),
      ),
    )
    .orderBy(desc(score), ...newestFirst)
    .limit(RELATED_POSTS_MAX);
}

/** The scored posts, then the newest others until there are three. */
function fillUp<T extends { id: number }>(scored: T[], newest: T[]): T[] {
  const taken = new Set(scored.map((post) => post.id));
  return [...scored, ...newest.filter((post) => !taken.has(post.id))].slice(0, RELATED_POSTS_MAX);
}

/**
 * One published post by its slug, with the bio of the author profile of its author's name (case
 * aside; null without one), or null: one query, compiled once per isolate (ADR 257).
 */
export async function findPublishedPostBySlug(session: D1DatabaseSession, slug: string): Promise<FoundPost | null> {
  postBySlug ??= compilePostBySlug();
  const raw = await bindSelect(session, postBySlug, { slug }).first<Record<string, unknown>>();
  return raw ? foundPost(postBySlug, raw) : null;
}

type FoundPost = { post: PublishedPost; authorBio: string | null };

async function foundPost(query: CompiledSelect, raw: Record<string, unknown>): Promise<FoundPost | null> {
  const [row] = mapRows<PostRow & { authorBio: string | null }>(query, [raw]);
  if (!row) return null;
  const { authorBio, ...post } = row;
  return { post: await toPublishedPost(post), authorBio };
}

/**
 * What a post page reads, in one D1 round trip: the post (as findPublishedPostBySlug) and its
 * related articles (as listRelatedPostSummaries), or null when there is no such published post.
 * The page's two reads share it (routes/blog.ts, ADR 273); the API answers each alone.
 */
export async function findPublishedPostWithRelated(
  session: D1DatabaseSession,
  slug: string,
): Promise<{ found: FoundPost; related: BlogPostSummary[] } | null> {
  postBySlug ??= compilePostBySlug();
  relatedBySlug ??= compileRelatedBySlug();
  const queries = relatedBySlug;
  const [post, scored, newest] = await session.batch<Record<string, unknown>>([
    bindSelect(session, postBySlug, { slug }),
    bindSelect(session, queries.scored, { slug }),
    bindSelect(session, queries.newest, { slug }),
  ]);
  const raw = post?.results[0];
  const found = raw ? await foundPost(postBySlug, raw) : null;
  if (!found) return null;
  const summaries = (result: typeof scored) => mapRows<SummaryRow>(queries.scored, result?.results ?? []);
  return { found, related: fillUp(summaries(scored), summaries(newest)).map(toBlogPostSummary) };
}

let postBySlug: CompiledSelect | undefined;

function compilePostBySlug(): CompiledSelect {
  const columns = { ...getTableColumns(blogPosts), authorBio: authorProfiles.bio };
  const query = drizzle({} as D1Database)
    .select(columns)
    .from(blogPosts)
    .leftJoin(authorProfiles, sql`lower(${authorProfiles.name}) = lower(${blogPosts.author})`)
    .where(and(isPublic, eq(blogPosts.slug, sql.placeholder("slug"))))
    .limit(1);
  return compileSelect(query, columns);
}

/** The stored view baseline of a published post, or null when there is no such published post. */
export async function findPublishedPostBaseline(db: Db, id: number): Promise<number | null> {
  const row = await db
    .select({ viewCount: blogPosts.viewCount })
    .from(blogPosts)
    .where(and(isPublic, eq(blogPosts.id, id)))
    .get();
  return row ? row.viewCount : null;
}

/** How many posts are public (the sitemap index counts its post sitemaps from it). */
export async function countPublishedPosts(db: Db): Promise<number> {
  const [counted] = await db.select({ n: count() }).from(blogPosts).where(isPublic);
  return counted?.n ?? 0;
}

/** One stretch of the published posts' slugs and last changes, oldest id first (a child sitemap). */
export async function listPublishedPostLastmods(
  db: Db,
  stretch: { offset: number; limit: number },
): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isPublic)
    .orderBy(asc(blogPosts.id))
    .limit(stretch.limit)
    .offset(stretch.offset);
}
