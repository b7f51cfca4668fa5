/**
 * The leads inbox (docs/leads-inbox.md, ADR 260–261): every lead kind in one list with its
 * workflow (status, owner, notes), a detail read per lead, and the writes on them. One schema per
 * payload; the Worker validates with these and the admin pages build their calls from them.
 */
import * as v from "valibot";
import type { HeldReason, LeadNotification } from "./admin";
import { type LeadKind, leadKindList } from "./lead-kinds";
import { SEARCH_MAX_CHARS } from "./admin-lists";
import { canonicalTimeZone, isTimeZone } from "./calendar";
import type { LeadSource } from "./lead-source";

/** A lead's place in the team's work; every step can be taken back. */
export const leadStatuses = ["new", "read", "responded", "closed"] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const leadStatusLabels: Record<LeadStatus, string> = { new: "New", read: "Read", responded: "Responded", closed: "Closed" };

/**
 * The inbox's views: every lead, a status, mine, unread by me (each without spam), or the spam:
 * the bot check's held entries and the leads an admin marked (ADR 263).
 */
export const inboxViews = ["all", ...leadStatuses, "mine", "unread", "spam"] as const;
export type InboxView = (typeof inboxViews)[number];

/**
 * The inbox's orders (ADR 269): received newest or oldest first, or by name (A–Z), form or status
 * (each then newest first). Every order ends in the time received, the kind and the id, so it is total.
 */
export const inboxSorts = ["newest", "oldest", "name", "kind", "status"] as const;
export type InboxSort = (typeof inboxSorts)[number];

/** The most leads one bulk action names: one page of the inbox, and inside D1's 100 bound parameters per query. */
const BULK_MAX = 50;
const NOTE_MAX_CHARS = 5000;

const VIEW_MESSAGE = "Choose one of the inbox's views.";
const SORT_MESSAGE = "Choose newest, oldest, name, kind or status.";
const EXPORT_LEADS_MESSAGE = `Choose 1 to 50 leads as kind:id, separated by commas.`;
const KIND_MESSAGE = "Choose a lead kind or all.";
const SEARCH_MESSAGE = `Search for at most ${SEARCH_MAX_CHARS} characters.`;
const CURSOR_MESSAGE = "This page link is no longer valid: start again from the first page.";
const STATUS_MESSAGE = "Choose new, read, responded or closed.";
const OWNER_MESSAGE = "An owner is an admin's e-mail address.";
const NOTE_MESSAGE = `A note is 1 to ${NOTE_MAX_CHARS} characters.`;
const LEADS_MESSAGE = `Choose 1 to ${BULK_MAX} leads.`;
const ACTION_MESSAGE = "Choose read, responded, assign or delete.";
const CHANGE_MESSAGE = "Send a status, an owner or both.";

/**
 * An inbox cursor: the last row's sort key (its lowercased name, its kind, its status's rank; null
 * for the date orders), the time received and a tie-breaker that orders leads of different kinds
 * ("kind:000…id").
 */
export interface InboxCursor {
  key: string | number | null;
  at: number;
  tie: string;
}

/** The tie-breaker of a lead: kinds compare as names, then ids as numbers (zero-padded). */
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

/** The cursor names its sort, so a cursor of one order is refused on another. */
export function encodeInboxCursor(sort: InboxSort, cursor: InboxCursor): string {
  return encode([sort, cursor.key, cursor.at, cursor.tie]);
}

function decodeInboxCursor(text: string): (InboxCursor & { sort: InboxSort }) | null {
  try {
    const bytes = Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (ch) => ch.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (!Array.isArray(parsed) || parsed.length !== 4) return null;
    const [sort, key, at, tie] = parsed as unknown[];
    const keyOk = key === null || (typeof key === "string" && key.length <= 600) || Number.isSafeInteger(key);
    return (inboxSorts as readonly unknown[]).includes(sort) &&
      keyOk &&
      Number.isSafeInteger(at) &&
      typeof tie === "string" &&
      /^[a-z-]+:\d{15}$/.test(tie)
      ? { sort: sort as InboxSort, key: key as InboxCursor["key"], at: at as number, tie }
      : null;
  } catch {
    return null;
  }
}

