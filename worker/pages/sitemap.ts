/** /sitemap.xml: the public pages, every published post and every project, with lastmod where known. */
import type { Context } from "hono";
import { absoluteUrl } from "#contract/meta.ts";
import { pathTo, staticPublicPaths } from "#contract/routes.ts";
import type { AppEnv } from "../env";
import { listPublishedPostLastmods } from "../db/blog";
import { publicDb } from "../db/client";
import { listProjectLastmods } from "../db/projects";
import { escapeMarkup } from "./escape";

function urlEntry(loc: string, lastmod?: Date): string {
  const mod = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
  return `<url><loc>${escapeMarkup(loc)}</loc>${mod}</url>`;
}

export async function sitemapXml(c: Context<AppEnv>): Promise<Response> {
  const db = publicDb(c.env);
  const [posts, projects] = await Promise.all([listPublishedPostLastmods(db), listProjectLastmods(db)]);
  const site = c.env.SITE_URL;
  const entries = [
    ...staticPublicPaths.map((path) => urlEntry(absoluteUrl(site, path))),
    ...posts.map((post) => urlEntry(absoluteUrl(site, pathTo("blogPost", { slug: post.slug })), post.updatedAt)),
    ...projects.map((project) => urlEntry(absoluteUrl(site, pathTo("project", { id: project.id })), project.updatedAt)),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
  return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8" });
}
