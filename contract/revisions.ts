/**
 * Versions, revisions and the trash of posts and projects (ADRs 270–272), shared by the admin API
 * and the editor. Every admin answer for one item carries its version twice: `revision` in the body
 * and an ETag `"<revision>"`. A PUT or restore names the version it was made from (If-Match, or the
 * body's `revision`); a stale one gets 409 with the current item.
 */
import * as v from "valibot";
import type { BlogPost, Project } from "./entities";

/** What an edited item carries besides its fields. */
interface Versioned {
  /** Raised by every save, restore, trash and scheduled publish. */
  revision: number;
  /** The Access e-mail of who saved it last; null for rows saved before revisions existed. */
  updatedBy: string | null;
}

/** A post as the admin API answers it. */
export interface AdminPost extends BlogPost, Versioned {
  /** When an unpublished post is to be published by the cron (ISO 8601, UTC), else null. */
  publishAt: string | null;
}

/**
 * A post as the admin posts list answers it: what the list shows (title, status, the date shown)
 * and what its links need (id, slug). The editor reads the whole post by its id.
 */
export type AdminPostRow = Pick<AdminPost, "id" | "slug" | "title" | "published" | "publishedAt" | "publishAt" | "createdAt">;

/** A project as the admin API answers it. */
export interface AdminProject extends Omit<Project, "descriptionHtml">, Versioned {
  /** The rich description as stored; null for a project with plain text only (ADR 312). */
  descriptionHtml: string | null;
  updatedAt: string;
  /** False: a draft, seen by admins only (ADR 314). */
  published: boolean;
}

/** A project as the admin projects list answers it: what the list shows and links with (the editor reads the whole project). */
export type AdminProjectRow = Pick<AdminProject, "id" | "title" | "category" | "client" | "published" | "createdAt">;

/** The 409 answer to a stale write: what the server holds now. */
export interface StaleWrite<T> {
  message: string;
  current: T;
}

export const STALE_POST_MESSAGE =
  "Someone saved this post after you opened it. Compare their version with yours, then reload theirs or save yours over it.";
export const STALE_PROJECT_MESSAGE =
  "Someone saved this project after you opened it. Compare their version with yours, then reload theirs or save yours over it.";
export const VERSION_MESSAGE = 'Send the version you edited as If-Match: "<revision>" (e.g. "3") or as a positive whole `revision`.';
export const VERSION_REQUIRED_MESSAGE = 'Restoring needs the version you are replacing: send If-Match: "<revision>".';
export const VERSION_CONFLICT_MESSAGE = "If-Match and the body's revision name different versions: send one.";

/** The body field, when the client cannot set If-Match. */
export const revisionField = v.optional(
  v.pipe(v.number(VERSION_MESSAGE), v.integer(VERSION_MESSAGE), v.minValue(1, VERSION_MESSAGE), v.maxValue(2 ** 31, VERSION_MESSAGE)),
);

/** The ETag of a version. */
export const versionTag = (revision: number): string => `"${revision}"`;

/**
 * An If-Match header's version: a number for `"<n>"`, "any" for `*` (overwrite whatever is there),
 * null when absent, "malformed" for anything else (weak tags, lists, other text).
 */
export function parseIfMatch(header: string | undefined): number | "any" | null | "malformed" {
  if (header === undefined) return null;
  const value = header.trim();
  if (value === "*") return "any";
  const n = /^"([1-9][0-9]{0,9})"$/.exec(value)?.[1];
  return n && Number(n) <= 2 ** 31 ? Number(n) : "malformed";
}

// ── Revisions ─────────────────────────────────────────────────────────────────

/** One stored earlier version, as the revisions list shows it (no body). */
export interface RevisionSummary {
  revision: number;
  savedAt: string;
  savedBy: string | null;
  title: string;
}

/** One stored version with the fields the diff compares (posts: title, excerpt, body; projects: title, description). */
export interface RevisionDetail extends RevisionSummary {
  /** The item's editable fields as they were. */
  data: Record<string, unknown>;
}

/** How many revisions each item keeps when wrangler.toml sets no CONTENT_REVISIONS_KEPT. */
export const DEFAULT_REVISIONS_KEPT = 50;
/** How many days an item stays in the trash when wrangler.toml sets no TRASH_RETENTION_DAYS. */
export const DEFAULT_TRASH_DAYS = 30;

// ── Trash ─────────────────────────────────────────────────────────────────────

/** One item in the trash. */
interface TrashedItem {
  id: number;
  title: string;
  deletedAt: string;
  /** When the cron deletes it for good. */
  purgeAt: string;
  revision: number;
}

export interface TrashPage {
  items: TrashedItem[];
  total: number;
  page: number;
  totalPages: number;
}

/** Rows per trash page. */
export const TRASH_PAGE_SIZE = 50;

export const trashQuerySchema = v.object({
  page: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9][0-9]{0,5}$/, "Page must be a positive whole number."),
      v.transform((value) => Number(value)),
    ),
    "1",
  ),
});

export const IN_TRASH_POST_MESSAGE = "This post is in the trash: restore it from the Trash first.";
export const IN_TRASH_PROJECT_MESSAGE = "This project is in the trash: restore it from the Trash first.";
export const NOT_IN_TRASH_MESSAGE = "Only items in the trash can be deleted permanently: move it to the trash first.";
