/**
 * Field rules shared by every form schema, each carrying its exact user-facing message.
 * Strings are trimmed before they are checked; maxima keep one submission from filling the
 * database; their messages follow the same wording.
 */
import * as v from "valibot";

/** The name of the hidden field bots fill in and people never see (see docs/decisions). */
export const HONEYPOT_FIELD = "fax";

/** Optional hidden honeypot; any non-empty value marks the submission as a bot's. */
const honeypot = v.optional(v.string(), "");

/** The name of the bot-check token each form sends (docs/security.md, ADR 184). */
export const BOT_CHECK_FIELD = "turnstileToken";

/** The Turnstile action every lead form's widget is rendered with; the Worker refuses any other. */
export const BOT_CHECK_ACTION = "lead-form";

/** The token Cloudflare's test site keys produce (and the local stand-in widget); production secrets refuse it. */
export const BOT_CHECK_DUMMY_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";

/**
 * The Turnstile widget's token. Optional: a submission without one (the check blocked or never
 * loaded) is still stored, only held for an admin (ADR 184). Turnstile tokens are at most 2048 characters.
 */
const botCheckToken = v.optional(v.pipe(v.string(), v.maxLength(2048)));

/** The name of the key each lead form's send carries, so a repeat of it stores nothing new (ADR 302). */
export const IDEMPOTENCY_KEY_FIELD = "idempotencyKey";

/** What a key may be: 16 to 64 URL-safe characters (the forms send 32: 128 random bits in hex). */
const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const IDEMPOTENCY_KEY_MESSAGE = "This form's send key is not valid. Please reload the page and send the form again.";

/**
 * Optional: a send without a key is stored as before (another API client, an old page); one with a
 * malformed key is refused, so a broken form shows up instead of silently losing its protection.
 */
const idempotencyKey = v.optional(v.pipe(v.string(IDEMPOTENCY_KEY_MESSAGE), v.regex(IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_MESSAGE)));

/**
 * The fields every lead form carries beside its own: the honeypot and the bot-check token against
 * bots, and the idempotency key against double sends (ADR 302).
 */
export const botGuards = { [HONEYPOT_FIELD]: honeypot, [BOT_CHECK_FIELD]: botCheckToken, [IDEMPOTENCY_KEY_FIELD]: idempotencyKey };

/** Half of a UTF-16 surrogate pair without its other half: no character at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The text with each lone surrogate replaced by U+FFFD, as a UTF-8 encoder would do. JSON can
 * carry "\ud800"; stored, it breaks whatever encodes it later (a tag in a link made a post's page
 * answer 500), so every text is repaired here, before it is checked or stored.
 */
const wellFormed = (text: string) => text.replace(LONE_SURROGATE, "\uFFFD");

/** A string schema whose output is always valid Unicode: what every text field starts from. */
export function text(message: string) {
  return v.pipe(v.string(message), v.transform(wellFormed));
}

export const ONE_LINE_MESSAGE = "Must be a single line, without line breaks or control characters.";

/**
 * True when a text holds no line break (CR, LF, NEL, U+2028, U+2029) and no other control
 * character (C0, DEL, C1): what a single-line field may hold. A value written into an e-mail, a
 * CSV or a page's head can then never start a line of its own.
 */
export function isOneLine(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029) return false;
  }
  return true;
}

/** The rule every single-line field of every form shares (checked after trimming). */
export const oneLine = v.check(isOneLine, ONE_LINE_MESSAGE);

/** A required text of at least `min` characters after trimming; line breaks allowed (a text area). */
export function requiredText(min: number, message: string, max = 200) {
  return v.pipe(text(message), v.trim(), v.minLength(min, message), v.maxLength(max, `Must be at most ${max} characters.`));
}

/** A required single-line text (a text input) of at least `min` characters after trimming. */
export function requiredLine(min: number, message: string, max = 200) {
  return v.pipe(text(message), v.trim(), oneLine, v.minLength(min, message), v.maxLength(max, `Must be at most ${max} characters.`));
}

/** An optional free text: "" and missing become null, anything else is trimmed and bounded; line breaks allowed. */
export function optionalText(max = 500) {
  return v.pipe(
    v.optional(v.nullable(text("Must be text.")), null),
    v.transform((value) => (value ?? "").trim()),
    v.maxLength(max, `Must be at most ${max} characters.`),
    v.transform((value) => (value === "" ? null : value)),
  );
}

/** An optional single-line text: "" and missing become null. */
export function optionalLine(max = 200) {
  return v.pipe(
    v.optional(v.nullable(text("Must be text.")), null),
    v.transform((value) => (value ?? "").trim()),
    oneLine,
    v.maxLength(max, `Must be at most ${max} characters.`),
    v.transform((value) => (value === "" ? null : value)),
  );
}

const EMAIL_MESSAGE = "Please enter a valid email address.";

/** Lower-cases the domain of an address; the local part is the mailbox owner's and stays as typed. */
function normaliseEmail(address: string): string {
  const at = address.lastIndexOf("@");
  return at < 0 ? address : address.slice(0, at) + address.slice(at).toLowerCase();
}

/** A valid e-mail address, trimmed and with its domain lower-cased. */
export const email = v.pipe(
  v.string(EMAIL_MESSAGE),
  v.trim(),
  v.maxLength(254, EMAIL_MESSAGE),
  // The address's own message comes first: v.email already refuses every break and control character.
  v.email(EMAIL_MESSAGE),
  oneLine,
  v.transform(normaliseEmail),
);

const NAME_MESSAGE = "Name must be at least 2 characters.";
export const PHONE_MESSAGE = "Please enter a valid phone number.";

/** A person's or organisation's name: at least 2 characters. */
export const name = requiredLine(2, NAME_MESSAGE, 120);

/** A phone number: at least 10 characters, digits and the usual punctuation only. */
export const phone = v.pipe(
  v.string(PHONE_MESSAGE),
  v.trim(),
  oneLine,
  v.minLength(10, PHONE_MESSAGE),
  v.maxLength(32, PHONE_MESSAGE),
  v.regex(/^[+()\d\s.\-/]*(?:(?:ext|x)\.?\s*\d+)?$/i, PHONE_MESSAGE),
);

export const URL_MESSAGE = "Please enter a valid URL.";

/**
 * "dashboard.example.com/x" → "https://dashboard.example.com/x" (ADR 317): an address typed without
 * its scheme gets https://, in this shared schema so the form shows and the Worker stores the same
 * value. A scheme that is there (even a refused one, `ftp:`, `javascript:`) is left for the check to
 * refuse; `host:8080` is a port, not a scheme. Idempotent, as every transform here must be.
 */
function withHttps(value: string): string {
  if (value === "" || /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(value)) return value;
  return value.startsWith("//") ? `https:${value}` : `https://${value}`;
}

/** An http(s) URL or empty; empty becomes null. */
export const optionalUrl = v.pipe(
  v.optional(v.nullable(text(URL_MESSAGE)), null),
  v.transform((value) => withHttps((value ?? "").trim())),
  oneLine,
  v.maxLength(2048, URL_MESSAGE),
  v.check((value) => value === "" || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), URL_MESSAGE),
  v.transform((value) => (value === "" ? null : value)),
);

/**
 * A checkbox that must be ticked. Typed as a boolean (not the literal `true`) so a form can start
 * unticked; only `true` passes.
 */
export function mustAccept(message: string) {
  return v.pipe(
    v.boolean(message),
    v.check((value) => value, message),
  );
}

export const TERMS_MESSAGE = "You must accept the terms and conditions.";
