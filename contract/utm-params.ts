/**
 * The UTM parameters a lead's source keeps (ADR 262). Apart from contract/lead-source.ts so the
 * browser's entry script, which notes the landing page's parameters on every visit, does not load
 * the schema library with them.
 */

/** The UTM parameters kept, in the order reports and exports name them. */
export const utmKeys = ["utmSource", "utmMedium", "utmCampaign", "utmTerm", "utmContent"] as const;
/** Each UTM key as it appears in a URL. */
export const utmParams: Record<(typeof utmKeys)[number], string> = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
};
