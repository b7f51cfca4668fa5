/**
 * The leads inbox (docs/leads-inbox.md, ADR 260–261): every lead kind in one list with its
 * workflow (status, owner, notes), a detail read per lead, and the writes on them. One schema per
 * payload; the Worker validates with these and the admin pages build their calls from them.
 */
import * as v from "valibot";
import { type HeldReason, type LeadKind, type LeadNotification, leadKindList } from "./admin";
import { SEARCH_MAX_CHARS } from "./admin-lists";
import { canonicalTimeZone, isTimeZone } from "./calendar";
import type { LeadSource } from "./lead-source";

/** A lead's place in the team's work; every step can be taken back. */
export const leadStatuses = ["new", "read", "responded", "closed"] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const leadStatusLabels: Record<LeadStatus, string> = { new: "New", read: "Read", responded: "Responded", closed: "Closed" };

/** The inbox's views: every lead, a status, the bot check's held entries, mine, or unread by me. */
export const inboxViews = ["all", ...leadStatuses, "held", "mine", "unread"] as const;
export type InboxView = (typeof inboxViews)[number];

/** The most leads one bulk action names: one page of the inbox, and inside D1's 100 bound parameters per query. */
const BULK_MAX = 50;
const NOTE_MAX_CHARS = 5000;

const VIEW_MESSAGE = "Choose one of the inbox's views.";
const KIND_MESSAGE = "Choose a lead kind or all.";
const SEARCH_MESSAGE = `Search for at most ${SEARCH_MAX_CHARS} characters.`;
const CURSOR_MESSAGE = "This page link is no longer valid: start again from the first page.";
const STATUS_MESSAGE = "Choose new, read, responded or closed.";
const OWNER_MESSAGE = "An owner is an admin's e-mail address.";
const NOTE_MESSAGE = `A note is 1 to ${NOTE_MAX_CHARS} characters.`;
const LEADS_MESSAGE = `Choose 1 to ${BULK_MAX} leads.`;
const ACTION_MESSAGE = "Choose read, responded, assign or delete.";
const CHANGE_MESSAGE = "Send a status, an owner or both.";

/** An inbox cursor: the time received and a tie-breaker that orders leads of different kinds ("kind:000…id"). */
export function inboxTieKey(kind: LeadKind, id: number): string {
  return `${kind}:${String(id).padStart(15, "0")}`;
}

