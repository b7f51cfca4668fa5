/**
 * Lead source (ADR 262): each form's payload may carry the page it was sent from and the visit's
 * landing page, referrer and UTM parameters; the Worker cleans and caps them, drops a malformed
 * source without losing the lead, stores it with the lead, and the Reports tab counts the
 * period's leads by source, campaign and page, each breakdown adding up to the total.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { ReportSummary, SourceCount } from "#contract/analytics.ts";
import type { LeadDetail } from "#contract/lead-inbox.ts";
import { PATH_MAX, UTM_MAX } from "#contract/lead-source.ts";
import { adminFetch, installTestKeys, signToken, type TestKeys } from "./support/access-keys";
import { jsonAnswer } from "./support/json-answer";
import { submit } from "./support/notification-stand-ins";

let keys: TestKeys;
beforeAll(async () => {
  keys = await installTestKeys();
});

const admin = async <T>(path: string) => jsonAnswer<T>(await adminFetch(path, await signToken(keys)));

const project = {
  name: "Rachel Whitfield",
  email: "rachel@highplains.example",
  phone: "+1 (303) 555-0199",
  projectType: "solar",
  location: "Pueblo",
};
const affiliate = { name: "Cian Lynch", email: "cian@lynch.example", phone: "+353 1 555 0123", termsAccepted: true };

async function send(path: string, body: unknown): Promise<number> {
  const res = await submit(path, body, env);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

describe("lead source", () => {
  it("is stored with the lead, cleaned and capped; a malformed one is dropped and the lead kept", async () => {
    const full = await send("/api/clients", {
      ...project,
      source: {
        page: "/services?tab=solar",
        landingPage: `/blog/solar?utm_source=newsletter&x=${"y".repeat(PATH_MAX)}`,
        referrer: "https://news.example.org/issue-12",
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "autumn\nsolar",
        utmTerm: "t".repeat(UTM_MAX + 50),
        utmContent: "",
      },
    });
    const lead = await admin<LeadDetail>(`/api/admin/inbox/project-requests/${full}`);
    expect(lead.source).toMatchObject({
      page: "/services?tab=solar",
      referrer: "https://news.example.org/issue-12",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "autumn solar",
      utmContent: null,
    });
    expect(lead.source?.landingPage).toHaveLength(PATH_MAX);
    expect(lead.source?.utmTerm).toHaveLength(UTM_MAX);

    // Another origin is not a page of the site; a referrer must be a web address.
    const odd = await send("/api/affiliates", {
      ...affiliate,
      source: { page: "//evil.example/x", referrer: "javascript:alert(1)", utmSource: "ads" },
    });
    expect((await admin<LeadDetail>(`/api/admin/inbox/affiliates/${odd}`)).source).toMatchObject({
      page: null,
      referrer: null,
      utmSource: "ads",
    });

    // Not an object at all: the lead is stored without a source, never refused.
    const malformed = await send("/api/affiliates", { ...affiliate, email: "second@lynch.example", source: "from the newsletter" });
    expect((await admin<LeadDetail>(`/api/admin/inbox/affiliates/${malformed}`)).source).toBeNull();
    const none = await send("/api/affiliates", { ...affiliate, email: "third@lynch.example" });
    expect((await admin<LeadDetail>(`/api/admin/inbox/affiliates/${none}`)).source).toBeNull();
  });

  it("counts the period's leads by source, campaign and page, each adding up to the total", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const summary = await admin<ReportSummary>(`/api/admin/reports/summary?tz=UTC&from=${today}&to=${today}`);
    expect(summary.total).toBe(4);
    expect(summary.sources.bySource).toEqual([
      { name: "(direct)", count: 2 },
      { name: "ads", count: 1 },
      { name: "newsletter", count: 1 },
    ]);
    expect(summary.sources.byCampaign).toEqual([
      { name: "(none)", count: 3 },
      { name: "autumn solar", count: 1 },
    ]);
    expect(summary.sources.byPage).toEqual([
      { name: "(unknown)", count: 3 },
      { name: "/services", count: 1 },
    ]);
    // A referrer without UTM parameters names its site.
    await send("/api/clients", {
      ...project,
      email: "r2@highplains.example",
      source: { page: "/clients", referrer: "https://www.linkedin.com/feed/" },
    });
    const again = await admin<ReportSummary>(`/api/admin/reports/summary?tz=UTC&from=${today}&to=${today}`);
    expect(again.sources.bySource).toContainEqual({ name: "www.linkedin.com", count: 1 });
    for (const rows of Object.values(again.sources) as SourceCount[][]) expect(rows.reduce((a, r) => a + r.count, 0)).toBe(again.total);
  });
});
