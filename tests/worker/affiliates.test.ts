import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { REFERRAL_CODE_ALPHABET } from "#contract/affiliate.ts";
import { getDb } from "#worker/db/client.ts";
import { storeLead } from "#worker/db/store-lead.ts";
import { describeLeadEndpoint, postFrom, rowCount } from "./support/lead-endpoint-suite";

const valid = {
  name: "Siobhán Kelly",
  email: "siobhan@KellyEnergy.example",
  phone: "+353 21 555 0177",
  payoutAddress: "",
  howHeard: "A colleague",
  industry: "Energy consulting",
  termsAccepted: true,
};

const CODE = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{8}$`);

describeLeadEndpoint({
  path: "/api/affiliates",
  table: "affiliates",
  valid,
  required: ["name", "email", "phone", "termsAccepted"],
  singleLine: ["name", "email", "phone", "howHeard", "industry"],
  invalid: [
    ["name", { name: "S" }, "Name must be at least 2 characters."],
    ["email", { email: "siobhan" }, "Please enter a valid email address."],
    ["phone", { phone: "0877" }, "Please enter a valid phone number."],
    ["termsAccepted", { termsAccepted: false }, "You must accept the terms and conditions."],
  ],
});

describe("referral codes", () => {
  it("answers the stored id and an 8-character code without look-alike characters", async () => {
    const res = await postFrom("/api/affiliates", valid);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: number; referralCode: string };
    expect(body.referralCode).toMatch(CODE);
    expect(body.referralCode).not.toMatch(/[01OIL]/);
    const row = await env.DB.prepare("SELECT referral_code, email FROM affiliates WHERE id = ?").bind(body.id).first();
    expect(row).toEqual({ referral_code: body.referralCode, email: "siobhan@kellyenergy.example" });
  });

  it("gives every registration its own code", async () => {
    const codes: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      const res = await postFrom("/api/affiliates", { ...valid, email: `affiliate${i}@example.com` });
      expect(res.status).toBe(201);
      codes.push(((await res.json()) as { referralCode: string }).referralCode);
    }
    expect(new Set(codes).size).toBe(codes.length);
    const stored = await env.DB.prepare("SELECT COUNT(DISTINCT referral_code) AS n, COUNT(*) AS total FROM affiliates").first<{
      n: number;
      total: number;
    }>();
    expect(stored?.n).toBe(stored?.total);
    // Sixty whole requests (validation, bot check, a D1 batch each): seconds on a busy 2-core machine.
  }, 30_000);

  it("draws a new code when the first one is taken, keeping one row per registration", async () => {
    const db = getDb(env);
    const payload = { ...valid, email: "first@example.com", payoutAddress: null, howHeard: null, industry: null, fax: "" };
    const first = await storeLead(db, "affiliates", payload, { draws: { referralCode: () => "TAKEN234" } });
    const before = await rowCount("affiliates");
    const drawn = ["TAKEN234", "TAKEN234", "FRESH567"];
    const second = await storeLead(
      db,
      "affiliates",
      { ...payload, email: "second@example.com" },
      { draws: { referralCode: () => drawn.shift() ?? "UNUSED99" } },
    );
    expect(first.referralCode).toBe("TAKEN234");
    expect(second.referralCode).toBe("FRESH567");
    expect(await rowCount("affiliates")).toBe(before + 1);
  });
});
