import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiError, Project } from "#contract/entities.ts";
import { seedContent } from "./support/content-fixtures";
import { expectPublicCaching, ORIGIN } from "./support/helpers";

beforeAll(seedContent);

describe("GET /api/projects", () => {
  it("lists every project newest first with the spec's fields", async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/projects`);
    expect(res.status).toBe(200);
    expectPublicCaching(res, ["projects"]);
    const projects = (await res.json()) as Project[];
    expect(projects.map((p) => p.id)).toEqual([2, 3, 1]);
    expect(projects[2]).toEqual({
      id: 1,
      title: "Pueblo <Agrivoltaic> Array",
      description: "A 4 MW array over grazing land.",
      location: "Pueblo, Colorado",
      year: 2022,
      client: "High Plains Co-op",
      category: "solar",
      region: "usa",
      imageUrl: "/images/projects/pueblo.svg",
      videoUrl: "/media/pueblo.webm",
      externalUrl: "https://dashboard.kilbride.example/pueblo",
      metrics: ["4 MW", "6,100 MWh a year"],
      createdAt: "2022-06-01T00:00:00.000Z",
    });
  });

  it("filters by category", async () => {
    const projects = (await (await SELF.fetch(`${ORIGIN}/api/projects?category=hydrogen`)).json()) as Project[];
    expect(projects.map((p) => p.title)).toEqual(["Rotterdam Port Electrolyzer"]);
    const none = (await (await SELF.fetch(`${ORIGIN}/api/projects?category=insurance_recovery`)).json()) as Project[];
    expect(none).toEqual([]);
  });

  it.each(["nuclear", "", "SOLAR"])("answers 400 JSON for the category %j", async (category) => {
    const res = await SELF.fetch(`${ORIGIN}/api/projects?category=${category}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as ApiError;
    expect(body.message).toContain("Category must be one of");
    expect(body.issues?.category).toContain("ev_charging");
  });

  it("answers 304 when the browser's copy is current", async () => {
    const first = await SELF.fetch(`${ORIGIN}/api/projects?category=solar`);
    await first.body?.cancel();
    const again = await SELF.fetch(`${ORIGIN}/api/projects?category=solar`, {
      headers: { "If-None-Match": first.headers.get("ETag") ?? "" },
    });
    expect(again.status).toBe(304);
    await again.body?.cancel();
  });
});

describe("GET /api/projects/{id}", () => {
  it("answers one project", async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/projects/2`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: 2,
      title: "Rotterdam Port Electrolyzer",
      imageUrl: null,
      videoUrl: null,
      externalUrl: null,
    });
  });

  it.each(["999", "abc", "1.0", "0"])("answers 404 JSON for %s", async (id) => {
    const res = await SELF.fetch(`${ORIGIN}/api/projects/${id}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Project not found." });
  });
});
