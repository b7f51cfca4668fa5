/**
 * The lead source every form sends (ADR 262): the page it is sent from, and the visit's landing
 * page, referrer and UTM parameters. The landing facts are kept in sessionStorage, so they last
 * for this visit (this tab) only and leave with it; the privacy notice names them.
 */
import type { LeadSource } from "#contract/lead-source.ts";
import { utmKeys, utmParams } from "#contract/utm-params.ts";

const KEY = "kilbride-visit-source";

type Landing = Omit<LeadSource, "page">;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked (a privacy setting): the lead is sent without its landing facts.
    return null;
  }
}

/** The referrer when it is another site (a link within the site says nothing of the source). */
function externalReferrer(): string | null {
  const referrer = document.referrer;
  if (!referrer) return null;
  try {
    return new URL(referrer).origin === window.location.origin ? null : referrer;
  } catch {
    return null;
  }
}

/** Called once as the site's code starts: the first page of a visit is its landing page. */
export function rememberLanding(): void {
  const store = storage();
  if (!store || store.getItem(KEY) !== null) return;
  const { pathname, search } = window.location;
  const query = new URLSearchParams(search);
  const landing: Landing = {
    landingPage: pathname + search,
    referrer: externalReferrer(),
    ...(Object.fromEntries(utmKeys.map((key) => [key, query.get(utmParams[key])])) as Pick<Landing, (typeof utmKeys)[number]>),
  };
  try {
    store.setItem(KEY, JSON.stringify(landing));
  } catch {
    // Full or refused: the lead goes without its landing facts.
  }
}

/** The source to send with a lead now. The Worker checks and caps every value (contract/lead-source.ts). */
export function leadSourceNow(): Partial<LeadSource> {
  const page = window.location.pathname + window.location.search;
  let landing: Partial<Landing> = {};
  try {
    landing = JSON.parse(storage()?.getItem(KEY) ?? "{}") as Partial<Landing>;
  } catch {
    landing = {};
  }
  return { ...landing, page };
}
