import { env } from "cloudflare:test";
import { expect, it } from "vitest";
import { describeLeadEndpoint, postFrom } from "./support/lead-endpoint-suite";

const valid = {
  name: "Seamus Doyle",
  email: "seamus@doyle-electric.example",
  phone: "+353 1 555 0111",
  trade: "Electrician",
  licenses: "RECI registered",
  states: ["Texas", "Ireland", "Colorado"],
  insuranceUrl: "",
  portfolioUrl: "https://doyle-electric.example/work",
  experience: "Twelve years of commercial electrical work, including 40 rooftop solar arrays.",
  termsAccepted: true,
};

describeLeadEndpoint({
  path: "/api/contractors",
  table: "contractor_applications",
  valid,
  required: ["name", "email", "phone", "trade", "states", "experience", "termsAccepted"],
  singleLine: ["name", "email", "phone", "trade", "licenses", "insuranceUrl", "portfolioUrl"],
  invalid: [
    ["name", { name: "S" }, "Name must be at least 2 characters."],
    ["email", { email: "seamus.example" }, "Please enter a valid email address."],
    ["phone", { phone: "12345" }, "Please enter a valid phone number."],
    ["trade", { trade: "E" }, "Please specify your trade or specialty."],
    ["states", { states: [] }, "Please select at least one service area."],
    ["states", { states: "Texas" }, "Please select at least one service area."],
    ["states.0", { states: ["Atlantis"] }, "Please select at least one service area."],
    ["experience", { experience: "Lots" }, "Please describe your experience."],
    ["termsAccepted", { termsAccepted: false }, "You must accept the terms and conditions."],
    ["termsAccepted", { termsAccepted: "yes" }, "You must accept the terms and conditions."],
    ["portfolioUrl", { portfolioUrl: "not a url" }, "Please enter a valid URL."],
  ],
});

it("stores the service areas as a list, once each, in the list's order", async () => {
  const res = await postFrom("/api/contractors", { ...valid, states: ["Texas", "Ireland", "Colorado", "Texas"] });
  const { id } = (await res.json()) as { id: number };
  const row = await env.DB.prepare("SELECT * FROM contractor_applications WHERE id = ?").bind(id).first<Record<string, unknown>>();
  expect(JSON.parse(String(row?.states))).toEqual(["Colorado", "Texas", "Ireland"]);
  expect(row).toMatchObject({
    trade: "Electrician",
    insurance_url: null,
    portfolio_url: "https://doyle-electric.example/work",
    terms_accepted: 1,
  });
});
