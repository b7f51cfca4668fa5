/**
 * The corporate quote built from the cart (issue 36): bulk quantities by size, a needed-by date,
 * and an artwork file uploaded to R2 with the media library's checks, named by the quote, read
 * back only by an admin, and swept by the cron once no quote names it.
 */
import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "#worker/index.ts";
import { adminFetch, installTestKeys, signToken } from "./support/access-keys";
import { clientIp, ORIGIN } from "./support/helpers";
import { postFrom, rowCount } from "./support/lead-endpoint-suite";
import { png, scriptedSvg } from "./support/media-files";

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const bulk = {
  kind: "custom",
  companyName: "Front Range Solar Co-op",
  contactName: "Maeve Gallagher",
  email: "maeve@frontrange.example",
  phone: "",
  requirements: "Logo on the left chest.",
  bulkLines: [
    { itemId: "dragon-crest-hoodie", color: "atlantic-navy", size: "m", quantity: 15 },
    { itemId: "dragon-crest-hoodie", color: "atlantic-navy", size: "l", quantity: 25 },
  ],
  neededBy: isoDay(Date.now() + 30 * DAY),
};

function uploadArtwork(file: Uint8Array | string, name: string, init: { type?: string } = {}): Promise<Response> {
  const form = new FormData();
  form.set("file", new File([file], name, { type: init.type ?? "application/octet-stream" }));
  return SELF.fetch(`${ORIGIN}/api/merch/artwork`, {
    method: "POST",
    headers: { Origin: ORIGIN, "CF-Connecting-IP": clientIp() },
    body: form,
  });
}

async function uploadedKey(file: Uint8Array, name: string): Promise<string> {
  const res = await uploadArtwork(file, name);
  expect(res.status).toBe(201);
  return ((await res.json()) as { key: string }).key;
}

interface StoredBulk {
  id: number;
  lines: string;
  subtotal_cents: number;
  needed_by: string | null;
  artwork_key: string | null;
  artwork_name: string | null;
  artwork_type: string | null;
  artwork_bytes: number | null;
}

async function stored(res: Response): Promise<StoredBulk> {
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };
  const row = await env.DB.prepare("SELECT * FROM merch_quotes WHERE id = ?").bind(id).first<StoredBulk>();
  if (!row) throw new Error(`quote ${id} not stored`);
  return row;
}

async function refused(body: unknown): Promise<Record<string, string>> {
  const before = await rowCount("merch_quotes");
  const res = await postFrom("/api/merch/quotes", body);
  expect(res.status).toBe(400);
  expect(await rowCount("merch_quotes")).toBe(before);
  return ((await res.json()) as { issues: Record<string, string> }).issues;
}

let token: string;
beforeAll(async () => {
  token = await signToken(await installTestKeys());
});