const leadKindOrAll = v.optional(v.picklist(["all", ...leadKindList] as const, KIND_MESSAGE), "all");

/** ?kind=&view=&sort=&q=&cursor= : one page of the inbox. */
export const inboxQuerySchema = v.pipe(
  v.object({
    kind: leadKindOrAll,
    view: v.optional(v.picklist(inboxViews, VIEW_MESSAGE), "all"),
    sort: v.optional(v.picklist(inboxSorts, SORT_MESSAGE), "newest"),
    q: v.optional(v.pipe(v.string(SEARCH_MESSAGE), v.trim(), v.maxLength(SEARCH_MAX_CHARS, SEARCH_MESSAGE)), ""),
    cursor: v.optional(
      v.pipe(
        v.string(CURSOR_MESSAGE),
        v.maxLength(1200, CURSOR_MESSAGE),
        v.transform(decodeInboxCursor),
        v.check((c) => c !== null, CURSOR_MESSAGE),
      ),
    ),
  }),
  v.forward(
    v.check((query) => !query.cursor || query.cursor.sort === query.sort, CURSOR_MESSAGE),
    ["cursor"],
  ),
);
export type InboxQuery = v.InferOutput<typeof inboxQuerySchema>;

const ownerEmail = v.pipe(v.string(OWNER_MESSAGE), v.trim(), v.maxLength(254, OWNER_MESSAGE), v.email(OWNER_MESSAGE));

const ZONE_MESSAGE = "Send a time zone such as Europe/Dublin (tz).";

/** ?tz= : the zone an export writes its dates in (the admin's, from the browser); UTC when absent. */
export const exportZoneSchema = v.object({
  tz: v.optional(v.pipe(v.string(ZONE_MESSAGE), v.check(isTimeZone, ZONE_MESSAGE), v.transform(canonicalTimeZone)), "UTC"),
});

/** "inquiries:12,merch-quotes:3": the ticked leads of an export, as a URL carries them. */
function parseLeadList(text: string): { kind: LeadKind; id: number }[] | null {
  const refs: { kind: LeadKind; id: number }[] = [];
  for (const part of text.split(",")) {
    const match = /^([a-z-]+):([1-9]\d{0,14})$/.exec(part.trim());
    const kind = match?.[1];
    if (!match || !kind || !(leadKindList as readonly string[]).includes(kind)) return null;
    refs.push({ kind: kind as LeadKind, id: Number(match[2]) });
  }
  return refs.length >= 1 && refs.length <= BULK_MAX ? refs : null;
}

/** ?kind=&tz=&leads= : GET /api/admin/inbox/export, every lead of one kind or of all, or only the ticked ones (`leads`). */
export const inboxExportQuerySchema = v.object({
  ...exportZoneSchema.entries,
  kind: leadKindOrAll,
  leads: v.optional(
    v.pipe(
      v.string(EXPORT_LEADS_MESSAGE),
      v.maxLength(2000, EXPORT_LEADS_MESSAGE),
      v.transform(parseLeadList),
      v.check((refs) => refs !== null, EXPORT_LEADS_MESSAGE),
    ),
  ),
});

/** The `leads` parameter of an export of these leads. */
export const leadListParam = (refs: readonly { kind: LeadKind; id: number }[]) => refs.map((r) => `${r.kind}:${r.id}`).join(",");

/** What POST (spam) and DELETE (not spam) /api/admin/inbox/{kind}/{id}/spam answer: the lead's state now and before (for undo). */
export interface LeadSpamResult {
  spam: boolean;
  held: HeldReason | null;
  previous: { spam: boolean };
}

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

/** GET /api/admin/inbox/summary: the dashboard's unread counts (per admin) and the newest leads. */
export interface InboxSummary {
  unread: Record<LeadKind, number>;
  totalUnread: number;
  /** The newest leads (spam left out), newest first. */
  recent: InboxRow[];
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
