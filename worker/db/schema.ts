/**
 * The D1 schema: the site's content (blog posts, projects, partners), every form submission, the
 * lead notifications and the uploaded media. drizzle-kit generates migrations/ from this file;
 * never edit the generated SQL by hand (what drizzle-kit cannot write, such as
 * triggers, is appended below a generated migration's statements, as in 0004_post_tags.sql).
 *
 * Conventions: integer ids; timestamps as integer milliseconds (`timestamp_ms`) so sorting is
 * numeric; string lists as JSON text; optional texts are NULL, never "".
 */
import { type SQL, sql } from "drizzle-orm";
import { index, integer, primaryKey, type SQLiteColumn, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { HeldReason } from "#contract/admin.ts";
import type { PricedQuoteLine } from "#contract/merch-quote.ts";

const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);

const jsonList = (name: string) => text(name, { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`);

/**
 * What every edited item (post, project) carries for stale-write protection, history and the trash
 * (ADR 270): its version number (raised by each save, restore, trash and scheduled publish), who
 * saved it last (the verified Access e-mail; NULL before revisions existed) and when it went to the
 * trash (NULL: not in the trash). The public site never shows a row whose deleted_at is set.
 */
const editable = () => ({
  revision: integer("revision").notNull().default(1),
  updatedBy: text("updated_by"),
  deletedAt: integer("deleted_at", { mode: "timestamp_ms" }),
});

// ── Published content ─────────────────────────────────────────────────────────

/**
 * The date the admin posts list shows and sorts by (ADR 319): the published date of a published
 * post; for a draft, its scheduled time if it has one, else its creation date. One expression for
 * the list's ORDER BY and the indexes that serve it: SQLite uses an index on an expression only for
 * that same expression.
 */
export const postShownDate = (t: {
  published: SQLiteColumn;
  publishedAt: SQLiteColumn;
  publishAt: SQLiteColumn;
  createdAt: SQLiteColumn;
}): SQL =>
  sql`(case when ${t.published} = 1 and ${t.publishedAt} is not null then ${t.publishedAt} when ${t.publishAt} is not null then ${t.publishAt} else ${t.createdAt} end)`;

export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    /** Sanitised HTML. */
    content: text("content").notNull(),
    /**
     * Which sanitiser wrote `content`, and its digest: "<SANITIZER_VERSION>:<SHA-256 hex>" (ADR 257).
     * A public read serves the body as stored only while both still match; null (rows from before,
     * a hand-written statement) or a mismatch is sanitised again on the way out. The seed stamps its rows.
     */
    contentSanitized: text("content_sanitized"),
    author: text("author").notNull(),
    category: text("category").notNull(),
    tags: jsonList("tags"),
    keywords: jsonList("keywords"),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    published: integer("published", { mode: "boolean" }).notNull().default(false),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    /** Views counted before the KV-backed counter took over (demo content); added to its count. */
    viewCount: integer("view_count").notNull().default(0),
    imageUrl: text("image_url"),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    canonicalUrl: text("canonical_url"),
    ogTitle: text("og_title"),
    ogDescription: text("og_description"),
    ogImageUrl: text("og_image_url"),
    /** When an unpublished post is to be published (UTC); the cron publishes it once due (ADR 272). */
    publishAt: integer("publish_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
    ...editable(),
  },
  (t) => [
    // The cron: trashed posts due for purging, scheduled posts due for publishing.
    index("blog_posts_deleted_idx").on(t.deletedAt),
    index("blog_posts_publish_at_idx").on(t.publishAt),
    // The public list: published posts, newest first.
    index("blog_posts_published_idx").on(t.published, t.publishedAt),
    // A page of /blog: featured first, then newest.
    index("blog_posts_list_idx").on(t.published, t.featured, t.publishedAt, t.id),
    // Related articles: the posts of one category.
    index("blog_posts_category_idx").on(t.category, t.publishedAt),
    index("blog_posts_created_idx").on(t.createdAt),
    // The admin list A–Z and Z–A (ADR 269): outside the trash, in title order; a walk, not a sort of every post.
    index("blog_posts_title_idx").on(t.deletedAt, t.title),
    // The admin list by date, newest or oldest (ADR 251's addendum): all posts outside the trash, and
    // a status view's, in the order of the date shown, so a page is a walk of 51 index entries and
    // the views' counts read the second index alone, never the rows with their bodies.
    index("blog_posts_shown_date_idx").on(t.deletedAt, postShownDate(t)),
    index("blog_posts_status_date_idx").on(t.deletedAt, t.published, postShownDate(t)),
  ],
);

/**
 * One row per tag of a post, lower-cased (ASCII, as SQLite's lower() does), so /blog?tag= and the
 * related articles find posts by tag through an index instead of reading every post's JSON list.
 * Kept equal to blog_posts.tags by triggers on blog_posts (in the migration that made this table),
 * so every way a post is written, the admin API, a seed or a hand-written statement, keeps it true.
 */
export const postTags = sqliteTable(
  "post_tags",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    tag: text("tag").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tag, t.postId] }), index("post_tags_post_idx").on(t.postId)],
);

export const projects = sqliteTable(
  "projects",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    /** Plain text: cards, search, meta description, the API's lists. With a rich body, its text (ADR 312). */
    description: text("description").notNull(),
    /** The rich description (sanitised HTML) the project page shows; null: the plain text is all there is (ADR 312). */
    descriptionHtml: text("description_html"),
    location: text("location").notNull(),
    year: integer("year").notNull(),
    client: text("client").notNull(),
    category: text("category").notNull(),
    region: text("region").notNull(),
    imageUrl: text("image_url"),
    videoUrl: text("video_url"),
    externalUrl: text("external_url"),
    metrics: jsonList("metrics"),
    /** Drafts are seen by admins only (preview included); every project made before drafts existed is published. */
    published: integer("published", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
    ...editable(),
  },
  (t) => [
    index("projects_category_created_idx").on(t.category, t.createdAt),
    index("projects_created_idx").on(t.createdAt),
    index("projects_deleted_idx").on(t.deletedAt),
    // The admin list A–Z and Z–A (ADR 269), as for posts.
    index("projects_title_idx").on(t.deletedAt, t.title),
    // The admin list's view counts (one per category) from the index alone (ADR 259).
    index("projects_views_idx").on(t.deletedAt, t.category),
  ],
);

/**
 * Preview snapshots (ADR 313): what an editor's form held when an admin pressed Preview (saved or
 * not), as the public page's entity (a BlogPost or a Project, JSON). The id is the unguessable token
 * in the preview address; a snapshot is shown until expires_at, and an expired one is deleted when
 * the next one is stored.
 */
export const contentPreviews = sqliteTable(
  "content_previews",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: ["post", "project"] }).notNull(),
    /** The post or project previewed; NULL for one not saved yet. */
    itemId: integer("item_id"),
    data: text("data", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("content_previews_expires_idx").on(t.expiresAt)],
);

/**
 * Author profiles (ADR 315): the name and short bio the team writes for a byline; the public post's
 * "About the Author" box shows the bio of the profile whose name is the post's author.
 */
export const authorProfiles = sqliteTable(
  "author_profiles",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    bio: text("bio").notNull(),
    updatedBy: text("updated_by"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [uniqueIndex("author_profiles_name_idx").on(sql`lower(${t.name})`)],
);

/**
 * Earlier versions of posts and projects (ADR 271): each save stores the version it replaces, in
 * the same D1 batch as the change, at most CONTENT_REVISIONS_KEPT per item (older ones pruned in
 * that batch). `data` is the item's editable fields as JSON; `savedBy`/`savedAt` say who saved
 * that version and when. Purging an item from the trash deletes its revisions.
 */
export const contentRevisions = sqliteTable(
  "content_revisions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** "post" or "project". */
    kind: text("kind").notNull(),
    itemId: integer("item_id").notNull(),
    revision: integer("revision").notNull(),
    data: text("data").notNull(),
    savedBy: text("saved_by"),
    savedAt: integer("saved_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [uniqueIndex("content_revisions_item_idx").on(t.kind, t.itemId, t.revision)],
);

export const partners = sqliteTable(
  "partners",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    logoUrl: text("logo_url"),
    /** Wall order; ties fall back to the id. */
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("partners_sort_idx").on(t.sortOrder, t.id)],
);

// ── Leads: one table per form ─────────────────────────────────────────────────

/**
 * Every lead table's bot-check state (ADR 184): NULL for a lead sent to its team as usual, else
 * why it is held (no outbox row until an admin releases it).
 */
const heldReasonKeys = ["no-token", "failed", "unverified", "spam"] as const satisfies readonly HeldReason[];
const heldReason = () => text("held_reason", { enum: heldReasonKeys });

/**
 * A privacy request finds a person's leads by address, whatever the case of its local part
 * (docs/privacy.md): an index on the lower-cased address, so it never reads a whole table.
 */
const emailIndex = (table: string, email: SQLiteColumn) => index(`${table}_email_idx`).on(sql`lower(${email})`);
/** The inbox's name order (ADR 269): the lowercased name as the inbox sorts by it, then newest first. */
const nameIndex = (table: string, name: SQL, createdAt: SQLiteColumn) =>
  index(`${table}_name_idx`).on(sql`lower(${name})`, sql`${createdAt} desc`);

export const inquiries = sqliteTable(
  "inquiries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    inquiryType: text("inquiry_type").notNull(),
    message: text("message").notNull(),
    responded: integer("responded", { mode: "boolean" }).notNull().default(false),
    respondedAt: integer("responded_at", { mode: "timestamp_ms" }),
    /** E-mail of the admin who marked it responded (from the Access token). */
    respondedBy: text("responded_by"),
    heldReason: heldReason(),
    createdAt: createdAt(),
  },
  (t) => [
    index("inquiries_created_idx").on(t.createdAt),
    emailIndex("inquiries", t.email),
    nameIndex("inquiries", sql`${t.firstName} || ' ' || ${t.lastName}`, t.createdAt),
    // Analytics: pending vs responded and response times by period, oldest pending, from the index alone.
    index("inquiries_responded_created_idx").on(t.responded, t.createdAt, t.respondedAt),
    // The dashboard's pending inquiries (not held) and the oldest of them from the index alone (ADR 259).
    index("inquiries_pending_idx").on(t.responded, t.heldReason, t.createdAt),
  ],
);

export const projectRequests = sqliteTable(
  "project_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    company: text("company"),
    projectType: text("project_type").notNull(),
    location: text("location").notNull(),
    budget: text("budget"),
    timeline: text("timeline"),
    notes: text("notes"),
    heldReason: heldReason(),
    createdAt: createdAt(),
  },
  (t) => [
    index("project_requests_created_idx").on(t.createdAt),
    emailIndex("project_requests", t.email),
    nameIndex("project_requests", sql`${t.name}`, t.createdAt),
  ],
);

export const contractorApplications = sqliteTable(
  "contractor_applications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    trade: text("trade").notNull(),
    licenses: text("licenses"),
    /** Service-area names (US states and European countries). */
    states: jsonList("states"),
    insuranceUrl: text("insurance_url"),
    portfolioUrl: text("portfolio_url"),
    experience: text("experience").notNull(),
    termsAccepted: integer("terms_accepted", { mode: "boolean" }).notNull(),
    heldReason: heldReason(),
    createdAt: createdAt(),
  },
  (t) => [
    index("contractor_applications_created_idx").on(t.createdAt),
    emailIndex("contractor_applications", t.email),
    nameIndex("contractor_applications", sql`${t.name}`, t.createdAt),
  ],
);

export const partnerRequests = sqliteTable(
  "partner_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    orgType: text("org_type").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    website: text("website"),
    description: text("description").notNull(),
    logoUrl: text("logo_url"),
    heldReason: heldReason(),
    createdAt: createdAt(),
  },
  (t) => [
    index("partner_requests_created_idx").on(t.createdAt),
    emailIndex("partner_requests", t.email),
    nameIndex("partner_requests", sql`${t.name}`, t.createdAt),
  ],
);

export const affiliates = sqliteTable(
  "affiliates",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    payoutAddress: text("payout_address"),
    howHeard: text("how_heard"),
    industry: text("industry"),
    termsAccepted: integer("terms_accepted", { mode: "boolean" }).notNull(),
    referralCode: text("referral_code").notNull().unique(),
    heldReason: heldReason(),
    createdAt: createdAt(),
  },
  (t) => [
    index("affiliates_created_idx").on(t.createdAt),
    emailIndex("affiliates", t.email),
    nameIndex("affiliates", sql`${t.name}`, t.createdAt),
  ],
);

/** A merchandise quote: the corporate "Request Custom Quote" form or a cart's "Request Order". */
export const merchQuotes = sqliteTable(
  "merch_quotes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: ["custom", "order"] }).notNull(),
    companyName: text("company_name"),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    requirements: text("requirements"),
    /** Cart lines priced on the server, in whole cents (contract/merch-quote.ts `PricedQuoteLine`). */
    lines: text("lines", { mode: "json" }).$type<PricedQuoteLine[]>().notNull().default(sql`'[]'`),
    /** Sum of line totals in cents, so money never rides on floating point. */
    subtotalCents: integer("subtotal_cents").notNull().default(0),
    /** The date a bulk quote's goods are needed by (YYYY-MM-DD), when the buyer gave one. */
    neededBy: text("needed_by"),
    /** The buyer's artwork in R2 (worker/merch/artwork.ts): its key, file name, type and size. */
    artworkKey: text("artwork_key"),
    artworkName: text("artwork_name"),
    artworkType: text("artwork_type"),
    artworkBytes: integer("artwork_bytes"),
    heldReason: heldReason(),
    createdAt: createdAt(),
  },
  (t) => [
    index("merch_quotes_created_idx").on(t.createdAt),
    emailIndex("merch_quotes", t.email),
    nameIndex("merch_quotes", sql`${t.contactName}`, t.createdAt),
    // The artwork sweep asks which stored files a quote still names.
    index("merch_quotes_artwork_idx").on(t.artworkKey),
  ],
);

// ── Lead notifications: the outbox ───────────────────────────────────────────

/**
 * One e-mail owed for one stored lead (docs/lead-notifications.md). Written in the same D1 batch
 * as the lead, so a lead never exists without it; the queue carries its id, the consumer claims,
 * sends and marks it. `audience` is "team" (the people who own the lead) or "submitter" (the
 * optional confirmation, ADR 170); one row per lead and audience, so a lead is never owed twice.
 */
export const leadNotifications = sqliteTable(
  "lead_notifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** A LeadKind of contract/admin.ts: which table `leadId` points into. */
    leadKind: text("lead_kind").notNull(),
    leadId: integer("lead_id").notNull(),
    audience: text("audience", { enum: ["team", "submitter"] })
      .notNull()
      .default("team"),
    /** "cancelled": its lead was deleted before it was sent (nothing is owed any more). */
    status: text("status", { enum: ["pending", "sent", "failed", "cancelled"] })
      .notNull()
      .default("pending"),
    /** Send attempts begun (each claim counts one). */
    attempts: integer("attempts").notNull().default(0),
    /** The last failure, kept when it finally fails so admins see why. */
    lastError: text("last_error"),
    /** While a consumer sends, no other may claim the row (a lease, so a crashed send is retried). */
    claimedUntil: integer("claimed_until", { mode: "timestamp_ms" }),
    /** When a message carrying this id last reached the queue; NULL until one has. */
    enqueuedAt: integer("enqueued_at", { mode: "timestamp_ms" }),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    /** Email Service's id of the sent message, for tracing a mail in its logs. */
    messageId: text("message_id"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [
    uniqueIndex("lead_notifications_lead_idx").on(t.leadKind, t.leadId, t.audience),
    // The cron's sweep and the dashboard's count read by status.
    index("lead_notifications_status_idx").on(t.status, t.createdAt),
  ],
);

// ── The leads' workflow (ADR 260) ──────────────────────────────────────────────

/** A lead's place in the team's work: new → read → responded → closed, every step reversible. */
export const leadStatusKeys = ["new", "read", "responded", "closed"] as const;

/**
 * One row per lead of any kind (keyed by kind and id, as the outbox is): its status, owner and the
 * source the form sent. Written in the lead's own batch; a lead without a row (stored before this
 * table, or by a seed) reads as new, unowned and without a source.
 */
export const leadWorkflow = sqliteTable(
  "lead_workflow",
  {
    leadKind: text("lead_kind").notNull(),
    leadId: integer("lead_id").notNull(),
    status: text("status", { enum: leadStatusKeys }).notNull().default("new"),
    /** The Access e-mail of the admin who owns it. */
    owner: text("owner"),
    /** When and by whom the status last changed. */
    statusAt: integer("status_at", { mode: "timestamp_ms" }),
    statusBy: text("status_by"),
    /** Where the form was sent from: the page's path, the visit's landing page and referrer, its UTM parameters. */
    sourcePage: text("source_page"),
    landingPage: text("landing_page"),
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [primaryKey({ columns: [t.leadKind, t.leadId] }), index("lead_workflow_owner_idx").on(t.owner)],
);

/** An admin's note on a lead, with its author (Access e-mail) and time. */
export const leadNotes = sqliteTable(
  "lead_notes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadKind: text("lead_kind").notNull(),
    leadId: integer("lead_id").notNull(),
    author: text("author").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_notes_lead_idx").on(t.leadKind, t.leadId, t.createdAt)],
);

/** Which admin has opened which lead: the per-admin unread marker. */
export const leadReads = sqliteTable(
  "lead_reads",
  {
    leadKind: text("lead_kind").notNull(),
    leadId: integer("lead_id").notNull(),
    adminEmail: text("admin_email").notNull(),
    readAt: integer("read_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.leadKind, t.leadId, t.adminEmail] }),
    // An admin's reads of one kind: the inbox's unread count subtracts them (ADR 264).
    index("lead_reads_admin_idx").on(t.adminEmail, t.leadKind, t.leadId),
  ],
);

/**
 * How many leads each kind has in each status, spam apart (ADR 264): kept by triggers on the lead
 * tables and lead_workflow (migrations/0013), so the inbox counts without reading every lead.
 * A lead without a workflow row counts as new. No personal data: counts only.
 */
export const leadCounts = sqliteTable(
  "lead_counts",
  {
    leadKind: text("lead_kind").notNull(),
    status: text("status").notNull(),
    spam: integer("spam").notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.leadKind, t.status, t.spam] })],
);

/**
 * Each admin's inbox state: leads received before `readBefore` count as read ("mark all read"),
 * and the visits, so the inbox can say what is new since the last one.
 */
export const adminInbox = sqliteTable("admin_inbox", {
  adminEmail: text("admin_email").primaryKey(),
  readBefore: integer("read_before", { mode: "timestamp_ms" }),
  /** The last time the inbox was looked at. */
  lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }),
  /** The end of the visit before the current one: leads received after it are "new since your last visit". */
  previousSeenAt: integer("previous_seen_at", { mode: "timestamp_ms" }),
});

// ── Uploaded media ────────────────────────────────────────────────────────────

/** One file in the R2 bucket MEDIA, under its content-addressed key (contract/media.ts). */
export const media = sqliteTable(
  "media",
  {
    /** `<sha256>.<ext>`: the R2 object key and the last part of its URL /media/<key>. */
    key: text("key").primaryKey(),
    /** The MIME type the bytes were recognised as. */
    type: text("type").notNull(),
    size: integer("size").notNull(),
    /** Required for images (the public pages use it); null for videos without one. */
    alt: text("alt"),
    width: integer("width"),
    height: integer("height"),
    /** The name it was uploaded with, for the library only. */
    name: text("name"),
    createdAt: createdAt(),
  },
  (t) => [index("media_created_idx").on(t.createdAt)],
);

// ── Blog view rollups (admin analytics) ───────────────────────────────────────

/**
 * Views of one post on one UTC day, written by the post's ViewCounter with its KV write-through
 * (one upsert of the exact day total per flush, never one write per view). Absolute values, so
 * a repeated flush is harmless.
 */
export const postViewDays = sqliteTable(
  "post_view_days",
  {
    postId: integer("post_id").notNull(),
    /** UTC day as YYYY-MM-DD. */
    day: text("day").notNull(),
    views: integer("views").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.day] }),
    // The whole blog's days and the last 30 days' top posts, from the index alone.
    index("post_view_days_day_idx").on(t.day, t.postId, t.views),
    // Top posts over long periods: read in post order, no sorting of every day's row.
    index("post_view_days_post_idx").on(t.postId, t.day, t.views),
  ],
);

/** Each post's counted views (the counter's exact total at its last flush); the baseline is on blog_posts. */
export const postViewTotals = sqliteTable("post_view_totals", {
  postId: integer("post_id").primaryKey(),
  views: integer("views").notNull(),
});

// ── Audit log ────────────────────────────────────────────────────────────────

/**
 * Who changed what in the admin area (docs/privacy.md, ADR 283): one row per admin write, appended
 * in the same D1 batch as the change (worker/db/audit.ts). Only ever inserted, and deleted by the
 * cron after AUDIT_RETENTION_DAYS; no API route updates or deletes it.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The admin's e-mail from the verified Access token. */
    actor: text("actor").notNull(),
    /** What was done, "<area>.<verb>" (contract/audit.ts auditActions). */
    action: text("action").notNull(),
    /** What kind of record it touched (a table or lead kind), and which one; an erased address is named by its hash. */
    recordType: text("record_type").notNull(),
    recordId: text("record_id"),
    /** A short JSON note (counts, the new state); never the personal data itself. */
    detail: text("detail"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt, t.id),
    index("audit_log_actor_idx").on(t.actor, t.createdAt),
    index("audit_log_action_idx").on(t.action, t.createdAt),
  ],
);

// ── One lead per intent (ADR 302) ────────────────────────────────────────────

/**
 * Which lead a form's send made: the form's idempotency key with a hash of what was sent, so a
 * repeat (a double click, a network retry, a reload and resend of the same details) answers the
 * first lead's 201 instead of storing another. Written in the lead's own D1 batch; deleted with its
 * lead and by the retention cron after a day (worker/db/lead-submissions.ts).
 */
export const leadSubmissions = sqliteTable(
  "lead_submissions",
  {
    leadKind: text("lead_kind").notNull(),
    /** The form's key (contract/fields.ts IDEMPOTENCY_KEY_FIELD): random, made in the visitor's browser. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** SHA-256 of the validated payload without the bot-check token, the source and the key. */
    payloadHash: text("payload_hash").notNull(),
    leadId: integer("lead_id").notNull(),
    /** What the kind adds to its 201 (the affiliates' referral code), so a repeat answers the same. */
    reply: text("reply", { mode: "json" }).$type<Record<string, unknown>>().notNull().default(sql`'{}'`),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.leadKind, t.idempotencyKey, t.payloadHash] }),
    index("lead_submissions_lead_idx").on(t.leadKind, t.leadId),
    index("lead_submissions_created_idx").on(t.createdAt),
  ],
);

// ── Blog subscriptions (ADR 304–306) ───────────────────────────────────────────

/**
 * One row per address that asked for new-article e-mails: pending until its confirmation link is
 * followed, then confirmed. Only a hash of the confirmation token is stored; the unsubscribe token
 * is kept as it is, because every e-mail must carry it (it can only remove the row). Unsubscribing
 * deletes the row; an unconfirmed row is deleted by the cron after CONFIRM_LINK_DAYS.
 */
export const subscribers = sqliteTable(
  "subscribers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Trimmed, lower-cased: one row per mailbox. */
    email: text("email").notNull().unique(),
    status: text("status", { enum: ["pending", "confirmed"] })
      .notNull()
      .default("pending"),
    /**
     * SHA-256 (hex) of the token in the latest confirmation e-mail, and when it stops working. Set
     * by the queue consumer as it sends that e-mail (the token itself is never stored): NULL until then.
     */
    confirmTokenHash: text("confirm_token_hash"),
    confirmExpiresAt: integer("confirm_expires_at", { mode: "timestamp_ms" }),
    /** When the latest confirmation e-mail was queued (a repeat within minutes queues none). */
    confirmSentAt: integer("confirm_sent_at", { mode: "timestamp_ms" }).notNull(),
    unsubscribeToken: text("unsubscribe_token").notNull().unique(),
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("subscribers_confirm_idx").on(t.confirmTokenHash),
    // The cron's retention (pending rows by their latest link) and the new-post fan-out (confirmed rows).
    index("subscribers_status_idx").on(t.status, t.confirmSentAt),
  ],
);

/**
 * The subscription e-mails' outbox, as lead_notifications is the leads': a confirmation or a
 * new-article e-mail per row, claimed, sent and marked by the queue consumer. Deleted with its
 * subscriber. One new-article row per subscriber and post (post_id is NULL for a confirmation).
 */
export const subscriptionMails = sqliteTable(
  "subscription_mails",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["confirm", "new-post"] }).notNull(),
    postId: integer("post_id"),
    status: text("status", { enum: ["pending", "sent", "failed", "cancelled"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    claimedUntil: integer("claimed_until", { mode: "timestamp_ms" }),
    enqueuedAt: integer("enqueued_at", { mode: "timestamp_ms" }),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    messageId: text("message_id"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [
    uniqueIndex("subscription_mails_post_idx").on(t.subscriberId, t.postId),
    index("subscription_mails_status_idx").on(t.status, t.createdAt),
  ],
);

/**
 * Posts whose new-article e-mails were started: one row per post, ever, so a re-save, an
 * unpublish and a republish never mail again. `cursor` is the last subscriber id the fan-out has
 * reached; `done_at` is set once every confirmed subscriber has a row in subscription_mails.
 */
export const postAnnouncements = sqliteTable("post_announcements", {
  postId: integer("post_id").primaryKey(),
  cursor: integer("cursor").notNull().default(0),
  doneAt: integer("done_at", { mode: "timestamp_ms" }),
  createdAt: createdAt(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
});
