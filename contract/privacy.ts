/**
 * Privacy requests (docs/privacy.md): an admin finds everything held about one person by e-mail
 * address and/or phone number, exports it as one JSON file, or erases it after confirming the count.
 */
import * as v from "valibot";
import type { LeadKind } from "./lead-kinds";

const PRIVACY_EMAIL_MESSAGE = "Please enter a valid email address.";
const PRIVACY_PHONE_MESSAGE = "Please enter a phone number with at least 7 digits.";
const PRIVACY_EMPTY_MESSAGE = "Enter an email address or a phone number.";
const PRIVACY_CONFIRM_MESSAGE = "Confirm how many records will be erased.";

/** Digits of a phone number: how numbers are compared, whatever punctuation each was typed with. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "");
}

const optionalEmail = v.optional(
  v.pipe(
    v.string(PRIVACY_EMAIL_MESSAGE),
    v.trim(),
    v.transform((s) => s || undefined),
    v.union(
      [v.undefined(), v.pipe(v.string(), v.maxLength(254, PRIVACY_EMAIL_MESSAGE), v.email(PRIVACY_EMAIL_MESSAGE))],
      PRIVACY_EMAIL_MESSAGE,
    ),
  ),
);

const optionalPhone = v.optional(
  v.pipe(
    v.string(PRIVACY_PHONE_MESSAGE),
    v.trim(),
    v.maxLength(32, PRIVACY_PHONE_MESSAGE),
    v.transform((s) => s || undefined),
    v.union(
      [
        v.undefined(),
        v.pipe(
          v.string(),
          v.regex(/^[+()\d\s.\-/]+$/, PRIVACY_PHONE_MESSAGE),
          v.check((s) => phoneDigits(s).length >= 7, PRIVACY_PHONE_MESSAGE),
        ),
      ],
      PRIVACY_PHONE_MESSAGE,
    ),
  ),
);

const subjectEntries = { email: optionalEmail, phone: optionalPhone };
const oneOf = <T extends { email?: string | undefined; phone?: string | undefined }>() =>
  v.check((s: T) => Boolean(s.email || s.phone), PRIVACY_EMPTY_MESSAGE);

/** Whom a request is about (the query string of find and export): an address, a phone number or both. */
export const privacySubjectSchema = v.pipe(v.object(subjectEntries), oneOf<{ email?: string | undefined; phone?: string | undefined }>());
export type PrivacySubject = v.InferOutput<typeof privacySubjectSchema>;

/** POST /api/admin/privacy/erase: the subject and the count the admin confirmed. */
export const privacyEraseSchema = v.pipe(
  v.object({
    ...subjectEntries,
    confirmCount: v.pipe(v.number(PRIVACY_CONFIRM_MESSAGE), v.integer(PRIVACY_CONFIRM_MESSAGE), v.minValue(0, PRIVACY_CONFIRM_MESSAGE)),
  }),
  oneOf<{ email?: string | undefined; phone?: string | undefined; confirmCount: number }>(),
);
export type PrivacyEraseInput = v.InferOutput<typeof privacyEraseSchema>;

/** One place personal data lives: a lead kind's table, the notification e-mails of its leads, or the blog subscription. */
export interface PrivacyPlace {
  /** The D1 table. */
  table: string;
  label: string;
  /** The lead kind; absent for the blog subscription, which is not a lead. */
  kind?: LeadKind;
  count: number;
}

/** GET /api/admin/privacy: what was found, per place. */
export interface PrivacyFindResult {
  subject: PrivacySubject;
  total: number;
  places: PrivacyPlace[];
}

/** POST /api/admin/privacy/erase. `erased` is 0 when nothing was found (a repeat of a finished erase). */
export interface PrivacyEraseResult {
  subject: PrivacySubject;
  erased: number;
  places: PrivacyPlace[];
  message: string;
}

/** Retention (GET /api/admin/privacy/settings, shown on the dashboard). */
export interface RetentionSettings {
  leads: { kind: LeadKind; label: string; months: number }[];
  chatDays: number;
  auditDays: number;
}

/** How a subject is named to admins: "ann@example.org" / "+353 1 555 0100" / both. */
export function subjectLabel(subject: PrivacySubject): string {
  return [subject.email, subject.phone].filter(Boolean).join(" / ");
}

export function nothingFoundMessage(subject: PrivacySubject): string {
  return `Nothing found for ${subjectLabel(subject)}.`;
}

export const recordsWord = (n: number) => (n === 1 ? "1 record" : `${n.toLocaleString("en-US")} records`);
