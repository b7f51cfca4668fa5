import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Partner } from "#contract/entities.ts";
import { ORIGIN } from "./support/helpers";

describe("GET /api/partners", () => {
  it("answers an empty list when there are no partners", async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/partners`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual([]);
  });

  it("lists partners in wall order with id, name and logoUrl (null when absent)", async () => {
    await env.DB.batch([
      env.DB.prepare("INSERT INTO partners (name, logo_url, sort_order) VALUES (?, ?, ?)").bind("Second Co", null, 2),
      env.DB.prepare("INSERT INTO partners (name, logo_url, sort_order) VALUES (?, ?, ?)").bind(
        "First Co",
        "/images/partners/first.svg",
        1,
      ),
    ]);
    const res = await SELF.fetch(`${ORIGIN}/api/partners`);
    const partners = (await res.json()) as Partner[];
    expect(partners.map((p) => p.name)).toEqual(["First Co", "Second Co"]);
    expect(partners[0]).toEqual({ id: expect.any(Number), name: "First Co", logoUrl: "/images/partners/first.svg" });
    expect(partners[1]?.logoUrl).toBeNull();
  });
});
