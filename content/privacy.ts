/**
 * The privacy notice at /privacy (docs/privacy.md): what each form collects and why, who receives
 * it, how long it is kept, what the browser stores, and how to ask for a copy or erasure. The
 * retention figures are in content/privacy-note.ts (with the note beside each submit button); the
 * forms are keyed by lead kind, so a new kind cannot go undescribed.
 */
import type { LeadKind } from "#contract/lead-kinds.ts";
import { retention } from "./privacy-note";
import { company, contact, offices } from "./site";

export const privacyIntro = {
  heading: "Privacy Notice",
  text: `How ${company.name} uses the details you send through this website, how long we keep them, and how to ask for a copy or for them to be erased.`,
  updated: "25 November 2026",
} as const;

const dublin = offices.find((office) => office.id === "dublin");
const dublinAddress = dublin ? `${dublin.street}, ${dublin.city}, ${dublin.country}` : "Dublin, Ireland";

/** The address a request goes to. */
const privacyContact = contact.emails.general.address;

export const whoWeAre = {
  heading: "Who we are",
  paragraphs: [
    `This website is run by ${company.legalName} ("${company.name}", "we"), with offices in ${offices.map((o) => o.name).join(", ")}. ${company.name} decides how the details you send here are used: it is the controller of your personal data.`,
    `Because we have an office in the European Union (${dublinAddress}) and serve customers there, the EU General Data Protection Regulation (GDPR) applies to what we do with your data. For residents of California, we also follow the California Consumer Privacy Act as amended by the CPRA (CCPA).`,
    `For anything in this notice, e-mail ${privacyContact} or write to us at any of our offices.`,
  ],
} as const;

/** One form: where it is, what it asks for, why, and who it goes to. */
export interface FormUse {
  form: string;
  page: string;
  collects: string;
  why: string;
  receivedBy: string;
}

export const formsHeading = {
  heading: "What each form collects and why",
  text: "Each form sends only what you type into it. We use it to answer you, and for nothing else: no advertising, no profiling, no mailing lists you did not ask to join.",
} as const;

export const formUses = {
  inquiries: {
    form: "Contact form",
    page: "/contact",
    collects: "Your name, e-mail address, company (if you give one), the kind of inquiry and your message.",
    why: "To answer your question or quote for your project (steps you asked for before a possible contract).",
    receivedBy: "Our sales team.",
  },
  "project-requests": {
    form: "Project request",
    page: "/clients",
    collects: "Your name, e-mail address, phone number, company, project type, location, and any budget, timeline and notes you add.",
    why: "To assess your project and contact you about a consultation and a proposal.",
    receivedBy: "Our sales team.",
  },
  "contractor-applications": {
    form: "Contractor application",
    page: "/contractors",
    collects:
      "Your name, e-mail address, phone number, trade, licences, service areas, links to your insurance certificate and portfolio, and your experience.",
    why: "To review your application to join our contractor network and contact you about it.",
    receivedBy: "Our operations team.",
  },
  "partner-requests": {
    form: "Partner request",
    page: "/partners",
    collects: "Your organisation's name and type, a contact e-mail address and phone number, its website, a description and a logo link.",
    why: "To consider the partnership you propose and reply to you.",
    receivedBy: "Our partnerships team.",
  },
  affiliates: {
    form: "Affiliate registration",
    page: "/affiliates",
    collects: "Your name, e-mail address, phone number, payout address, how you heard of us and your industry. We add your referral code.",
    why: "To run the affiliate programme with you: track your referrals and pay your commission.",
    receivedBy: "Our partnerships team.",
  },
  "merch-quotes": {
    form: "Merchandise quote or order request",
    page: "/merch",
    collects:
      "Your name, e-mail address, phone number and company (if given), your requirements, the items in your cart or the items and sizes you ask a quote for, the date you need them by, and the artwork file you upload (kept with the request, and removed within a day once the request is deleted).",
    why: "To quote for or arrange your merchandise order.",
    receivedBy: "Our sales team.",
  },
} as const satisfies Record<LeadKind, FormUse>;

