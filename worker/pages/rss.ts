/**
 * /blog/rss.xml: RSS 2.0 of the newest published posts (at most RSS_ITEM_LIMIT), newest first. Each item carries the post's whole
 * summary and its image (Media RSS: <enclosure> would need the file's byte length, which the list
 * does not know). Every page links here from its head (web/index.html), so a reader finds it.
 */
import type { Context } from "hono";
import { absoluteUrl } from "#contract/meta.ts";
import { postMetaDescription } from "#contract/post-head.ts";
import { blogIntro } from "#content/blog.ts";
import { pathTo } from "#contract/routes.ts";
import { company } from "#content/site.ts";
import type { AppEnv } from "../env";
import { listLatestFeedPosts } from "../db/blog";
import { publicDb } from "../db/client";
import { escapeMarkup } from "./escape";

/** Feed readers show a bounded list; older posts stay on the site (read no more than this from D1). */
export const RSS_ITEM_LIMIT = 50;

export async function rssXml(c: Context<AppEnv>): Promise<Response> {
  const site = c.env.SITE_URL;
  const posts = await listLatestFeedPosts(publicDb(c.env), RSS_ITEM_LIMIT);
  const items = posts.map((post) => {
    const link = absoluteUrl(site, pathTo("blogPost", { slug: post.slug }));
    const date = new Date(post.publishedAt ?? post.createdAt).toUTCString();
    const image = post.imageUrl ? absoluteUrl(site, post.imageUrl) : undefined;
    return [
      "<item>",
      `<title>${escapeMarkup(post.title)}</title>`,
      `<link>${escapeMarkup(link)}</link>`,
      `<guid isPermaLink="true">${escapeMarkup(link)}</guid>`,
      `<description>${escapeMarkup(post.excerpt || postMetaDescription({ content: post.content ?? "", metaDescription: post.metaDescription }))}</description>`,
      `<dc:creator>${escapeMarkup(post.author)}</dc:creator>`,
      `<category>${escapeMarkup(post.category.replace(/_/g, " "))}</category>`,
      `<pubDate>${date}</pubDate>`,
      image ? `<media:content url="${escapeMarkup(image)}" medium="image"/>` : "",
      "</item>",
    ].join("");
  });
  const self = absoluteUrl(site, "/blog/rss.xml");
  const latest = posts[0]?.publishedAt;
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">',
    "<channel>",
    `<title>${escapeMarkup(`${company.name} Blog`)}</title>`,
    `<link>${escapeMarkup(absoluteUrl(site, pathTo("blog")))}</link>`,
    `<description>${escapeMarkup(blogIntro.text)}</description>`,
    "<language>en-us</language>",
    `<atom:link href="${escapeMarkup(self)}" rel="self" type="application/rss+xml"/>`,
    latest ? `<lastBuildDate>${new Date(latest).toUTCString()}</lastBuildDate>` : "",
    ...items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
  return c.body(xml, 200, { "Content-Type": "application/rss+xml; charset=utf-8" });
}
