/**
 * Issue 36, on a phone: each lead form (and the cart's order) ends in its confirmation, the visitor's
 * acknowledgement e-mail with the same reference and summary arrives in the local mail store, and a
 * double tap, a retried request or a reload and resend of the same details stores one lead
 * (ADRs 301–303).
 */
import type { Locator, Page } from "@playwright/test";
import { parseLeadReference } from "#contract/lead-reference.ts";
import { expect, queryE2eDb, test, toast, visit } from "./support/fixtures";
import { mailsTo, mailTo } from "./support/mail-store";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
// Each journey sends twice, reloads and reads the database with wrangler several times.
test.describe.configure({ timeout: 90_000 });

const stamp = Date.now();

interface Journey {
  name: string;
  path: string;
  form: string;
  /** The API path the form posts to. */
  api: string;
  table: string;
  kind: string;
  fill: (form: Locator, email: string) => Promise<void>;
  send: string;
  title: string;
  /** What the acknowledgement's subject names. */
  subject: RegExp;
  /** A sent value the confirmation and the e-mail both show. */
  shows: string;
  nextStep: string;
}

const journeys: Journey[] = [
  {
    name: "contact",
    path: "/contact",
    form: "Contact form",
    api: "/api/contact",
    table: "inquiries",
    kind: "inquiries",
    fill: async (form, email) => {
      await form.getByLabel("First Name").fill("Aoife");
      await form.getByLabel("Last Name").fill("Brennan");
      await form.getByLabel("Email").fill(email);
      await form.getByLabel("Inquiry Type").selectOption({ label: "Solar Arrays" });
      await form.getByLabel("Message").fill("We would like a quote for a 250 kW rooftop array.");
    },
    send: "Send Message",
    title: "Message Sent",
    subject: /^We received your inquiry \(reference KB-/,
    shows: "Solar Arrays",
    nextStep: "within one business day",
  },
  {
    name: "project request",
    path: "/clients",
    form: "Project intake form",
    api: "/api/clients",
    table: "project_requests",
    kind: "project-requests",
    fill: async (form, email) => {
      await form.getByLabel("Full Name").fill("Rachel Whitfield");
      await form.getByLabel("Email").fill(email);
      await form.getByLabel("Phone").fill("+1 303 555 0199");
      await form.getByLabel("Project Type").selectOption("hydrogen");
      await form.getByLabel("Project Location").fill("Pueblo, Colorado");
    },
    send: "Submit Project Request",
    title: "Project Request Submitted",
    subject: /^We received your project request \(reference KB-/,
    shows: "Pueblo, Colorado",
    nextStep: "A project manager will contact you",
  },
  {
    name: "contractor application",
    path: "/contractors",
    form: "Contractor application form",
    api: "/api/contractors",
    table: "contractor_applications",
    kind: "contractor-applications",
    fill: async (form, email) => {
      await form.getByLabel("Full Name").fill("Seamus Doyle");
      await form.getByLabel("Email").fill(email);
      await form.getByLabel("Phone").fill("+353 1 555 0111");
      await form.getByLabel("Trade or Specialty").fill("Electrician");
      const search = form.getByRole("searchbox", { name: "Search service areas" });
      await search.fill("irel");
      await search.press("Enter");
      await expect(form.getByText("1 selected.")).toBeVisible();
      await form.getByLabel("Experience").fill("Twelve years of commercial electrical work.");
      await form.getByLabel(/accept the contractor network terms/).check();
    },
    send: "Submit Application",
    title: "Application Submitted",
    subject: /^We received your contractor application \(reference KB-/,
    shows: "Electrician",
    nextStep: "We review every application",
  },
  {
    name: "partnership request",
    path: "/partners",
    form: "Partnership request form",
    api: "/api/partners",
    table: "partner_requests",
    kind: "partner-requests",
    fill: async (form, email) => {
      await form.getByLabel("Organization Name").fill("Glenmore Power");
      await form.getByLabel("Organization Type").selectOption("manufacturer");
      await form.getByLabel("Email").fill(email);
      await form.getByLabel("Phone").fill("+353 21 555 0142");
      await form.getByLabel("Tell Us About Your Organization").fill("We make inverters for commercial solar.");
    },
    send: "Submit Partnership Request",
    title: "Partnership Request Submitted",
    subject: /^We received your partner request \(reference KB-/,
    shows: "We make inverters for commercial solar.",
    nextStep: "Our partnerships team reads every request",
  },
  {
    name: "affiliate registration",
    path: "/affiliates",
    form: "Affiliate registration form",
    api: "/api/affiliates",
    table: "affiliates",
    kind: "affiliates",
    fill: async (form, email) => {
      await form.getByLabel("Full Name").fill("Siobhán Kelly");
      await form.getByLabel("Email").fill(email);
      await form.getByLabel("Phone").fill("+353 21 555 0177");
      await form.getByLabel(/accept the affiliate program terms/).check();
    },
    send: "Register as Affiliate",
    title: "Affiliate Registration Successful",
    subject: /^We received your affiliate registration \(reference KB-/,
    shows: "Siobhán Kelly",
    nextStep: "Share your referral code",
  },
  {
    name: "custom merch quote",
    path: "/merch",
    form: "Request custom quote form",
    api: "/api/merch/quotes",
    table: "merch_quotes",
    kind: "merch-quotes",
    fill: async (form, email) => {
      await form.getByLabel("Company Name").fill("Front Range Solar Co-op");
      await form.getByLabel("Contact Name").fill("Maeve Gallagher");
      await form.getByLabel("Email").fill(email);
      await form.getByLabel("Requirements").fill("120 embroidered hoodies for a crew event.");
    },
    send: "Submit Request",
    title: "Quote Request Sent",
    subject: /^We received your merch custom quote \(reference KB-/,
    shows: "120 embroidered hoodies for a crew event.",
    nextStep: "Our merchandise team will reply by e-mail",
  },
];

// The leads made here go again afterwards, with what is kept beside them, so the files after this
// one (the admin's lists, which count the demo content) meet the site as they were written for.
test.afterAll(() => {
  const made: [string, string][] = [...journeys.map((j): [string, string] => [j.kind, j.table]), ["merch-quotes", "merch_quotes"]];
  for (const [kind, table] of made) {
    const ids = queryE2eDb(`SELECT id FROM ${table} WHERE email LIKE 'ack.%.${stamp}@example.com'`).map((row) => Number(row.id));
    if (ids.length === 0) continue;
    // The lead first: its delete trigger reads the workflow row to keep the inbox's counts right.
    const beside = ["lead_notifications", "lead_workflow", "lead_notes", "lead_reads", "lead_submissions"].map(
      (t) => `DELETE FROM ${t} WHERE lead_kind = '${kind}' AND lead_id IN (${ids.join(",")});`,
    );
    queryE2eDb([`DELETE FROM ${table} WHERE id IN (${ids.join(",")});`, ...beside].join(" "));
  }
});

const count = (j: Journey, email: string) => queryE2eDb(`SELECT id FROM ${j.table} WHERE email = '${email}'`);

async function open(page: Page, j: Journey): Promise<Locator> {
  await visit(page, j.path);
  const form = page.getByRole("form", { name: j.form });
  await form.scrollIntoViewIfNeeded();
  return form;
}

/** The confirmation's reference, once it shows. */
async function confirmed(page: Page, j: Journey): Promise<string> {
  const confirmation = page.getByRole("region", { name: j.title });
  await expect(confirmation.getByRole("heading", { name: j.title })).toBeFocused();
  await expect(confirmation).toContainText(j.shows);
  await expect(confirmation).toContainText(j.nextStep);
  return (await confirmation.locator("strong").first().textContent()) ?? "";
}

for (const j of journeys) {
  test(`${j.name}: confirmation, acknowledgement e-mail, and one lead for a double tap, a retry and a reload-resend`, async ({
    page,
    request,
  }) => {
    const email = `ack.${j.kind}.${stamp}@example.com`;

    // A double tap on send, with the network retrying the first request: each arrives twice.
    let posts = 0;
    await page.route(`**${j.api}`, async (route) => {
      posts += 1;
      await route.fetch(); // the request a flaky network lost the answer to
      await route.continue(); // and its retry
    });
    let form = await open(page, j);
    await j.fill(form, email);
    await form.getByRole("button", { name: j.send }).dblclick();
    await expect(toast(page, j.title)).toBeVisible();
    const reference = await confirmed(page, j);
    const rows = count(j, email);
    expect(rows).toHaveLength(1);
    expect(parseLeadReference(reference)).toEqual({ kind: j.kind, id: rows[0]?.id });
    expect(posts).toBeGreaterThanOrEqual(1);
    await page.unroute(`**${j.api}`);

    // The acknowledgement, as the visitor reads it: the same reference, the next step, what was sent.
    const ack = await mailTo(request, email, j.subject);
    expect(ack.subject).toContain(reference);
    expect(ack.text).toContain(`Your reference is ${reference}.`);
    expect(ack.text).toContain(j.nextStep);
    expect(ack.text).toContain(j.shows);
    expect(ack.html).toContain(reference);

    // Reload and send the same details again: the first lead's reference, nothing new stored or mailed.
    await page.reload();
    form = await open(page, j);
    await j.fill(form, email);
    await form.getByRole("button", { name: j.send }).click();
    expect(await confirmed(page, j)).toBe(reference);
    expect(count(j, email)).toHaveLength(1);
    expect((await mailsTo(request, email)).filter((m) => j.subject.test(m.subject))).toHaveLength(1);
  });
}

test("the cart's order ends in its confirmation in the drawer, and its acknowledgement lists the order", async ({ page, request }) => {
  const email = `ack.order.${stamp}@example.com`;
  await visit(page, "/merch");
  const hoodie = page
    .getByRole("tabpanel")
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: "Dragon Crest Hoodie", exact: true }) });
  await hoodie.getByLabel("Color").selectOption({ label: "Atlantic Navy" });
  await hoodie.getByLabel("Size").selectOption({ label: "Large" });
  await hoodie.getByLabel("Qty").selectOption("2");
  await hoodie.getByRole("button", { name: "Add to Cart" }).click();
  const cartButton = page.getByRole("button", { name: /^Cart/ });
  await expect(cartButton).toContainText("2");
  await cartButton.click();
  const drawer = page.getByRole("dialog", { name: "Your Cart" });
  await drawer.getByLabel("Contact Name").fill("Ciarán Walsh");
  await drawer.getByLabel("Email").fill(email);
  await drawer.getByRole("button", { name: "Request Order" }).dblclick();
  await expect(toast(page, "Order Request Sent")).toBeVisible();

  // The drawer stays, with the confirmation in the form's place; the cart itself is emptied.
  const confirmation = drawer.getByRole("region", { name: "Order Request Sent" });
  await expect(confirmation.getByRole("heading", { name: "Order Request Sent" })).toBeFocused();
  await expect(confirmation).toContainText("2 × Dragon Crest Hoodie");
  await expect(confirmation).toContainText("Atlantic Navy, Large");
  await expect(confirmation).toContainText("Subtotal");
  await expect(confirmation).toContainText("$139.98");
  await expect(confirmation).toContainText("Our merchandise team will reply by e-mail");
  await expect(confirmation.getByRole("button", { name: "Print or save" })).toBeVisible();
  const reference = (await confirmation.locator("strong").first().textContent()) ?? "";
  const rows = queryE2eDb(`SELECT id, kind FROM merch_quotes WHERE email = '${email}'`);
  expect(rows).toEqual([{ id: expect.any(Number), kind: "order" }]);
  expect(parseLeadReference(reference)).toEqual({ kind: "merch-quotes", id: rows[0]?.id });
  await expect(cartButton).toContainText("0");

  const ack = await mailTo(request, email, /^We received your merch order request \(reference KB-/);
  expect(ack.text).toContain(`Your reference is ${reference}.`);
  expect(ack.text).toContain("Items: 2 × Dragon Crest Hoodie (Atlantic Navy, Large)");
  expect(ack.text).toContain("Subtotal: $139.98");

  await confirmation.getByRole("button", { name: "Continue Shopping" }).click();
  await expect(drawer).toBeHidden();
});