/** base64url of the cursor's JSON, as the admin lists write theirs. */
function encode(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export function encodeInboxCursor(cursor: { at: number; tie: string }): string {
  return encode([cursor.at, cursor.tie]);
}

function decodeInboxCursor(text: string): { at: number; tie: string } | null {
  try {
    const parsed: unknown = JSON.parse(atob(text.replace(/-/g, "+").replace(/_/g, "/")));
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [at, tie] = parsed as unknown[];
    return Number.isSafeInteger(at) && typeof tie === "string" && /^[a-z-]+:\d{15}$/.test(tie) ? { at: at as number, tie } : null;
  } catch {
    return null;
  }
}

const leadKindOrAll = v.optional(v.picklist(["all", ...leadKindList] as const, KIND_MESSAGE), "all");

/** ?kind=&view=&q=&cursor= : one page of the inbox. */
export const inboxQuerySchema = v.object({
  kind: leadKindOrAll,
  view: v.optional(v.picklist(inboxViews, VIEW_MESSAGE), "all"),
  q: v.optional(v.pipe(v.string(SEARCH_MESSAGE), v.trim(), v.maxLength(SEARCH_MAX_CHARS, SEARCH_MESSAGE)), ""),
  cursor: v.optional(
    v.pipe(
      v.string(CURSOR_MESSAGE),
      v.maxLength(200, CURSOR_MESSAGE),
      v.transform(decodeInboxCursor),
      v.check((c) => c !== null, CURSOR_MESSAGE),
    ),
  ),
});
export type InboxQuery = v.InferOutput<typeof inboxQuerySchema>;

const ownerEmail = v.pipe(v.string(OWNER_MESSAGE), v.trim(), v.maxLength(254, OWNER_MESSAGE), v.email(OWNER_MESSAGE));

const ZONE_MESSAGE = "Send a time zone such as Europe/Dublin (tz).";

/** ?tz= : the zone an export writes its dates in (the admin's, from the browser); UTC when absent. */
export const exportZoneSchema = v.object({
  tz: v.optional(v.pipe(v.string(ZONE_MESSAGE), v.check(isTimeZone, ZONE_MESSAGE), v.transform(canonicalTimeZone)), "UTC"),
});

/** ?kind=&tz= : GET /api/admin/inbox/export, every lead of one kind or of all. */
export const inboxExportQuerySchema = v.object({ ...exportZoneSchema.entries, kind: leadKindOrAll });

/** PATCH /api/admin/inbox/{kind}/{id}: a new status, a new owner (null: nobody), or both. */
export const leadChangeSchema = v.pipe(
  v.object({
    status: v.optional(v.picklist(leadStatuses, STATUS_MESSAGE)),
    owner: v.optional(v.nullable(ownerEmail)),
  }),
  v.check((change) => change.status !== undefined || change.owner !== undefined, CHANGE_MESSAGE),
);
export type LeadChange = v.InferOutput<typeof leadChangeSchema>;

/** POST /api/admin/inbox/{kind}/{id}/notes */
export const leadNoteSchema = v.object({
  body: v.pipe(v.string(NOTE_MESSAGE), v.trim(), v.minLength(1, NOTE_MESSAGE), v.maxLength(NOTE_MAX_CHARS, NOTE_MESSAGE)),
});

const leadRef = v.object({
  kind: v.picklist(leadKindList, KIND_MESSAGE),
  id: v.pipe(v.number(LEADS_MESSAGE), v.safeInteger(LEADS_MESSAGE), v.minValue(1, LEADS_MESSAGE)),
});
export type LeadRef = v.InferOutput<typeof leadRef>;

/** POST /api/admin/inbox/bulk: one action on up to BULK_MAX leads. */
export const bulkActionSchema = v.variant(
  "action",
  [
    v.object({
      action: v.picklist(["read", "responded"] as const, ACTION_MESSAGE),
      leads: v.pipe(v.array(leadRef, LEADS_MESSAGE), v.minLength(1, LEADS_MESSAGE), v.maxLength(BULK_MAX, LEADS_MESSAGE)),
    }),
    v.object({
      action: v.literal("assign"),
      owner: v.nullable(ownerEmail),
      leads: v.pipe(v.array(leadRef, LEADS_MESSAGE), v.minLength(1, LEADS_MESSAGE), v.maxLength(BULK_MAX, LEADS_MESSAGE)),
    }),
    v.object({
      action: v.literal("delete"),
      leads: v.pipe(v.array(leadRef, LEADS_MESSAGE), v.minLength(1, LEADS_MESSAGE), v.maxLength(BULK_MAX, LEADS_MESSAGE)),
    }),
  ],
  ACTION_MESSAGE,
);
export type BulkAction = v.InferOutput<typeof bulkActionSchema>;

/** One lead as the inbox lists it. */
export interface InboxRow {
  kind: LeadKind;
  id: number;
  createdAt: string;
  name: string;
  email: string;
  /** A line of the lead's own words (message, notes, description…), for the list. */
  summary: string;
  status: LeadStatus;
  owner: string | null;
  held: HeldReason | null;
  /** Not yet opened by the admin asking. */
  unread: boolean;
  /** Received since the asking admin's last visit. */
  newSinceVisit: boolean;
}

/** Counts for the inbox's filters, each over the kind and search chosen. */
export interface InboxCounts {
  byKind: Record<LeadKind, { total: number; unread: number }>;
  byView: Record<InboxView, number>;
}

export interface InboxPage {
  items: InboxRow[];
  /** Leads in the chosen kind, view and search. */
  total: number;
  nextCursor: string | null;
  counts: InboxCounts;
  /** The end of the asking admin's previous visit; null on a first visit. */
  lastVisitAt: string | null;
}

export interface LeadNote {
  id: number;
  author: string;
  body: string;
  createdAt: string;
}

/** One of a lead's notification e-mails, as its history shows it. */
interface LeadNotificationEntry extends LeadNotification {
  audience: "team" | "submitter";
  createdAt: string;
}

/** GET /api/admin/inbox/{kind}/{id}: every field of one lead, with its workflow and history. */
export interface LeadDetail {
  kind: LeadKind;
  kindLabel: string;
  id: number;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  /** Every column of the kind, labelled as the form labels it. */
  fields: { key: string; label: string; value: string }[];
  status: LeadStatus;
  statusAt: string | null;
  statusBy: string | null;
  owner: string | null;
  held: HeldReason | null;
  source: LeadSource | null;
  notifications: LeadNotificationEntry[];
  notes: LeadNote[];
}

/** What a status or owner change answers: the lead as it now is, and what it was (for undo). */
export interface LeadChangeResult {
  status: LeadStatus;
  owner: string | null;
  previous: { status: LeadStatus; owner: string | null };
}

export interface BulkResult {
  /** The leads the action changed (gone ones are left out). */
  changed: number;
}