/** The blog subscription (ADR 304–306): not a lead form, described with them. */
export const subscriptionUse = {
  form: "Blog subscription",
  page: "/subscribe",
  collects: "Your e-mail address, whether and when you confirmed it, and a record of each e-mail we sent you.",
  why: "To e-mail you each new article, as you asked and confirmed (your consent, which you withdraw by unsubscribing).",
  receivedBy: "No one reads it; the website sends the e-mails.",
} as const satisfies FormUse;

export const sharing = {
  heading: "Who receives your details",
  paragraphs: [
    "When you send a form, the website stores it and e-mails it to the team named above, so they can reply to you. Only our staff read it, in those e-mails and in the website's admin area, which is protected by single sign-on.",
    "It also e-mails you an acknowledgement, to the address you gave: your reference, what happens next, and a copy of what you sent. If our bot check held your form back, the acknowledgement goes only once our staff have released it.",
    "The website runs on Cloudflare, which stores the data and sends those e-mails for us as our processor, under a data processing agreement with the EU's standard contractual clauses for transfers to the United States. Cloudflare's bot check may inspect your browser when you send a form, to keep automated spam out. If you use the chat assistant, your questions may be answered by a language model that Cloudflare runs for us.",
    `We do not sell your personal information or share it for cross-context behavioural advertising, and we have not done so in the last 12 months.`,
  ],
} as const;

export const keeping = {
  heading: "How long we keep it",
  items: [
    `Form submissions, and the record of the e-mails sent about each (to our team, and your acknowledgement): ${retention.leadMonths} months after we receive them, then they are deleted automatically. Ask us and we erase them sooner.`,
    `Blog subscription: until you unsubscribe (one click in any of its e-mails), which deletes your address and the record of its e-mails at once. A subscription not confirmed within ${retention.unconfirmedSubscriptionDays} days is deleted automatically.`,
    `Chat conversations: ${retention.chatDays} days after your last message, then the whole conversation is deleted automatically. Clearing the chat in its panel deletes it at once.`,
    "Your IP address is used for a moment to limit how often one connection may send forms; it is not stored with your submission.",
  ],
} as const;

export const browserStorage = {
  heading: "What is stored in your browser",
  text: "The site keeps these things in your browser's storage, each only once you use the feature it serves, and never sent to anyone else (except a form's key, which is sent with that form):",
  items: [
    { name: "theme", use: "Your choice of light or dark theme, if you pick one." },
    { name: "kilbride-cart", use: "The items in your merchandise cart, so they survive a reload." },
    {
      name: "kilbride-chat-conversation-id and kilbride-chat-history",
      use: "A random id for your chat conversation and its last messages, so the conversation continues on the next page.",
    },
    {
      name: "kilbride-send-key",
      use: "A random key for each form you send, kept until you close the tab, so a double click, a slow connection or a reload never sends the same form twice.",
    },
  ],
  after:
    "These are strictly necessary for features you ask for, so under the EU ePrivacy rules they need no consent, and the site shows no cookie banner. The public site sets no cookies and uses no analytics, advertising or tracking scripts. (Our staff's admin sign-in uses a cookie of its own.)",
} as const;

export const rights = {
  heading: "Your rights, and how to use them",
  paragraphs: [
    "Under the GDPR you may ask for a copy of your data (we send every record as one file), have it corrected or erased, restrict or object to how we use it, and take it elsewhere. Under the CCPA you may ask to know what we hold, to correct it and to delete it, and you will not be treated differently for asking.",
    `To ask, e-mail ${privacyContact} from the address you used on the form, or tell us that address and the phone number you gave. We find everything held under them, and reply within one month (GDPR) or 45 days (CCPA). Erasing removes your details from every submission and deletes the e-mails about them; we keep only the date and the kind of request, so our totals stay right.`,
    "If you are not satisfied with our answer, you may complain to a data protection authority: in Ireland, the Data Protection Commission (dataprotection.ie); in California, the California Privacy Protection Agency (cppa.ca.gov).",
  ],
} as const;
