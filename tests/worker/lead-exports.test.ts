/**
 * The lead exports (issue 31): each kind's CSV and the all-kinds CSV carry every field of every
 * kind with its workflow (status, owner, notes) and source; dates are in the admin's zone, named
 * in the header, written as spreadsheets read dates.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { type LeadKind, leadKindList, leadKinds } from "#contract/lead-kinds.ts";
import { leadSourceLabels } from "#contract/lead-source.ts";
import { adminFetch, installTestKeys, signToken } from "./support/access-keys";
import { submit } from "./support/notification-stand-ins";

const ADMIN = "ciara.kilbride@kilbride.example";
let token: string;

const source = {
  page: "/merch?collection=outerwear",
  landingPage: "/?utm_source=linkedin",
  referrer: "https://www.linkedin.com/",
  utmSource: "linkedin",
  utmMedium: "social",
  utmCampaign: "winter-launch",
  utmTerm: "fleece",
  utmContent: "carousel",
};

/** One submission per kind with every field filled, and the display text each field must export as. */
const leads: Record<LeadKind, { path: string; body: Record<string, unknown>; shows: string[] }> = {
  inquiries: {
    path: "/api/contact",
    body: {
      firstName: "Aoife",
      lastName: "Export",
      email: "aoife@export.example",
      company: "Export Foods",
      inquiryType: "pace_financing",
      message: "Financing for a 500 kW array.",
    },
    shows: ["Aoife Export", "aoife@export.example", "Export Foods", "PACE/Financing", "Financing for a 500 kW array."],
  },
  "project-requests": {
    path: "/api/clients",
    body: {
      name: "Rachel Export",
      email: "rachel@export.example",
      phone: "+1 303 555 0199",
      company: "High Plains",
      projectType: "hydrogen",
      location: "Pueblo",
      budget: "$2M",
      timeline: "2027",
      notes: "Electrolyser sizing.",
    },
    shows: [
      "Rachel Export",
      "rachel@export.example",
      "'+1 303 555 0199",
      "High Plains",
      "Hydrogen Projects",
      "Pueblo",
      "$2M",
      "2027",
      "Electrolyser sizing.",
    ],
  },
  "contractor-applications": {
    path: "/api/contractors",
    body: {
      name: "Seamus Export",
      email: "seamus@export.example",
      phone: "+353 1 555 0111",
      trade: "Electrician",
      licenses: "RECI",
      states: ["Texas", "Ireland"],
      insuranceUrl: "https://export.example/ins.pdf",
      portfolioUrl: "https://export.example/work",
      experience: "Twelve years of commercial work.",
      termsAccepted: true,
    },
    shows: [
      "Seamus Export",
      "seamus@export.example",
      "Electrician",
      "RECI",
      "Texas; Ireland",
      "https://export.example/ins.pdf",
      "https://export.example/work",
      "Twelve years of commercial work.",
    ],
  },
  "partner-requests": {
    path: "/api/partners",
    body: {
      name: "Glenmore Export",
      orgType: "manufacturer",
      email: "channel@export.example",
      phone: "+353 21 555 0142",
      website: "https://glenmore.example",
      description: "We make inverters.",
      logoUrl: "https://glenmore.example/logo.png",
    },
    shows: [
      "Glenmore Export",
      "Manufacturer",
      "channel@export.example",
      "https://glenmore.example",
      "We make inverters.",
      "https://glenmore.example/logo.png",
    ],
  },
  affiliates: {
    path: "/api/affiliates",
    body: {
      name: "Siobhan Export",
      email: "siobhan@export.example",
      phone: "+353 21 555 0177",
      payoutAddress: "IE29 AIBK 9311 5212 3456 78",
      howHeard: "A colleague",
      industry: "Energy consulting",
      termsAccepted: true,
    },
    shows: ["Siobhan Export", "siobhan@export.example", "IE29 AIBK 9311 5212 3456 78", "A colleague", "Energy consulting"],
  },
  "merch-quotes": {
    path: "/api/merch/quotes",
    body: {
      kind: "order",
      companyName: "Walsh Export",
      contactName: "Ciaran Export",
      email: "ciaran@export.example",
      phone: "+1 303 555 0123",
      requirements: "Logo on the back.",
      lines: [{ itemId: "dragon-crest-hoodie", color: "atlantic-navy", size: "l", quantity: 2 }],
    },
    shows: ["Order request", "Walsh Export", "Ciaran Export", "ciaran@export.example", "Logo on the back.", "2 × "],
  },
};

