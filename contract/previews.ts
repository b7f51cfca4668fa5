/**
 * Previews of posts and projects (ADR 313): the editor sends what its form holds (saved or not),
 * the Worker keeps it as a snapshot and answers its address, which renders the real public page.
 * An admin opens it signed in; anyone opens it through the signed, expiring link until it expires.
 */
import * as v from "valibot";
import { blogPostInputSchema, projectInputSchema } from "./admin-content";

const itemId = v.optional(
  v.nullable(v.pipe(v.number("Must be a record id."), v.integer("Must be a record id."), v.minValue(1, "Must be a record id."))),
  null,
);

/** POST /api/admin/previews: the form of a post or a project, and which record it edits (null: a new one). */
export const previewRequestSchema = v.variant(
  "kind",
  [
    v.object({ kind: v.literal("post"), itemId, input: blogPostInputSchema }),
    v.object({ kind: v.literal("project"), itemId, input: projectInputSchema }),
  ],
  "Must say whether a post or a project is previewed.",
);
export type PreviewRequest = v.InferInput<typeof previewRequestSchema>;

/** The answer: the preview's address (signed when the deployment has a signing secret) and until when it works. */
export interface PreviewLink {
  url: string;
  expiresAt: string;
  /** False: no signing secret is configured, so the address works for signed-in admins only. */
  shareable: boolean;
}

/** A snapshot's address: `/preview/<token>?expires=<ms>&sig=<hmac>`. */
export const PREVIEW_PREFIX = "/preview";

/** A stored draft's address for signed-in admins (the lists' Preview links). */
export const storedPreviewPath = (kind: "post" | "project", id: number) => `${PREVIEW_PREFIX}/${kind}/${id}`;

/** What a refused preview page says (status 403, 404 or 410). */
export const previewRefusals = {
  expired: "This preview link has expired. Ask whoever shared it for a new one.",
  invalid: "This preview link is not valid: it may have been copied incompletely or changed.",
  signIn: "This preview is for signed-in admins. Sign in at /admin, or ask for a shared preview link.",
  missing: "There is nothing to preview here: the draft may have been deleted.",
} as const;
