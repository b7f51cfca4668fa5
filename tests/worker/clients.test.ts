import { env } from "cloudflare:test";
import { expect, it } from "vitest";
import { describeLeadEndpoint, postFrom } from "./support/lead-endpoint-suite";

const valid = {
  name: "Rachel Whitfield",
  email: " Rachel@HighPlains.EXAMPLE ",
  phone: "+1 (303) 555-0199",
  company: "High Plains Cold Storage",
  projectType: "solar",
  location: "Pueblo, Colorado",
  budget: "",
  timeline: "Within 6 months",
  notes: "",
};

describeLeadEndpoint({
  path: "/api/clients",
  table: "project_requests",
  valid,
  required: ["name", "email", "phone", "projectType", "location"],
  singleLine: ["name", "email", "phone", "company", "location", "budget", "timeline"],
  invalid: [
    ["name", { name: "R" }, "Name must be at least 2 characters."],
    ["email", { email: "rachel@" }, "Please enter a valid email address."],
    ["phone", { phone: "555-0199" }, "Please enter a valid phone number."],
    ["phone", { phone: "call me maybe please" }, "Please enter a valid phone number."],
    ["projectType", { projectType: "" }, "Please select a project type."],
    ["projectType", { projectType: "timeshare" }, "Please select a project type."],
    ["location", { location: " P " }, "Please enter a project location."],
  ],
});

it("stores the request as typed, trimmed, e-mail domain lower-cased, empty options as null", async () => {
  const res = await postFrom("/api/clients", valid);
  const { id } = (await res.json()) as { id: number };
  const row = await env.DB.prepare("SELECT * FROM project_requests WHERE id = ?").bind(id).first();
  expect(row).toMatchObject({
    name: "Rachel Whitfield",
    email: "Rachel@highplains.example",
    phone: "+1 (303) 555-0199",
    company: "High Plains Cold Storage",
    project_type: "solar",
    location: "Pueblo, Colorado",
    budget: null,
    timeline: "Within 6 months",
    notes: null,
  });
});
