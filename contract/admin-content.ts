/**
 * What admins write: the blog post and project editors (web, via valibotResolver) and the admin
 * API (worker, via validJson) share these schemas, so a message is written once. The form sends
 * the schema's output; every transform here is idempotent, so the Worker re-validating that
 * output gives the same value.
 */
import * as v from "valibot";
import { projectCategories, projectRegions } from "./enums";
import { isOneLine, ONE_LINE_MESSAGE, oneLine, optionalLine, optionalUrl, requiredLine, requiredText, text, URL_MESSAGE } from "./fields";
import { revisionField } from "./revisions";
import { plainTextOfHtml } from "./plain-description";
import { htmlToText, sanitizeHtml } from "./sanitize-html";

const SLUG_MESSAGE = "Use lower-case letters, digits and single hyphens, e.g. solar-roi-2025.";
export const SLUG_TAKEN_MESSAGE = "This slug is already used by another post.";
const CONTENT_MESSAGE = "Content must be at least 20 characters of text.";
const CATEGORY_MESSAGE = "Category must be at least 2 characters.";
const PUBLISH_AT_MESSAGE = "Enter a date and time to publish, e.g. 2026-12-01 09:00.";
const PUBLISHED_AT_MESSAGE = "Enter the date and time it was published, e.g. 2026-03-05 09:00.";
const PUBLISHED_AT_FUTURE_MESSAGE = "The published date cannot be in the future: to publish later, use Publish at.";

/** The longest slug a post may have (typed, or generated with its -2, -3 … suffix). */
export const SLUG_MAX_LENGTH = 80;

/** "Solar ROI: 2025 edition!" → "solar-roi-2025-edition" (accents dropped, at most 80 characters). */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, "");
}

/** A site path ("/images/x.svg") or an http(s) URL, or empty (null). Shipped media use site paths. */
const optionalMediaUrl = v.pipe(
  v.optional(v.nullable(text(URL_MESSAGE)), null),
  v.transform((value) => (value ?? "").trim()),
  oneLine,
  v.maxLength(2048, URL_MESSAGE),
  v.check((value) => value === "" || /^\/(?!\/)\S*$/.test(value) || /^https?:\/\/[^\s/$.?#]\S*$/i.test(value), URL_MESSAGE),
  v.transform((value) => (value === "" ? null : value)),
);

/**
 * An instant typed as a local date and time ("2026-12-01T09:00", the browser's zone) or sent as ISO
 * 8601 UTC; answers the ISO text, or null when empty. The browser turns the local value into UTC, so
 * the Worker only ever sees the ISO output, which passes unchanged.
 */
function localInstant(message: string) {
  return v.pipe(
    v.optional(v.nullable(v.string(message)), null),
    v.transform((value) => (value ?? "").trim()),
    v.check((value) => value === "" || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value), message),
    v.transform((value) => (value === "" ? null : new Date(value))),
    v.check((date) => date === null || !Number.isNaN(date.getTime()), message),
    v.transform((date) => date?.toISOString() ?? null),
  );
}

/** A list of short texts: an array, or text separated by commas or new lines (as the form types it). */
function textList(separator: RegExp, maxItems: number, maxLength: number) {
  return v.pipe(
    v.optional(v.union([v.array(text("Must be text.")), text("Must be text.")], "Must be a list of texts."), []),
    v.transform((value) => (typeof value === "string" ? value.split(separator) : value)),
    v.transform((items) => [...new Set(items.map((item) => item.trim()).filter(Boolean))]),
    v.maxLength(maxItems, `At most ${maxItems} entries.`),
    v.check((items) => items.every(isOneLine), ONE_LINE_MESSAGE),
    v.check((items) => items.every((item) => item.length <= maxLength), `Each entry must be at most ${maxLength} characters.`),
  );
}

/** A yes/no switch; missing means no. */
const flag = v.optional(v.boolean("Must be yes or no."), false);

// ── Blog post ─────────────────────────────────────────────────────────────────

export const blogPostInputSchema = v.object({
  title: requiredLine(3, "Title must be at least 3 characters.", 200),
  /** Empty: generated from the title (made unique by the Worker). */
  slug: v.pipe(
    v.optional(v.string(SLUG_MESSAGE), ""),
    v.trim(),
    v.maxLength(SLUG_MAX_LENGTH, SLUG_MESSAGE),
    v.check((value) => value === "" || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value), SLUG_MESSAGE),
  ),
  excerpt: requiredText(10, "Summary must be at least 10 characters.", 500),
  /** HTML, sanitised here so neither the preview nor the database ever holds anything else. */
  content: v.pipe(
    text(CONTENT_MESSAGE),
    v.maxLength(60_000, "Content must be at most 60,000 characters."),
    v.transform(sanitizeHtml),
    v.check((html) => htmlToText(html).length >= 20, CONTENT_MESSAGE),
  ),
  author: requiredLine(2, "Author must be at least 2 characters.", 120),
  /** Words joined by underscores: "Renewable energy" → "renewable_energy". */
  category: v.pipe(
    requiredLine(2, CATEGORY_MESSAGE, 60),
    v.transform((value) =>
      value
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "_")
        .replace(/^_+|_+$/g, ""),
    ),
    v.minLength(2, CATEGORY_MESSAGE),
  ),
  tags: textList(/,/, 12, 40),
  keywords: textList(/,/, 20, 60),
  featured: flag,
  published: flag,
  /**
   * Publish later (ADR 272): an instant, sent as ISO 8601 UTC. The editor's field holds the admin's
   * local date and time ("2026-12-01T09:00", no zone), which this turns into UTC in the browser;
   * on the Worker it only ever sees the ISO output, which passes unchanged. Empty: not scheduled.
   */
  publishAt: localInstant(PUBLISH_AT_MESSAGE),
  /**
   * The publication date readers see (issue 35), sent as ISO 8601 UTC like publishAt; empty keeps
   * the one the post has (or today's on its first publication). Not in the future: a later
   * publication is what Publish at is for (ADR 272).
   */
  publishedAt: v.pipe(
    localInstant(PUBLISHED_AT_MESSAGE),
    v.check((iso) => iso === null || Date.parse(iso) <= Date.now() + 60_000, PUBLISHED_AT_FUTURE_MESSAGE),
  ),
  /** The version edited (ADR 270), when the client cannot send If-Match. */
  revision: revisionField,
  imageUrl: optionalMediaUrl,
  metaTitle: optionalLine(60),
  metaDescription: optionalLine(160),
  canonicalUrl: optionalUrl,
  ogTitle: optionalLine(120),
  ogDescription: optionalLine(300),
  ogImageUrl: optionalMediaUrl,
});

