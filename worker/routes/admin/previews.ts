/**
 * /api/admin/previews — a preview of what an editor's form holds, saved or not (ADR 313): the form
 * is validated with the editor's own schema, shaped into the entity the public page reads (a
 * published post's or project's answer, image details included) and stored as a snapshot; the
 * answer is its address, signed and expiring, which `/preview/…` renders as the real page.
 */
import { Hono } from "hono";
import type { Project, PublishedPost } from "#contract/entities.ts";
import { type PreviewLink, PREVIEW_PREFIX, previewRequestSchema } from "#contract/previews.ts";
import { findAdminPost } from "../../db/admin-posts";
import { findAdminProject } from "../../db/admin-projects";
import { previewToken, storePreview } from "../../db/previews";
import { jsonError } from "../../lib/http-error";
import { adminAudit, type AdminEnv } from "../../middleware/admin-access";
import { limitBody, requireJson, validJson } from "../../middleware/json-body";
import { postPreview, projectPreview } from "../../previews/entities";
import { type PreviewSettings, previewLifetimeMs, signPreview } from "../../previews/signing";

const NOT_FOUND = { post: "Blog post not found.", project: "Project not found." } as const;

/** A preview's address: the token, its expiry and (with a secret) the signature over both. */
async function previewUrl(env: PreviewSettings, token: string, expires: number): Promise<{ url: string; shareable: boolean }> {
  const signature = await signPreview(env, token, expires);
  const query = new URLSearchParams({ expires: String(expires), ...(signature ? { sig: signature } : {}) });
  return { url: `${PREVIEW_PREFIX}/${token}?${query.toString()}`, shareable: signature !== null };
}

const previews = new Hono<AdminEnv>().post("/", requireJson, limitBody, validJson(previewRequestSchema), async (c) => {
  const request = c.req.valid("json");
  const db = c.get("db");
  const now = new Date();
  let data: PublishedPost | Project;
  if (request.kind === "post") {
    const found = request.itemId === null ? null : await findAdminPost(db, request.itemId);
    if (request.itemId !== null && (!found || found.trashed)) return jsonError(c, 404, NOT_FOUND.post);
    data = await postPreview(c.env, request.input, found?.post ?? null, now);
  } else {
    const found = request.itemId === null ? null : await findAdminProject(db, request.itemId);
    if (request.itemId !== null && (!found || found.trashed)) return jsonError(c, 404, NOT_FOUND.project);
    data = await projectPreview(c.env, request.input, found?.project ?? null, now);
  }
  const token = previewToken();
  const expiresAt = new Date(now.getTime() + previewLifetimeMs(c.env as PreviewSettings));
  await storePreview(
    db,
    { id: token, kind: request.kind, itemId: request.itemId, data: { ...data }, expiresAt, by: c.get("adminEmail"), now },
    adminAudit(c, {
      action: "preview.create",
      recordType: "content_previews",
      recordId: token,
      detail: { kind: request.kind, item: request.itemId },
    }),
  );
  const link = await previewUrl(c.env as PreviewSettings, token, expiresAt.getTime());
  return c.json<PreviewLink>({ ...link, expiresAt: expiresAt.toISOString() }, 201);
});

export default previews;
