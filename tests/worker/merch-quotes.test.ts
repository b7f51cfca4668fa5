/**
 * POST /api/merch/quotes: the corporate quote form and the cart's order request reach the
 * merch_quotes table, priced by the server from the catalogue whatever the client claims.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { findItem } from "#contract/merch-catalogue.ts";
import { describeLeadEndpoint, postFrom, rowCount } from "./support/lead-endpoint-suite";

const PATH = "/api/merch/quotes";

const customQuote = {
  kind: "custom",
  companyName: "Front Range Solar Co-op",
  contactName: "Maeve Gallagher",
  email: "Maeve@FrontRange.example",
  phone: "+1 303 555 0188",
  requirements: "120 Dragon Crest hoodies with our logo on the sleeve for a crew event in May.",
  lines: [],
};

const order = {
  kind: "order",
  companyName: "",
  contactName: "Ciarán Walsh",
  email: "ciaran@example.com",
  phone: "",
  requirements: "",
  lines: [
    { itemId: "dragon-crest-hoodie", color: "atlantic-navy", size: "l", quantity: 2 },
    { itemId: "hard-hat-decal-pack", color: "glossy-finish", size: "standard", quantity: 5 },
  ],
};

describeLeadEndpoint({
  path: PATH,
  table: "merch_quotes",
  valid: customQuote,
  required: ["kind", "contactName", "email"],
  singleLine: ["companyName", "contactName", "email", "phone"],
  invalid: [
    ["contactName", { contactName: "M" }, "Name must be at least 2 characters."],
    ["email", { email: "maeve@frontrange" }, "Please enter a valid email address."],
    ["phone", { phone: "call me" }, "Please enter a valid phone number."],
    ["kind", { kind: "invoice" }, "Please choose a quote or an order request."],
    ["requirements", { requirements: "   ", lines: [] }, "Please describe your requirements or add items to your cart."],
  ],
});

interface StoredQuote {
  kind: string;
  company_name: string | null;
  contact_name: string;
  email: string;
  phone: string | null;
  requirements: string | null;
  lines: string;
  subtotal_cents: number;
}

async function stored(res: Response): Promise<StoredQuote> {
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };
  const row = await env.DB.prepare("SELECT * FROM merch_quotes WHERE id = ?").bind(id).first<StoredQuote>();
  if (!row) throw new Error(`quote ${id} not stored`);
  return row;
}

async function rejected(body: unknown): Promise<Record<string, string>> {
  const before = await rowCount("merch_quotes");
  const res = await postFrom(PATH, body);
  expect(res.status).toBe(400);
  const { issues } = (await res.json()) as { issues: Record<string, string> };
  expect(await rowCount("merch_quotes")).toBe(before);
  return issues;
}

describe("POST /api/merch/quotes", () => {
  it("stores a custom quote with its contact details and no lines", async () => {
    const row = await stored(await postFrom(PATH, customQuote));
    expect(row).toMatchObject({
      kind: "custom",
      company_name: "Front Range Solar Co-op",
      contact_name: "Maeve Gallagher",
      email: "Maeve@frontrange.example",
      phone: "+1 303 555 0188",
      subtotal_cents: 0,
    });
    expect(JSON.parse(row.lines)).toEqual([]);
  });

  it("prices an order's lines from the catalogue, ignoring any price the client sends", async () => {
    const tampered = {
      ...order,
      subtotalCents: 1,
      lines: order.lines.map((line) => ({ ...line, unitPriceCents: 1, price: 0.01, name: "Free hoodie" })),
    };
    const row = await stored(await postFrom(PATH, tampered));
    expect(row).toMatchObject({ kind: "order", company_name: null, phone: null, requirements: null });
    expect(JSON.parse(row.lines)).toEqual([
      {
        itemId: "dragon-crest-hoodie",
        name: "Dragon Crest Hoodie",
        color: "atlantic-navy",
        size: "l",
        quantity: 2,
        unitPriceCents: 6999,
        lineTotalCents: 13998,
      },
      {
        itemId: "hard-hat-decal-pack",
        name: "Hard Hat Decal Pack",
        color: "glossy-finish",
        size: "standard",
        quantity: 5,
        unitPriceCents: 999,
        lineTotalCents: 4995,
      },
    ]);
    expect(row.subtotal_cents).toBe(13998 + 4995);
  });

  it("sums cents exactly where dollars would drift", async () => {
    const lines = ["dragon-crest-tee", "ev-charge-tee", "legacy-crest-mug"].map((itemId) => {
      const item = findItem(itemId);
      if (!item) throw new Error(itemId);
      return { itemId, color: item.colors[0], size: item.sizes[0], quantity: 3 };
    });
    const row = await stored(await postFrom(PATH, { ...order, lines }));
    // 3 × 29.99 + 3 × 27.99 + 3 × 18.99 = 230.91 exactly
    expect(row.subtotal_cents).toBe(23091);
  });

  it("accepts an order with a note and a custom quote that also lists items", async () => {
    const withNote = await stored(await postFrom(PATH, { ...order, requirements: "Ship to our Dublin office, please." }));
    expect(withNote.requirements).toBe("Ship to our Dublin office, please.");
    const both = await stored(await postFrom(PATH, { ...customQuote, lines: order.lines.slice(0, 1) }));
    expect(both.subtotal_cents).toBe(13998);
  });

  it("refuses an item that is not in the catalogue", async () => {
    const issues = await rejected({ ...order, lines: [{ itemId: "gold-plated-hoodie", color: "celtic-green", size: "m", quantity: 1 }] });
    expect(issues["lines.0.itemId"]).toBe("This item is not in our catalogue.");
  });

  it("refuses a colour or size the item does not come in", async () => {
    // Safety Yellow exists in the catalogue, but not for the hoodie; XX-Large exists, but not for the cap.
    const colour = await rejected({ ...order, lines: [{ itemId: "dragon-crest-hoodie", color: "safety-yellow", size: "m", quantity: 1 }] });
    expect(colour["lines.0.color"]).toBe("Please choose a colour this item comes in.");
    const size = await rejected({
      ...order,
      lines: [order.lines[0], { itemId: "heritage-tweed-flat-cap", color: "forest-moss", size: "xxl", quantity: 1 }],
    });
    expect(size["lines.1.size"]).toBe("Please choose a size this item comes in.");
  });

  it.each([0, 6, 2.5, -1, "2", null])("refuses a quantity of %j", async (quantity) => {
    const issues = await rejected({ ...order, lines: [{ ...order.lines[0], quantity }] });
    expect(issues["lines.0.quantity"]).toBe("Quantity must be a whole number from 1 to 5.");
  });

  it("refuses more than 20 lines and lines that are not a list", async () => {
    const line = order.lines[0];
    const many = Array.from({ length: 21 }, () => line);
    expect((await rejected({ ...order, lines: many })).lines).toBe("An order request can hold at most 20 lines.");
    expect((await rejected({ ...order, lines: "dragon-crest-hoodie" })).lines).toBe("Lines must be a list of cart items.");
  });

  it("refuses an order with neither lines nor requirements", async () => {
    const issues = await rejected({ ...order, lines: [] });
    expect(issues.requirements).toBe("Please describe your requirements or add items to your cart.");
  });
});
