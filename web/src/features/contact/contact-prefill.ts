/**
 * What /contact's query string puts in the form: ?type=custom or ?type=corporate choose General
 * Inquiry and a message about that kind of merchandise order; ?inquiryType=<value>&message=<text>
 * (linked from the calculators) choose that type and message. Unknown values are ignored.
 */
import { contactPrefills } from "#content/contact.ts";
import type { ContactInput } from "#contract/contact.ts";
import { inquiryTypes, type InquiryType } from "#contract/enums.ts";

const MAX_PREFILL_LENGTH = 2000;

function isInquiryType(value: string | null): value is InquiryType {
  return value !== null && (inquiryTypes.values as readonly string[]).includes(value);
}

/** The prefilled fields, or null when the query string asks for nothing. */
export function contactPrefill(params: URLSearchParams): Partial<ContactInput> | null {
  const prefill: Partial<ContactInput> = {};
  const type = params.get("type");
  if (type === "custom" || type === "corporate") {
    prefill.inquiryType = "general";
    prefill.message = contactPrefills[type];
  }
  const inquiryType = params.get("inquiryType");
  if (isInquiryType(inquiryType)) prefill.inquiryType = inquiryType;
  const message = params.get("message")?.trim();
  if (message) prefill.message = message.slice(0, MAX_PREFILL_LENGTH);
  return Object.keys(prefill).length > 0 ? prefill : null;
}
