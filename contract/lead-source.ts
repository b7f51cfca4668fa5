/**
 * Where a lead came from (ADR 262): the page its form was sent from, the visit's landing page and
 * referrer, and the landing page's UTM parameters. Every lead form sends it (web/src/lib/lead-source.ts);
 * it is cleaned and capped here, and a malformed one is dropped rather than refused, so a visitor's
 * lead is never lost over its bookkeeping.
 */
import * as v from "valibot";

export const PATH_MAX = 500;
export const UTM_MAX = 200;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** A text made one line, trimmed and capped; "" becomes null. */
const cleaned = (max: number, keep: (value: string) => boolean = () => true) =>
  v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((value) => {
      const line = (value ?? "").replace(CONTROLS, " ").trim().slice(0, max);
      return line !== "" && keep(line) ? line : null;
    }),
  );

/** A site path ("/blog/x?y"), never another origin ("//evil"). */
const isPath = (value: string) => value.startsWith("/") && !value.startsWith("//");
const isWebUrl = (value: string) => /^https?:\/\/[^\s/]+/i.test(value);

export const leadSourceSchema = v.object({
  page: cleaned(PATH_MAX, isPath),
  landingPage: cleaned(PATH_MAX, isPath),
  referrer: cleaned(PATH_MAX, isWebUrl),
  utmSource: cleaned(UTM_MAX),
  utmMedium: cleaned(UTM_MAX),
  utmCampaign: cleaned(UTM_MAX),
  utmTerm: cleaned(UTM_MAX),
  utmContent: cleaned(UTM_MAX),
});

export type LeadSource = v.InferOutput<typeof leadSourceSchema>;

/** The `source` field of every lead form's payload: optional, and dropped (null) when malformed. */
export const leadSourceField = v.optional(v.fallback(v.nullable(leadSourceSchema), null));

/** A source's labels, in display and CSV order. */
export const leadSourceLabels: Record<keyof LeadSource, string> = {
  page: "Sent From",
  landingPage: "Landing Page",
  referrer: "Referrer",
  utmSource: "UTM Source",
  utmMedium: "UTM Medium",
  utmCampaign: "UTM Campaign",
  utmTerm: "UTM Term",
  utmContent: "UTM Content",
};