const ids = {} as Record<LeadKind, number>;

beforeAll(async () => {
  token = await signToken(await installTestKeys(), { claims: { email: ADMIN } });
  for (const kind of leadKindList) {
    const res = await submit(leads[kind].path, { ...leads[kind].body, source }, env);
    expect(res.status, await res.clone().text()).toBe(201);
    ids[kind] = ((await res.json()) as { id: number }).id;
    const patch = await adminFetch(`/api/admin/inbox/${kind}/${ids[kind]}`, token, {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ status: "responded", owner: ADMIN }),
    });
    expect(patch.status).toBe(200);
    await adminFetch(`/api/admin/inbox/${kind}/${ids[kind]}/notes`, token, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ body: `Called about the ${kind}.` }),
    });
  }
});

/** The CSV's rows as arrays of cells (every cell quoted; no cell here holds a quote or a line break). */
async function csv(path: string): Promise<string[][]> {
  const res = await adminFetch(path, token);
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  const text = (await res.text()).replace(/^\uFEFF/, "").trimEnd();
  return text.split("\r\n").map((line) => line.slice(1, -1).split('","'));
}

const sourceValues = Object.values(source);

describe("lead exports", () => {
  it.each(leadKindList)("%s: every field, the workflow, the notes and the source, dated in the admin's zone", async (kind) => {
    const [header = [], row = []] = await csv(`/api/admin/inbox/export?kind=${kind}&tz=America/New_York`);
    expect(header[1]).toBe("Received (America/New_York)");
    for (const [key, label] of Object.entries(leadKinds[kind].columns)) {
      if (kind === "inquiries" && (key === "status" || key === "respondedBy")) continue; // the workflow's own columns say it
      expect(header).toContain(label);
    }
    for (const label of Object.values(leadSourceLabels)) expect(header).toContain(label);
    expect(row[0]).toBe(String(ids[kind]));
    // A date and time on New York's clock, as spreadsheets read them.
    expect(row[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const stored = await env.DB.prepare(`SELECT created_at AS at FROM ${kind.replace(/-/g, "_")} WHERE id = ?`)
      .bind(ids[kind])
      .first<{ at: number }>();
    const local = new Intl.DateTimeFormat("sv-SE", { timeZone: "America/New_York", dateStyle: "short", timeStyle: "short" }).format(
      new Date(stored?.at ?? 0),
    );
    expect(row[1]).toBe(local);
    for (const value of leads[kind].shows)
      expect(
        row.some((cell) => cell.includes(value)),
        value,
      ).toBe(true);
    expect(row[header.indexOf("Status")]).toBe("Responded");
    expect(row[header.indexOf("Owner")]).toBe(ADMIN);
    expect(row[header.indexOf("Admin Notes")]).toMatch(
      new RegExp(`^${ADMIN.replace(/\./g, "\\.")}, \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC: Called about the ${kind}\\.$`),
    );
    for (const value of sourceValues) expect(row).toContain(value);
  });

  it("the all-kinds CSV holds every kind's every field, one column per label", async () => {
    const [header = [], ...rows] = await csv("/api/admin/inbox/export?tz=Europe/Dublin");
    expect(header.slice(0, 3)).toEqual(["Kind", "ID", "Received (Europe/Dublin)"]);
    expect(header.filter((label) => label === "Email")).toHaveLength(1);
    expect(rows).toHaveLength(leadKindList.length);
    for (const kind of leadKindList) {
      const row = rows.find((r) => r[0] === leadKinds[kind].label && r[1] === String(ids[kind]));
      expect(row, kind).toBeDefined();
      for (const value of leads[kind].shows)
        expect(
          row?.some((cell) => cell.includes(value)),
          `${kind}: ${value}`,
        ).toBe(true);
      for (const value of sourceValues) expect(row).toContain(value);
      expect(row?.[header.indexOf("Status")]).toBe("Responded");
    }
  });

  it("refuses an unknown zone or kind with 400 JSON", async () => {
    const zone = await adminFetch("/api/admin/inbox/export?tz=Mars/Olympus_Mons", token);
    expect(zone.status).toBe(400);
    expect(await zone.json()).toMatchObject({ message: "Send a time zone such as Europe/Dublin (tz)." });
    expect((await adminFetch("/api/admin/inbox/export?kind=everything", token)).status).toBe(400);
    expect((await adminFetch("/api/admin/leads/affiliates/export?tz=nowhere", token)).status).toBe(400);
    expect((await adminFetch("/api/admin/inbox/export", null)).status).toBe(401);
  });
});
