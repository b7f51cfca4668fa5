/**
 * /sitemap.xml is a sitemap index; its children list the URLs: /sitemaps/pages.xml (the public
 * pages), /sitemaps/posts/<n>.xml (published posts) and /sitemaps/projects/<n>.xml (projects), each
 * child at most SITEMAP_CHUNK URLs, far below the protocol's 50,000 URLs and 50 MB per file, so the
 * site can grow without a sitemap ever being refused. Children hold records in id order, so a new
 * post or project lands in the last child and the others keep their contents.
 */
import type { Context } from "hono";
import { absoluteUrl } from "#contract/meta.ts";
import { pathTo, sitemapPaths } from "#contract/routes.ts";
import type { AppEnv } from "../env";
import { countPublishedPosts, listPublishedPostLastmods } from "../db/blog";
import { publicDb } from "../db/client";
import { countProjects, listProjectLastmods } from "../db/projects";
import { escapeMarkup } from "./escape";

/** URLs per child sitemap (also bounds the D1 rows one child reads). */
const SITEMAP_CHUNK = 10_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

function xmlResponse(c: Context<AppEnv>, xml: string): Response {
  return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8" });
}

function urlSet(c: Context<AppEnv>, entries: readonly string[]): Response {
  return xmlResponse(c, `${XML_HEAD}\n<urlset xmlns="${SITEMAP_NS}">\n${entries.join("\n")}\n</urlset>\n`);
}

function urlEntry(loc: string, lastmod?: Date): string {
  const mod = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
  return `<url><loc>${escapeMarkup(loc)}</loc>${mod}</url>`;
}

const chunks = (count: number) => Math.ceil(count / SITEMAP_CHUNK);

/** /sitemap.xml: the children, as many post and project sitemaps as the counts need. */
export async function sitemapIndexXml(c: Context<AppEnv>): Promise<Response> {
  const db = publicDb(c.env);
  const [posts, projects] = await Promise.all([countPublishedPosts(db), countProjects(db)]);
  const children = [
    "/sitemaps/pages.xml",
    ...Array.from({ length: chunks(posts) }, (_, i) => `/sitemaps/posts/${i + 1}.xml`),
    ...Array.from({ length: chunks(projects) }, (_, i) => `/sitemaps/projects/${i + 1}.xml`),
  ];
  const entries = children.map((path) => `<sitemap><loc>${escapeMarkup(absoluteUrl(c.env.SITE_URL, path))}</loc></sitemap>`);
  return xmlResponse(c, `${XML_HEAD}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join("\n")}\n</sitemapindex>\n`);
}

/** /sitemaps/pages.xml: the public pages without parameters (not the search results: noindex). */
export function pagesSitemapXml(c: Context<AppEnv>): Response {
  return urlSet(
    c,
    sitemapPaths.map((path) => urlEntry(absoluteUrl(c.env.SITE_URL, path))),
  );
}

/** The stretch of records a child named `<n>.xml` holds, or null for any other name. */
function chunkOf(file: string): { offset: number; limit: number } | null {
  const n = /^([1-9][0-9]{0,5})\.xml$/.exec(file)?.[1];
  return n ? { offset: (Number(n) - 1) * SITEMAP_CHUNK, limit: SITEMAP_CHUNK } : null;
}

/** A child sitemap of records: the stretch its name says, each record's page and last change; 404 past the last. */
async function recordSitemap<T extends { updatedAt: Date }>(
  c: Context<AppEnv>,
  read: (stretch: { offset: number; limit: number }) => Promise<T[]>,
  pathOf: (record: T) => string,
): Promise<Response> {
  const stretch = chunkOf(c.req.param("file") ?? "");
  const records = stretch ? await read(stretch) : [];
  if (records.length === 0) return c.notFound();
  return urlSet(
    c,
    records.map((record) => urlEntry(absoluteUrl(c.env.SITE_URL, pathOf(record)), record.updatedAt)),
  );
}

/** /sitemaps/posts/<n>.xml */
export function postsSitemapXml(c: Context<AppEnv>): Promise<Response> {
  return recordSitemap(
    c,
    (stretch) => listPublishedPostLastmods(publicDb(c.env), stretch),
    (post) => pathTo("blogPost", { slug: post.slug }),
  );
}

/** /sitemaps/projects/<n>.xml */
export function projectsSitemapXml(c: Context<AppEnv>): Promise<Response> {
  return recordSitemap(
    c,
    (stretch) => listProjectLastmods(publicDb(c.env), stretch),
    (project) => pathTo("project", { id: project.id }),
  );
}
