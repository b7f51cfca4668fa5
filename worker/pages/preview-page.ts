/**
 * /preview/… — a draft or an unsaved change as the real public page (ADR 313): the same React
 * renderer and shell as /blog/:slug and /projects/:id, given the preview's entity as the page's
 * read. Never cached (private, no-store, outside Workers Cache) and never indexed (X-Robots-Tag and
 * meta robots). It carries no app script: the page is shown as rendered, so a preview counts no
 * view and fetches nothing.
 *
 * - `/preview/<token>?expires=…&sig=…`: a snapshot; a signed-in admin, or anyone with a valid
 *   signature until the expiry.
 * - `/preview/post/<id>`, `/preview/project/<id>`: a stored post or project as saved; signed-in admins only.
 *
 * A refused or missing preview is a short page saying why (403, 404 or 410), never a 500.
 */
import type { Context } from "hono";
import { renderPage } from "virtual:kilbride/page-renderer";
import type { Project, PublishedPost } from "#contract/entities.ts";
import { previewRefusals } from "#contract/previews.ts";
import { readPaths } from "#contract/read-paths.ts";
import { pathTo } from "#contract/routes.ts";
import { signedInAdmin } from "../access/identity";
import { PRIVATE_NO_STORE } from "../cache/cache-policy";
import { findAdminPost } from "../db/admin-posts";
import { findAdminProject } from "../db/admin-projects";
import { relatedPostSummaries } from "../db/blog";
import { getDb, publicDb } from "../db/client";
import { findPreview } from "../db/previews";
import type { AppEnv } from "../env";
import { parseId } from "../lib/parse-id";
import { withImageInfo } from "../media/public-images";
import { postPreview, projectPreview } from "../previews/entities";
import { type PreviewSettings, verifyPreview } from "../previews/signing";
import { escapeMarkup } from "./escape";
import { pageShell } from "./shell";

const NOINDEX = "noindex, nofollow";
const META_ROBOTS = `<meta name="robots" content="${NOINDEX}">`;

type Preview = { kind: "post"; data: PublishedPost } | { kind: "project"; data: Project };

function html(c: Context<AppEnv>, body: string, status: number): Response {
  return new Response(c.req.method === "HEAD" ? null : body, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": PRIVATE_NO_STORE, "X-Robots-Tag": NOINDEX },
  });
}

/** A refusal: the site's shell with the reason, or a bare page when there is no built shell. */
async function refused(c: Context<AppEnv>, status: number, reason: string): Promise<Response> {
  const shell = await pageShell(c.env.ASSETS, new URL(c.req.url).origin);
  const main = `<main id="main" class="mx-auto max-w-2xl px-4 py-16"><h1 class="text-3xl font-bold">Preview unavailable</h1><p class="mt-4">${escapeMarkup(reason)}</p><p class="mt-4"><a class="text-primary underline" href="/">Go to the home page</a></p></main>`;
  const head = `<title>Preview unavailable</title>${META_ROBOTS}`;
  return html(
    c,
    shell
      ? `${shell.head}${head}${shell.beforeRoot}${main}${shell.afterRoot}${shell.afterBody}`
      : `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${main}</body></html>`,
    status,
  );
}

/** The public page of the previewed entity, rendered as its own address would be. */
async function rendered(c: Context<AppEnv>, preview: Preview): Promise<Response> {
  const origin = new URL(c.req.url).origin;
  let path: string;
  const reads: Record<string, unknown> = {};
  if (preview.kind === "post") {
    const post = preview.data;
    path = pathTo("blogPost", { slug: post.slug });
    reads[readPaths.blogPost(post.slug)] = post;
    const related = await relatedPostSummaries(publicDb(c.env), { id: post.id, category: post.category, tags: post.tags });
    reads[readPaths.blogRelated(post.slug)] = await withImageInfo(c.env, related);
  } else {
    path = pathTo("project", { id: preview.data.id });
    reads[readPaths.project(String(preview.data.id))] = preview.data;
  }
  const [shell, page] = await Promise.all([pageShell(c.env.ASSETS, origin), renderPage(path, reads)]);
  if (!shell) return refused(c, 503, "The site is being deployed; try the preview again in a minute.");
  return html(c, `${shell.head}${META_ROBOTS}${page.head}${shell.beforeRoot}${page.body}${shell.afterRoot}${shell.afterBody}`, 200);
}

/** GET /preview/post/:id and /preview/project/:id: a stored draft (or published item) as saved, for admins. */
export async function serveStoredPreview(c: Context<AppEnv>): Promise<Response> {
  if (!(await signedInAdmin(c))) return refused(c, 403, previewRefusals.signIn);
  const kind = c.req.param("kind");
  const id = parseId(c.req.param("id") ?? "");
  const db = getDb(c.env);
  const now = new Date();
  if (id !== null && kind === "post") {
    const found = await findAdminPost(db, id);
    if (found && !found.trashed) return rendered(c, { kind, data: await postPreview(c.env, found.post, found.post, now) });
  }
  if (id !== null && kind === "project") {
    const found = await findAdminProject(db, id);
    if (found && !found.trashed) return rendered(c, { kind, data: await projectPreview(c.env, found.project, found.project, now) });
  }
  return refused(c, 404, previewRefusals.missing);
}

/** GET /preview/:token: a snapshot, for an admin or through its signed link until it expires. */
export async function serveSnapshotPreview(c: Context<AppEnv>): Promise<Response> {
  const token = c.req.param("token") ?? "";
  const expiresText = c.req.query("expires") ?? "";
  const expires = /^\d{1,15}$/.test(expiresText) ? Number(expiresText) : Number.NaN;
  const signature = c.req.query("sig");
  const now = Date.now();
  const admin = await signedInAdmin(c);
  if (!admin) {
    if (!signature) return refused(c, 403, previewRefusals.signIn);
    const valid = Number.isFinite(expires) && (await verifyPreview(c.env as PreviewSettings, token, expires, signature));
    if (!valid) return refused(c, 403, previewRefusals.invalid);
  }
  if (Number.isFinite(expires) && expires <= now) return refused(c, 410, previewRefusals.expired);
  const found = /^[0-9a-f]{32}$/.test(token) ? await findPreview(getDb(c.env), token, new Date(now)) : null;
  if (!found) return refused(c, 404, previewRefusals.missing);
  // Written only by the admin route, from the entity functions above.
  return rendered(c, { kind: found.kind, data: found.data } as Preview);
}
