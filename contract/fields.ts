/**
 * Field rules shared by every form schema, each carrying its exact user-facing message.
 * Strings are trimmed before they are checked; maxima keep one submission from filling the
 * database; their messages follow the same wording.
 */
import * as v from "valibot";

/** The name of the hidden field bots fill in and people never see (see docs/decisions). */
export const HONEYPOT_FIELD = "fax";

/** Optional hidden honeypot; any non-empty value marks the submission as a bot's. */
export const honeypot = v.optional(v.string(), "");

/** A required text of at least `min` characters after trimming. */
export function requiredText(min: number, message: string, max = 200) {
  return v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, `Must be at most ${max} characters.`));
}

/** An optional free text: "" and missing become null, anything else is trimmed and bounded. */
export function optionalText(max = 500) {
  return v.pipe(
    v.optional(v.nullable(v.string("Must be text.")), null),
    v.transform((value) => (value ?? "").trim()),
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
  v.email(EMAIL_MESSAGE),
  v.transform(normaliseEmail),
);

const NAME_MESSAGE = "Name must be at least 2 characters.";
export const PHONE_MESSAGE = "Please enter a valid phone number.";

/** A person's or organisation's name: at least 2 characters. */
export const name = requiredText(2, NAME_MESSAGE, 120);

/** A phone number: at least 10 characters, digits and the usual punctuation only. */
export const phone = v.pipe(
  v.string(PHONE_MESSAGE),
  v.trim(),
  v.minLength(10, PHONE_MESSAGE),
  v.maxLength(32, PHONE_MESSAGE),
  v.regex(/^[+()\d\s.\-/]*(?:(?:ext|x)\.?\s*\d+)?$/i, PHONE_MESSAGE),
);

export const URL_MESSAGE = "Please enter a valid URL.";

/** An http(s) URL or empty; empty becomes null. */
export const optionalUrl = v.pipe(
  v.optional(v.nullable(v.string(URL_MESSAGE)), null),
  v.transform((value) => (value ?? "").trim()),
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
