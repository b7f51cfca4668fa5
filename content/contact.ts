/**
 * Copy of the /contact page: hero, section headings, the four programme buttons, the closing strip,
 * and the messages the form is prefilled with when a page links to /contact?type=custom or
 * ?type=corporate. Offices, phone, hours and e-mails come from site.ts; and the FAQ.
 */
import type { ContentLink, FaqItem } from "./types";
import { contact, listAnd, operatingRegions } from "./site";

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

/** Rendered by the /contact page four-item FAQ. */
export const contactFaq: readonly FaqItem[] = [
  {
    question: "Where do you work?",
    answer: `In the United States we are headquartered in Colorado with operations in ${listAnd(operatingRegions.usa.states)}. ${operatingRegions.ireland.summary}`,
  },
  {
    question: "How quickly will you reply to my message?",
    answer: `Our team reads every inquiry during office hours, ${contact.hours}, and replies to most within one business day.`,
  },
  {
    question: "Can I get a cost estimate before we talk?",
    answer:
      "Yes. Our calculators give a first estimate for solar, hydrogen, bitcoin mining, data center and PACE financing projects. For a detailed quote, send us your project details and we will follow up.",
  },
  {
    question: "How do I reach a specific team?",
    answer: `Call ${contact.phone} or e-mail ${contact.emails.projects.address} for project management and ${contact.emails.general.address} for general inquiries. Contractors, partners and affiliates each have their own application page.`,
  },
];
