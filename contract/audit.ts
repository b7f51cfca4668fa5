/**
 * The audit log (docs/privacy.md, ADR 283): what each admin write records, and the admin list's
 * filters. The log is read-only through the API.
 */
import * as v from "valibot";

/** Every action an admin write records, "<area>.<verb>", with how the audit page names it. */
export const auditActions = {
  "post.create": "Created a blog post",
  "post.update": "Updated a blog post",
  "post.delete": "Moved a blog post to the Trash",
  "post.restore-revision": "Restored an earlier version of a blog post",
  "post.untrash": "Restored a blog post from the Trash",
  "post.purge": "Deleted a blog post permanently",
  "project.create": "Created a project",
  "project.update": "Updated a project",
  "project.delete": "Moved a project to the Trash",
  "project.restore-revision": "Restored an earlier version of a project",
  "project.untrash": "Restored a project from the Trash",
  "project.purge": "Deleted a project permanently",
  "preview.create": "Made a preview link",
  "author.create": "Created an author profile",
  "author.update": "Updated an author profile",
  "author.delete": "Deleted an author profile",
  "inquiry.respond": "Marked an inquiry responded",
  "inquiry.delete": "Deleted an inquiry",
  "lead.release": "Released a held lead",
  "lead.delete": "Deleted a lead",
  "lead.change": "Changed a lead's status or owner",
  "lead.note": "Added a note to a lead",
  "lead.bulk": "Changed or deleted several leads at once",
  "lead.spam": "Marked a lead as spam",
  "lead.not-spam": "Marked a lead as not spam",
  "notification.resend": "Resent a lead notification",
  "media.upload": "Uploaded a file",
  "media.update": "Changed a file's alt text",
  "media.delete": "Deleted a file",
  "media.upload-start": "Started a video upload",
  "media.upload-part": "Uploaded part of a video",
  "media.upload-complete": "Completed a video upload",
  "media.upload-abort": "Cancelled a video upload",
  "privacy.export": "Exported a person's data",
  "privacy.erase": "Erased a person's data",
  "subscriber.delete": "Deleted a blog subscriber",
} as const;
export type AuditAction = keyof typeof auditActions;
export const auditActionList = Object.keys(auditActions) as [AuditAction, ...AuditAction[]];

/** One entry as the admin page lists it. */
export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  recordType: string;
  recordId: string | null;
  detail: string | null;
}

export const AUDIT_PAGE_SIZE = 50;

const optionalLine = (max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(max, `Must be at most ${max} characters.`),
      v.transform((s) => s || undefined),
    ),
  );

const DATE_MESSAGE = "Use a date as YYYY-MM-DD.";
const optionalDate = v.optional(
  v.pipe(
    v.string(DATE_MESSAGE),
    v.transform((s) => s.trim() || undefined),
    v.union([v.undefined(), v.pipe(v.string(), v.isoDate(DATE_MESSAGE))], DATE_MESSAGE),
  ),
);

/** GET /api/admin/audit: filters (all optional) and the page: entries older than `before` (an id). */
export const auditQuerySchema = v.object({
  actor: optionalLine(254),
  action: v.optional(v.union([v.literal(""), v.picklist(auditActionList)], "No such action."), ""),
  recordType: optionalLine(64),
  from: optionalDate,
  to: optionalDate,
  before: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/, "Invalid page."), v.transform(Number))),
});
export type AuditQuery = v.InferOutput<typeof auditQuerySchema>;

export interface AuditPage {
  entries: AuditEntry[];
  /** The `before` of the next (older) page; null on the last. */
  next: string | null;
}