/** What the post editor holds. */
export type BlogPostFormInput = v.InferInput<typeof blogPostInputSchema>;
/** What the Worker stores. */
export type BlogPostInput = v.InferOutput<typeof blogPostInputSchema>;

// ── Project ───────────────────────────────────────────────────────────────────

const FIRST_PROJECT_YEAR = 1998;
const YEAR_MESSAGE = `Year must be between ${FIRST_PROJECT_YEAR} and 2100.`;

const DESCRIPTION_MESSAGE = "Description must be at least 10 characters.";
const DESCRIPTION_MAX_TEXT = 5000;

/**
 * A project (ADR 312 for the description). The editor sends the rich description as
 * `descriptionHtml`, sanitised here as a post body is, and the plain `description` (cards, search,
 * meta description, the API's lists) becomes its text. A client that knows no rich description
 * sends `description` alone, as before; the rich body is then cleared, so the page shows what that
 * client wrote.
 */
export const projectInputSchema = v.pipe(
  v.object({
    title: requiredLine(3, "Title must be at least 3 characters.", 200),
    /** Plain text; ignored (replaced by the rich body's text) when `descriptionHtml` is sent. */
    description: v.optional(requiredText(10, DESCRIPTION_MESSAGE, DESCRIPTION_MAX_TEXT)),
    /** The rich description (HTML); null or absent: plain text only. */
    descriptionHtml: v.optional(
      v.nullable(
        v.pipe(
          text(DESCRIPTION_MESSAGE),
          v.maxLength(60_000, "Description must be at most 60,000 characters of HTML."),
          v.transform(sanitizeHtml),
          v.check((html) => plainTextOfHtml(html).length >= 10, DESCRIPTION_MESSAGE),
          v.check((html) => plainTextOfHtml(html).length <= DESCRIPTION_MAX_TEXT, "Description must be at most 5,000 characters of text."),
        ),
      ),
    ),
    location: requiredLine(2, "Please enter a project location.", 200),
    year: v.pipe(
      v.union([v.number(), v.string()], YEAR_MESSAGE),
      v.transform((value) => (typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value))),
      v.number(YEAR_MESSAGE),
      v.integer(YEAR_MESSAGE),
      v.minValue(FIRST_PROJECT_YEAR, YEAR_MESSAGE),
      v.maxValue(2100, YEAR_MESSAGE),
    ),
    client: requiredLine(2, "Client must be at least 2 characters.", 200),
    category: v.picklist(projectCategories.values, "Please select a category."),
    region: v.picklist(projectRegions.values, "Please select a region."),
    imageUrl: optionalMediaUrl,
    videoUrl: optionalMediaUrl,
    externalUrl: optionalUrl,
    /** One figure per line in the form, e.g. "2.4 MW capacity". */
    metrics: textList(/\r?\n/, 12, 80),
    /**
     * Draft or published (ADR 314). Missing means published: a client that knows nothing of drafts
     * (a script, an older tab) keeps the behaviour every project had before; the editor always sends it.
     */
    published: v.optional(v.boolean("Must be yes or no."), true),
    /** The version edited (ADR 270), when the client cannot send If-Match. */
    revision: revisionField,
  }),
  // A partial check runs as soon as the two description fields are valid, so an empty form hears
  // about its description with every other field, not after fixing them.
  v.forward(
    v.partialCheck(
      [["description"], ["descriptionHtml"]],
      (input) => input.description !== undefined || (input.descriptionHtml ?? null) !== null,
      DESCRIPTION_MESSAGE,
    ),
    ["description"],
  ),
  v.transform(({ description, descriptionHtml, ...rest }) => ({
    ...rest,
    description: descriptionHtml ? plainTextOfHtml(descriptionHtml) : (description ?? ""),
    descriptionHtml: descriptionHtml || null,
  })),
);

export type ProjectFormInput = v.InferInput<typeof projectInputSchema>;
export type ProjectInput = v.InferOutput<typeof projectInputSchema>;
