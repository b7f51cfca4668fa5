/**
 * Page metadata rules: document titles, descriptions, canonicals, social tags and structured data,
 * rendered by each page with React (on the server and in the browser alike). A post's head, whose
 * description needs the sanitiser, is in contract/post-head.ts.
 */
import type { BlogPost, Project } from "./entities";
import { projectCategories } from "./enums";
import { siteIdentity } from "./site-identity";

/** Document title limit, company suffix included. */
export const META_TITLE_MAX = 60;
/** Description limit, ellipsis included. */
export const META_DESCRIPTION_MAX = 160;
const ELLIPSIS = "…";

/** Everything a page's <head> says about it. Absolute URLs throughout. */
export interface HeadData {
  /** The whole document title (suffix included where the rules add one). */
  title: string;
  description: string;
  canonical: string;
  keywords?: string;
  /** "noindex" for pages search engines should not list (not-found, admin). */
  robots?: string;
  og: { type: "website" | "article"; title: string; description: string; url: string; image?: string };
  article?: { publishedTime?: string; modifiedTime?: string; author: string; section: string; tags: string[] };
  /** Structured data (schema.org) written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
}

/** Cuts text to `max` characters at a word boundary, ending with an ellipsis when anything was cut. */
export function truncateAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - ELLIPSIS.length + 1);
  const lastSpace = room.lastIndexOf(" ");
  // A single word longer than the limit is cut mid-word rather than dropped.
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, max - ELLIPSIS.length);
  return `${cut.replace(/[\s,;:.\-–—]+$/, "")}${ELLIPSIS}`;
}

/** A page title with the company suffix, the page part shortened so the whole is at most 60 characters. */
export function titleWithSuffix(pageTitle: string): string {
  return `${truncateAtWord(pageTitle, META_TITLE_MAX - siteIdentity.titleSuffix.length)}${siteIdentity.titleSuffix}`;
}

/** The post's document title: its metaTitle as written, else its title shortened plus the suffix. */
export function postMetaTitle(post: Pick<BlogPost, "title" | "metaTitle">): string {
  return post.metaTitle?.trim() || titleWithSuffix(post.title);
}

/**
 * A page of this site by its path: always on the site's own origin, whatever the path looks like
 * ("//host/x" or "/\\host" stay paths here, not URLs of another host). Canonicals use this;
 * `search` is the query string a page's canonical keeps (a page of a paged list), none by default.
 */
export function sitePageUrl(siteUrl: string, path: string, search = ""): string {
  const url = new URL(siteUrl);
  url.pathname = path.startsWith("/") ? path : `/${path}`;
  url.search = search;
  url.hash = "";
  return url.toString();
}

/** An absolute URL for a site path (or the URL itself when already absolute). */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).toString();
}

/** Head of a page with a plain document title and description (canonical: its own path on the site). */
export function pageHead({
  title,
  description,
  path,
  search,
  siteUrl,
  noindex = false,
}: {
  title: string;
  description?: string;
  path: string;
  search?: string;
  siteUrl: string;
  noindex?: boolean;
}): HeadData {
  const canonical = sitePageUrl(siteUrl, path, search);
  const text = truncateAtWord(description ?? siteIdentity.description, META_DESCRIPTION_MAX);
  return {
    title,
    description: text,
    canonical,
    robots: noindex ? "noindex" : undefined,
    og: { type: "website", title, description: text, url: canonical },
  };
}

export function organization(siteUrl: string) {
  return { "@type": "Organization", name: siteIdentity.name, url: absoluteUrl(siteUrl, "/"), logo: absoluteUrl(siteUrl, "/favicon.svg") };
}

/** Head of /projects/{id}. */
export function projectHead(project: Project, siteUrl: string): HeadData {
  const title = titleWithSuffix(project.title);
  const description = truncateAtWord(project.description, META_DESCRIPTION_MAX);
  const canonical = sitePageUrl(siteUrl, `/projects/${project.id}`);
  const image = project.imageUrl ? absoluteUrl(siteUrl, project.imageUrl) : undefined;
  return {
    title,
    description,
    canonical,
    keywords: [projectCategories.labels[project.category], project.location, project.client].join(", "),
    og: { type: "website", title, description, url: canonical, image },
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "CreativeWork",
      name: project.title,
      description: project.description,
      about: projectCategories.labels[project.category],
      locationCreated: { "@type": "Place", name: project.location },
      dateCreated: String(project.year),
      creator: organization(siteUrl),
      ...(image ? { image } : {}),
      mainEntityOfPage: { "@type": "WebPage", "@id": canonical },
    },
  };
}

/** The <head> elements of some HeadData, as [tag, attributes] pairs (title and JSON-LD aside). */
export function headMetaTags(head: HeadData): { tag: "meta" | "link"; attrs: Record<string, string> }[] {
  const tags: { tag: "meta" | "link"; attrs: Record<string, string> }[] = [];
  const meta = (key: "name" | "property", id: string, content: string | undefined) => {
    if (content) tags.push({ tag: "meta", attrs: { [key]: id, content } });
  };
  meta("name", "description", head.description);
  meta("name", "keywords", head.keywords);
  meta("name", "robots", head.robots);
  tags.push({ tag: "link", attrs: { rel: "canonical", href: head.canonical } });
  meta("property", "og:site_name", siteIdentity.name);
  meta("property", "og:type", head.og.type);
  meta("property", "og:title", head.og.title);
  meta("property", "og:description", head.og.description);
  meta("property", "og:url", head.og.url);
  meta("property", "og:image", head.og.image);
  meta("name", "twitter:card", head.og.image ? "summary_large_image" : "summary");
  meta("name", "twitter:title", head.og.title);
  meta("name", "twitter:description", head.og.description);
  meta("name", "twitter:image", head.og.image);
  if (head.article) {
    meta("property", "article:published_time", head.article.publishedTime);
    meta("property", "article:modified_time", head.article.modifiedTime);
    meta("property", "article:author", head.article.author);
    meta("property", "article:section", head.article.section);
    for (const tag of head.article.tags) meta("property", "article:tag", tag);
  }
  return tags;
}
