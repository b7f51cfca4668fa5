/**
 * Copy of the /contact page: hero, section headings, the four programme buttons, the closing strip,
 * and the messages the form is prefilled with when a page links to /contact?type=custom or
 * ?type=corporate. Offices, phone, hours and e-mails come from site.ts; the FAQ from faqs.ts.
 */
import type { ContentLink } from "./types";
import { contact } from "./site";

/** Rendered by the /contact hero. */
export const contactIntro = {
  heading: "Contact Us",
  text: "Planning a project, comparing options or ordering for your team? Send us a message or call us, and the right people will get back to you.",
} as const;

/** Section headings of /contact (the first two are the spec's). */
export const contactSections = {
  form: { heading: "Send Us a Message", text: "Fields marked * are required." },
  offices: { heading: "Our Offices", text: `Call ${contact.phone}, ${contact.hours}.` },
  map: { heading: "Find Us" },
  programs: { heading: "More Ways to Work With Us" },
  faq: { heading: "Frequently Asked Questions" },
} as const;

/** The four buttons of /contact, as real links to their pages. */
export const contactProgramLinks: readonly ContentLink[] = [
  { to: "/calculators", label: "Try Our Calculators" },
  { to: "/contractors", label: "Join Our Contractor Network" },
  { to: "/partners", label: "Become a Partner" },
  { to: "/affiliates", label: "Affiliate Program" },
];

/** The call-to-action strip at the foot of /contact. */
export const contactCta = {
  heading: "Prefer to talk?",
  text: `Call ${contact.phone}, ${contact.hours}, or e-mail ${contact.emails.general.address}.`,
  phone: { href: contact.phoneHref, label: `Call ${contact.phone}` },
  email: { href: `mailto:${contact.emails.general.address}`, label: "E-mail Us" },
} as const;

/**
 * Messages the contact form starts with for ?type=… links (footer "Custom Orders", the corporate
 * collection on /services). The inquiry type is General Inquiry; the visitor edits the details.
 */
export const contactPrefills = {
  custom: "I'm interested in a custom merchandise order. Items, quantities and sizes: \nDecoration (logo, text, colours): \nNeeded by: ",
  corporate:
    "I'd like a quote for a corporate merchandise order for our company. Items, quantities and sizes: \nBranding (our logo with or without the Kilbride crest): \nNeeded by: ",
} as const;