describe("a bulk quote from the cart", () => {
  it("stores quantities by size past the cart's five, priced from the catalogue, with the needed-by date", async () => {
    const row = await stored(await postFrom("/api/merch/quotes", bulk));
    const lines = JSON.parse(row.lines) as { size: string; quantity: number; lineTotalCents: number; unitPriceCents: number }[];
    expect(lines.map((l) => [l.size, l.quantity])).toEqual([
      ["m", 15],
      ["l", 25],
    ]);
    expect(row.subtotal_cents).toBe((lines[0]?.unitPriceCents ?? 0) * 40);
    expect(row.needed_by).toBe(bulk.neededBy);
    expect(row.artwork_key).toBeNull();
  });

  it("keeps the cart's limits for an order request, and a bulk quote's own limits", async () => {
    const six = await refused({ ...bulk, bulkLines: [], lines: [{ ...bulk.bulkLines[0], quantity: 6 }] });
    expect(six["lines.0.quantity"]).toBe("Quantity must be a whole number from 1 to 5.");
    const order = await refused({ ...bulk, kind: "order" });
    expect(order.bulkLines).toBe("Bulk quantities are sent with a quote request, not an order.");
    const tooMany = await refused({ ...bulk, bulkLines: [{ ...bulk.bulkLines[0], quantity: 10_001 }] });
    expect(tooMany["bulkLines.0.quantity"]).toBe("Quantity must be a whole number from 1 to 10,000.");
    const bulkLines = Array.from({ length: 121 }, () => bulk.bulkLines[0]);
    expect((await refused({ ...bulk, bulkLines })).bulkLines).toBe("A quote can list at most 120 sizes of items.");
  });

  it.each([
    ["a past date", isoDay(Date.now() - 10 * DAY)],
    ["a date more than two years on", isoDay(Date.now() + 800 * DAY)],
    ["a date that does not exist", "2027-02-30"],
    ["text", "next Friday"],
  ])("refuses %s as the needed-by date", async (_label, neededBy) => {
    expect((await refused({ ...bulk, neededBy })).neededBy).toBe("Please enter a date from today on, within two years.");
  });

  it("stores the artwork the quote names, and lets only an admin download it", async () => {
    const file = png(40, 20, 8, 7);
    const upload = await uploadArtwork(file, "Front Range logo.png");
    expect(upload.status).toBe(201);
    const answer = (await upload.json()) as { key: string; name: string; type: string; bytes: number };
    expect(answer).toMatchObject({ name: "Front Range logo.png", type: "image/png", bytes: file.length });
    expect(answer.key).toMatch(/^artwork\/[0-9a-f]{32}\.png$/);
    // The upload is not public media.
    expect((await SELF.fetch(`${ORIGIN}/media/${answer.key}`)).status).toBe(404);

    const row = await stored(await postFrom("/api/merch/quotes", { ...bulk, artworkKey: answer.key }));
    expect(row).toMatchObject({
      artwork_key: answer.key,
      artwork_name: "Front Range logo.png",
      artwork_type: "image/png",
      artwork_bytes: file.length,
    });

    const path = `/api/admin/leads/merch-quotes/${row.id}/artwork`;
    expect((await adminFetch(path, null)).status).toBe(401);
    const download = await adminFetch(path, token);
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Disposition")).toBe("attachment; filename*=UTF-8''Front%20Range%20logo.png");
    expect(download.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(file);

    // The lead's page lists it with its size.
    const lead = (await (await adminFetch(`/api/admin/inbox/merch-quotes/${row.id}`, token)).json()) as {
      fields: { key: string; value: string }[];
    };
    expect(lead.fields.find((field) => field.key === "artwork")?.value).toMatch(/^Front Range logo\.png \(\d+ B\)$/);
  });

  it("refuses a quote naming artwork that was never uploaded, storing nothing", async () => {
    const missing = `artwork/${"ab".repeat(16)}.png`;
    expect((await refused({ ...bulk, artworkKey: missing })).artworkKey).toBe("Please upload the artwork file again.");
    expect((await refused({ ...bulk, artworkKey: "../media/x.png" })).artworkKey).toBe("Please upload the artwork file again.");
  });

  it("checks the artwork as the media library checks images", async () => {
    const text = await uploadArtwork("not an image at all", "logo.png");
    expect(text.status).toBe(415);
    expect(((await text.json()) as { message: string }).message).toBe("Artwork must be a JPEG, PNG, WebP, AVIF or SVG image.");
    const svg = await uploadArtwork(scriptedSvg, "logo.svg");
    expect(svg.status).toBe(400);
    const empty = await uploadArtwork(new Uint8Array(), "logo.png");
    expect(empty.status).toBe(400);
    const notMultipart = await SELF.fetch(`${ORIGIN}/api/merch/artwork`, {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "image/png", "CF-Connecting-IP": clientIp() },
      body: png(4, 4),
    });
    expect(notMultipart.status).toBe(415);
    expect((await env.MEDIA.list({ prefix: "artwork/" })).objects.every((object) => object.size > 0)).toBe(true);
  });

  it("sweeps artwork no quote names once it is a day old, and keeps the rest", async () => {
    const named = await uploadedKey(png(12, 12, 8, 11), "kept.png");
    await stored(await postFrom("/api/merch/quotes", { ...bulk, artworkKey: named }));
    const abandoned = await uploadedKey(png(12, 12, 8, 12), "abandoned.png");

    const sweep = async (at: number) => {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ cron: "* * * * *", scheduledTime: at }), env, ctx);
      await waitOnExecutionContext(ctx);
    };
    await sweep(Date.now() + DAY / 2);
    expect(await env.MEDIA.head(abandoned)).not.toBeNull(); // a visitor may still be filling the form
    await sweep(Date.now() + DAY + 60_000);
    expect(await env.MEDIA.head(abandoned)).toBeNull();
    expect(await env.MEDIA.head(named)).not.toBeNull();

    // Once its quote is gone (deleted, erased or past retention), its file goes too.
    await env.DB.prepare("DELETE FROM merch_quotes WHERE artwork_key = ?").bind(named).run();
    await sweep(Date.now() + DAY + 120_000);
    expect(await env.MEDIA.head(named)).toBeNull();
  });
});
