/**
 * HTML for every page route: the SPA shell from the asset server with the theme script and the
 * page's own head (title, description, canonical, Open Graph/Twitter, JSON-LD) written in, so
 * crawlers and link previews get them without running JavaScript. Paths the SPA has no page for,
 * and posts or projects that do not exist, answer 404 (the shell then shows its not-found screen).
 * Files with an extension pass straight through to the asset server.
 */
import type { Context } from "hono";
import { postHead, projectHead, type HeadData } from "../../contract/meta";
import { notFoundHead, staticHead } from "../../contract/static-page-meta";
import { pageReads } from "../../contract/read-paths";
import { matchPath } from "../../contract/routes";
import type { AppEnv } from "../env";
import { findPublishedPostBySlug } from "../db/blog";
import { getDb } from "../db/client";
import { findProject } from "../db/projects";
import { parseId } from "../lib/parse-id";
import { headRewriter } from "./head-html";
import { withImageInfo } from "../media/public-images";
import { POST_IMAGE_SIZES } from "../../contract/media-image";
import { dataPreloadLinks, imagePreloadLink, modulepreloadLinks, routePreloads } from "./route-preloads";
import { THEME_SCRIPT } from "./theme-script";

/** A post's header image, and its variants where the zone resizes images (same sizes as the page's <img>). */
interface HeroImage {
  src: string | null;
  srcset: string | null;
}

const HAS_EXTENSION = /\/[^/]+\.[a-z0-9]+$/i;

/**
 * The head of a path and its status: 404 for unknown routes and for missing posts or projects.
 * `heroImage`: a post's header image, the largest thing on its first screen, so the browser can
 * fetch it with the HTML rather than once the page has rendered.
 */
export async function headFor(env: Env, pathname: string, match = matchPath(pathname)): Promise<{ status: 200 | 404; head: HeadData; heroImage?: HeroImage }> {
  const site = env.SITE_URL;
  const notFound = { status: 404, head: notFoundHead(site, pathname) } as const;
  if (!match) return notFound;
  if (match.name === "blogPost") {
    const post = await findPublishedPostBySlug(getDb(env), match.params.slug ?? "");
    if (!post) return notFound;
    const [shown] = await withImageInfo(env, [post]);
    return { status: 200, head: postHead(post, site), heroImage: { src: post.imageUrl, srcset: shown?.image?.srcset ?? null } };
  }
  if (match.name === "project") {
    const id = parseId(match.params.id ?? "");
    const project = id === null ? null : await findProject(getDb(env), id);
    return project ? { status: 200, head: projectHead(project, site) } : notFound;
  }
  return { status: 200, head: staticHead(match.name, site) };
}

export async function servePage(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  if (HAS_EXTENSION.test(url.pathname)) return c.env.ASSETS.fetch(c.req.raw);

  // Always fetch the shell afresh: the HTML differs per route, so the shell's ETag must not be reused.
  const shell = await c.env.ASSETS.fetch(new Request(new URL("/", url), { method: "GET" }));
  if (!shell.ok) return shell;

  const match = matchPath(url.pathname);
  const [{ status, head, heroImage }, preloads] = await Promise.all([
    headFor(c.env, url.pathname, match),
    match ? routePreloads(c.env.ASSETS, url.origin, match.name) : [],
  ]);
  // A missing post or project is not read: nothing to preload for the not-found screen.
  const reads = match && status === 200 ? pageReads(match.name, match.params, url.searchParams) : [];
  const rewritten = headRewriter(head, THEME_SCRIPT, modulepreloadLinks(preloads) + dataPreloadLinks(reads) + imagePreloadLink(heroImage?.src, heroImage?.srcset, POST_IMAGE_SIZES)).transform(shell);

  const headers = new Headers(rewritten.headers);
  headers.delete("ETag");
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Cache-Control", "no-cache");
  return new Response(c.req.method === "HEAD" ? null : rewritten.body, { status, headers });
}
