import { env, SELF } from "cloudflare:test";
import { expect, it } from "vitest";
import { ORIGIN } from "./support/helpers";
import { describeLeadEndpoint, postFrom } from "./support/lead-endpoint-suite";

const valid = {
  name: "Glenmore Power Electronics",
  orgType: "manufacturer",
  email: "channel@Glenmore.example",
  phone: "+353 21 555 0142",
  website: "https://glenmore.example",
  description: "We make string inverters and battery converters for commercial solar.",
  logoUrl: "",
};

describeLeadEndpoint({
  path: "/api/partners",
  table: "partner_requests",
  valid,
  required: ["name", "orgType", "email", "phone", "description"],
  singleLine: ["name", "email", "phone", "website", "logoUrl"],
  invalid: [
    ["name", { name: "G" }, "Name must be at least 2 characters."],
    ["orgType", { orgType: "" }, "Please select an organization type."],
    ["orgType", { orgType: "cartel" }, "Please select an organization type."],
    ["email", { email: "channel@glenmore" }, "Please enter a valid email address."],
    ["phone", { phone: "555" }, "Please enter a valid phone number."],
    ["website", { website: "glenmore dot example" }, "Please enter a valid URL."],
    ["description", { description: "Inverters" }, "Description must be at least 10 characters."],
    ["logoUrl", { logoUrl: "javascript:alert(1)" }, "Please enter a valid URL."],
  ],
});

it("stores the request but does not put it on the partners wall", async () => {
  const res = await postFrom("/api/partners", valid);
  const { id } = (await res.json()) as { id: number };
  const row = await env.DB.prepare("SELECT * FROM partner_requests WHERE id = ?").bind(id).first();
  expect(row).toMatchObject({
    org_type: "manufacturer",
    email: "channel@glenmore.example",
    website: "https://glenmore.example",
    logo_url: null,
  });
  const wall = await SELF.fetch(`${ORIGIN}/api/partners`);
  expect(await wall.json()).toEqual([]);
});
