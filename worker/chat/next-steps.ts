/**
 * "I just sent the contact form, when will someone get back to me?", "I registered as an
 * affiliate, what now?": what happens after each of the site's forms, in the words its
 * confirmation shows (content/lead-next-steps.ts), so the answer never promises more than the
 * form itself does.
 */
import type { LeadKind } from "#contract/lead-kinds.ts";
import { clientSteps } from "#content/programs/clients.ts";
import { leadNextSteps } from "#content/lead-next-steps.ts";
import { link } from "./link";

/** The visitor did something with a form (sent, filled in, applied, registered, asked for a quote, or asks for one: "after i ask for a merch quote"). */
const DONE =
  /\b(filled|fill(ed)? (in|out)|sent|send|sending|submit|submitted|submitting|applied|apply|applying|registered|register|joined|asked for|requested|put in|completed?)\b|\b(ask|asking|request|requesting) (for )?(an? |the |my |our )?([a-z-]+ ){0,2}?(quote|form|application)\b/;

/** ...and asks what comes next, or when they hear back. */
const NEXT =
  /\bwhat (happens|now|next|then|after)\b|\bwhat'?s next\b|\bnext steps?\b|\bwhen (will|do|would|should) (someone|somebody|you|i|we|anyone)\b|\bhear (back|from)\b|\breply to (me|us)\b|\bhow (long|soon|quickly|fast)\b|\bhow long (till|until|before)\b/;

/** Which form, by the words visitors use for it; the first match wins (a "contractor application" is not the contact form). */
const FORMS: readonly [RegExp, LeadKind, string, string][] = [
  [/\b(contractors?|subcontractors?|contractor network|network)\b/, "contractor-applications", "the contractors page", "/contractors"],
  [/\b(affiliates?|referral program\w*)\b/, "affiliates", "the affiliate program page", "/affiliates"],
  [/\b(partners?|partnerships?)\b/, "partner-requests", "the partners page", "/partners"],
  [/\b(merch\w*|shop|corporate quote|order request|bulk)\b/, "merch-quotes", "the merchandise page", "/merch"],
  [/\b(project|intake|start your project|consultation|proposal)\b/, "project-requests", "Start Your Project", "/clients"],
  [/\b(contact form|contact page|inquiry|message|form|email|e-?mailed)\b/, "inquiries", "the contact page", "/contact"],
];

export function nextStepAnswer(text: string): string | null {
  if (!DONE.test(text) || !NEXT.test(text)) return null;
  const form = FORMS.find(([pattern]) => pattern.test(text));
  if (!form) return null;
  const [, kind, label, path] = form;
  const steps = kind === "project-requests" ? ` Our process: ${clientSteps.map((s) => `${s.step}. ${s.title}`).join("; ")}.` : "";
  return `${leadNextSteps[kind]}${steps} See ${link(label, path)}.`;
}
