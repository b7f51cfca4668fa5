/**
 * What happens after each form is sent, shown on its confirmation: only times and steps the site
 * already states elsewhere (the FAQs, the programme pages), so a confirmation never promises more.
 */
import type { LeadKind } from "#contract/lead-kinds.ts";
import { affiliatePayout, consultationStart, contractorTerms } from "./programs/terms";
import { contact } from "./site";

export const leadNextSteps: Record<LeadKind, string> = {
  inquiries: `Our team reads every inquiry during office hours, ${contact.hours}, and replies to most within one business day.`,
  "project-requests": `A project manager will contact you to arrange the consultation, which typically starts within ${consultationStart} of your request.`,
  "contractor-applications": `We review every application within ${contractorTerms.reviewTime} and tell you the outcome by e-mail.`,
  "partner-requests": "Our partnerships team reads every request and will contact you by e-mail or phone.",
  affiliates: `Share your referral code with the businesses you refer: each referral is tracked for ${affiliatePayout.trackingPeriod}, and commissions are paid ${affiliatePayout.timing}.`,
  "merch-quotes": "Our merchandise team will reply by e-mail with your quote and the next steps for payment and delivery.",
};
