/**
 * The browser half of the lead source (ADR 262): the first page of a visit is remembered for the
 * visit (sessionStorage), and every lead then sends its own page with that landing page, referrer
 * and UTM parameters; a referrer from the site itself is no source.
 */
import { afterEach, describe, expect, it } from "vitest";
import * as v from "valibot";
import { leadSourceSchema } from "#contract/lead-source.ts";
import { leadSourceNow, rememberLanding } from "#web/lib/lead-source.ts";

function visit(path: string, referrer = "") {
  window.history.replaceState(null, "", path);
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
}

afterEach(() => {
  window.sessionStorage.clear();
});

describe("lead source in the browser", () => {
  it("keeps the landing page's UTM parameters and referrer for the visit, and sends the current page", () => {
    visit("/blog/solar-for-cold-storage?utm_source=newsletter&utm_medium=email&utm_campaign=autumn", "https://news.example.org/issue-12");
    rememberLanding();
    // Moving on within the site: a later page is no landing page, and the site is no referrer.
    visit("/contact", `${window.location.origin}/blog/solar-for-cold-storage`);
    rememberLanding();
    const source = leadSourceNow();
    expect(source).toEqual({
      page: "/contact",
      landingPage: "/blog/solar-for-cold-storage?utm_source=newsletter&utm_medium=email&utm_campaign=autumn",
      referrer: "https://news.example.org/issue-12",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "autumn",
      utmTerm: null,
      utmContent: null,
    });
    // What the Worker stores is what was sent.
    expect(v.parse(leadSourceSchema, source)).toEqual(source);
  });

  it("counts a referrer from the site itself as none, and sends the page alone when storage is empty", () => {
    visit("/merch", `${window.location.origin}/`);
    rememberLanding();
    expect(leadSourceNow()).toMatchObject({ page: "/merch", landingPage: "/merch", referrer: null, utmSource: null });
    window.sessionStorage.clear();
    expect(leadSourceNow()).toEqual({ page: "/merch" });
  });
});
