import type { AdminPage } from "#contract/admin-lists.ts";
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { BlogPost, Inquiry, Project } from "#contract/entities.ts";
import type { DashboardCounts, LeadRow } from "#contract/admin.ts";
import { viewCountKey } from "#worker/views/view-counter-object.ts";
import { adminFetch, adminJson, ADMIN_EMAIL, installTestKeys, signToken, type TestKeys } from "./support/access-keys";
import { clientIp, postJson } from "./support/helpers";

let keys: TestKeys;
let token: string;
beforeAll(async () => {
  keys = await installTestKeys();
  token = await signToken(keys);
});

const post = {
  title: "Hail Season: What Roof Claims Teach Us",
  excerpt: "Lessons from three seasons of commercial hail claims on the Front Range.",
  content:
    '<p>Document the damage <strong>before</strong> the adjuster visits.</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
  author: "Ciara Kilbride",
  category: "Insurance Claims",
  tags: "claims, roofing, claims",
  keywords: ["hail", "roof"],
  featured: true,
  published: false,
};

const project = {
  title: "Aurora Cold Storage Rooftop Array",
  description: "A 640 kW rooftop array with a 500 kWh battery for demand-charge shaving.",
  location: "Aurora, Colorado",
  year: "2026",
  client: "Delgado Cold Storage",
  category: "solar",
  region: "usa",
  imageUrl: "/images/projects/pueblo-agrivoltaic-array.svg",
  metrics: "640 kW capacity\n500 kWh storage\n",
};

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

async function insertInquiry(): Promise<number> {
  const row = await env.DB.prepare(
    "INSERT INTO inquiries (first_name, last_name, email, inquiry_type, message) VALUES ('Conor', 'Walsh', 'conor@example.org', 'hydrogen', 'Would a depot electrolyzer make sense?') RETURNING id",
  ).first<{ id: number }>();
  return row?.id ?? 0;
}

describe("blog posts", () => {
  it("creates a draft with a slug from the title, sanitised HTML, a category in snake case and clean tags", async () => {
    const res = await adminJson("/api/admin/blog", token, "POST", post);
    expect(res.status).toBe(201);
    const created = await json<BlogPost>(res);
    expect(created).toMatchObject({
      slug: "hail-season-what-roof-claims-teach-us",
      category: "insurance_claims",
      tags: ["claims", "roofing"],
      keywords: ["hail", "roof"],
      featured: true,
      published: false,
      publishedAt: null,
    });
    expect(created.content).toContain("<strong>before</strong>");
    expect(created.content).not.toMatch(/script|onerror/);
  });

  it("makes a generated slug unique and refuses a chosen slug another post has", async () => {
    const second = await json<BlogPost>(await adminJson("/api/admin/blog", token, "POST", post));
    expect(second.slug).toBe("hail-season-what-roof-claims-teach-us-2");
    const clash = await adminJson("/api/admin/blog", token, "POST", { ...post, slug: "hail-season-what-roof-claims-teach-us" });
    expect(clash.status).toBe(409);
    expect(await clash.json()).toEqual({
      message: "This slug is already used by another post.",
      issues: { slug: "This slug is already used by another post." },
    });
  });

  it("refuses invalid posts with the field messages and stores nothing", async () => {
    const before = (await json<AdminPage<BlogPost>>(await adminFetch("/api/admin/blog", token))).total;
    const res = await adminJson("/api/admin/blog", token, "POST", {
      ...post,
      title: "A",
      slug: "Not A Slug",
      content: "<script>long enough script text here</script>",
      imageUrl: "javascript:alert(1)",
    });
    expect(res.status).toBe(400);
    const body = await json<{ issues: Record<string, string> }>(res);
    expect(body.issues).toEqual({
      title: "Title must be at least 3 characters.",
      slug: "Use lower-case letters, digits and single hyphens, e.g. solar-roi-2025.",
      content: "Content must be at least 20 characters of text.",
      imageUrl: "Please enter a valid URL.",
    });
    expect((await json<AdminPage<BlogPost>>(await adminFetch("/api/admin/blog", token))).total).toBe(before);
  });

  it("publishes, edits the slug, and unpublishes; the admin list shows drafts too", async () => {
    const created = await json<BlogPost>(await adminJson("/api/admin/blog", token, "POST", { ...post, title: "Draft to publish" }));
    const published = await json<BlogPost>(
      await adminJson(`/api/admin/blog/${created.id}`, token, "PUT", {
        ...post,
        title: "Draft to publish",
        slug: "published-now",
        published: true,
      }),
    );
    expect(published).toMatchObject({ slug: "published-now", published: true });
    expect(published.publishedAt).not.toBeNull();
    const unpublished = await json<BlogPost>(
      await adminJson(`/api/admin/blog/${created.id}`, token, "PUT", {
        ...post,
        title: "Draft to publish",
        slug: "published-now",
        published: false,
      }),
    );
    expect(unpublished.published).toBe(false);
    expect(unpublished.publishedAt).toBe(published.publishedAt);
    const list = (await json<AdminPage<BlogPost>>(await adminFetch("/api/admin/blog", token))).items;
    expect(list.find((p) => p.id === created.id)?.published).toBe(false);
  });

  it("answers 404 for updating or deleting a missing post", async () => {
    expect((await adminJson("/api/admin/blog/99999", token, "PUT", post)).status).toBe(404);
    const res = await adminFetch("/api/blog/99999", token, { method: "DELETE" });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Blog post not found." });
  });

  it("moves a deleted post to the trash, and deletes it for good with its view counter only from there", async () => {
    const created = await json<BlogPost>(await adminJson("/api/admin/blog", token, "POST", { ...post, title: "Short-lived post" }));
    await env.VIEW_COUNTS.put(viewCountKey(created.id), "42");
    const res = await adminFetch(`/api/blog/${created.id}`, token, { method: "DELETE" });
    expect(res.status).toBe(204);
    const list = (await json<AdminPage<BlogPost>>(await adminFetch("/api/admin/blog", token))).items;
    expect(list.some((p) => p.id === created.id)).toBe(false);
    expect((await adminFetch(`/api/blog/${created.id}`, token, { method: "DELETE" })).status).toBe(404);
    // Restorable until purged: the counter stays with it.
    expect(await env.VIEW_COUNTS.get(viewCountKey(created.id))).toBe("42");
    expect((await adminFetch(`/api/admin/blog/trash/${created.id}`, token, { method: "DELETE" })).status).toBe(204);
    expect(await env.VIEW_COUNTS.get(viewCountKey(created.id))).toBeNull();
    expect((await adminFetch(`/api/admin/blog/trash/${created.id}`, token, { method: "DELETE" })).status).toBe(404);
  });
});

describe("generated slugs (issue 29 F6, issue 30)", () => {
  const slugOf = async (res: Response) => {
    expect(res.status).toBe(201);
    return ((await res.json()) as BlogPost).slug;
  };

  it("gives 8 posts saved at once with an empty slug 8 different free slugs", async () => {
    const title = "Eight Posts Saved Together";
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => adminJson("/api/admin/blog", token, "POST", { ...post, title, slug: "" })),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(201));
    const slugs = await Promise.all(answers.map(slugOf));
    expect(new Set(slugs).size).toBe(8);
    expect([...slugs].sort()).toEqual(
      ["eight-posts-saved-together", ...[2, 3, 4, 5, 6, 7, 8].map((n) => `eight-posts-saved-together-${n}`)].sort(),
    );
  });

  it("creates posts with normal headlines (slugs over 50 bytes) and the longest title, each slug valid for the next save", async () => {
    const titles = [
      "How a Dairy Farm in Lee Valley Cut Its Energy Bill in Half With Rooftop Solar",
      "How a Dairy Farm in Lee Valley Cut Its Energy Bill in Half With Rooftop Solar",
      `${"Solar ".repeat(33)}ab`.slice(0, 200),
      `${"Solar ".repeat(33)}ab`.slice(0, 200),
      "Ünïcödé Wïnd Fàrms — “Quoted” & ‘Ticked’: 50% Off? ☀️ Straße Ørsted",
    ];
    for (const title of titles) {
      expect(title.length).toBeLessThanOrEqual(200);
      const res = await adminJson("/api/admin/blog", token, "POST", { ...post, title, slug: "" });
      const created = (await res.json()) as BlogPost;
      expect(res.status).toBe(201);
      expect(created.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(created.slug.length).toBeLessThanOrEqual(80);
      // The editor sends the generated slug back on the next save: it must pass the schema.
      const saved = await adminJson(`/api/admin/blog/${created.id}`, token, "PUT", { ...post, title, slug: created.slug });
      expect(saved.status).toBe(200);
      await saved.body?.cancel();
    }
  });

  it("keeps a post's own generated slug when it is saved again with an empty slug", async () => {
    const res = await adminJson("/api/admin/blog", token, "POST", { ...post, title: "Saved Twice Without a Slug", slug: "" });
    const created = (await res.json()) as BlogPost;
    const again = await adminJson(`/api/admin/blog/${created.id}`, token, "PUT", {
      ...post,
      title: "Saved Twice Without a Slug",
      slug: "",
    });
    expect(((await again.json()) as BlogPost).slug).toBe(created.slug);
  });
});

describe("projects", () => {
  it("creates and updates a project with numbers and lists from form text", async () => {
    const res = await adminJson("/api/admin/projects", token, "POST", project);
    expect(res.status).toBe(201);
    const created = await json<Project>(res);
    expect(created).toMatchObject({ year: 2026, metrics: ["640 kW capacity", "500 kWh storage"], videoUrl: null, externalUrl: null });
    const updated = await json<Project>(
      await adminJson(`/api/admin/projects/${created.id}`, token, "PUT", { ...project, client: "Delgado Foods", category: "hydrogen" }),
    );
    expect(updated).toMatchObject({ id: created.id, client: "Delgado Foods", category: "hydrogen" });
  });

  it("refuses invalid projects with field messages", async () => {
    const res = await adminJson("/api/admin/projects", token, "POST", {
      ...project,
      year: "1850",
      category: "timeshare",
      externalUrl: "ftp://x",
    });
    expect(res.status).toBe(400);
    expect((await json<{ issues: Record<string, string> }>(res)).issues).toEqual({
      year: "Year must be between 1998 and 2100.",
      category: "Please select a category.",
      externalUrl: "Please enter a valid URL.",
    });
  });

  it("deletes a project, then answers 404", async () => {
    const created = await json<Project>(await adminJson("/api/admin/projects", token, "POST", project));
    expect((await adminFetch(`/api/projects/${created.id}`, token, { method: "DELETE" })).status).toBe(204);
    const again = await adminFetch(`/api/projects/${created.id}`, token, { method: "DELETE" });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: "Project not found." });
    expect((await adminFetch("/api/projects/abc", token, { method: "DELETE" })).status).toBe(404);
  });
});

describe("inquiries", () => {
  it("marks an inquiry responded once, recording who and when (idempotent)", async () => {
    const id = await insertInquiry();
    const first = await json<Inquiry>(await adminFetch(`/api/inquiries/${id}/respond`, token, { method: "PATCH" }));
    expect(first).toMatchObject({ id, responded: true, respondedBy: ADMIN_EMAIL });
    expect(first.respondedAt).not.toBeNull();
    const other = await signToken(keys, { claims: { email: "someone.else@kilbride.example" } });
    const second = await json<Inquiry>(await adminFetch(`/api/inquiries/${id}/respond`, other, { method: "PATCH" }));
    expect(second).toMatchObject({ responded: true, respondedBy: ADMIN_EMAIL, respondedAt: first.respondedAt });
  });

  it("lists inquiries newest first and deletes one; missing ones are 404", async () => {
    const id = await insertInquiry();
    const list = (await json<AdminPage<Inquiry>>(await adminFetch("/api/inquiries", token))).items;
    expect(list[0]?.id).toBe(id);
    expect((await adminFetch(`/api/inquiries/${id}`, token, { method: "DELETE" })).status).toBe(204);
    expect((await adminFetch(`/api/inquiries/${id}`, token, { method: "DELETE" })).status).toBe(404);
    expect((await adminFetch(`/api/inquiries/${id}/respond`, token, { method: "PATCH" })).status).toBe(404);
  });
});

describe("dashboard and leads", () => {
  it("counts everything in one call", async () => {
    await env.DB.prepare(
      "INSERT INTO affiliates (name, email, phone, terms_accepted, referral_code) VALUES ('Niamh Byrne', 'niamh@example.ie', '+353 1 555 0100', 1, 'KIL-TEST1')",
    ).run();
    const counts = await json<DashboardCounts>(await adminFetch("/api/admin/dashboard", token));
    const affiliates = await env.DB.prepare("SELECT COUNT(*) AS n FROM affiliates").first<{ n: number }>();
    expect(counts.affiliates).toBe(affiliates?.n);
    expect(Object.keys(counts).sort()).toEqual([
      "affiliates",
      "blogPosts",
      "contractorApplications",
      "failedNotifications",
      "inquiries",
      "merchQuotes",
      "partnerRequests",
      "pendingInquiries",
      "projectRequests",
      "projects",
    ]);
  });

  it("lists a lead kind with display texts, and 404s an unknown kind", async () => {
    await env.DB.prepare(
      "INSERT INTO partner_requests (name, org_type, email, phone, description) VALUES ('Helios Panel Works', 'manufacturer', 'sales@helios.example', '+1 303 555 0100', 'Tier-1 panels for commercial arrays.')",
    ).run();
    const rows = (await json<AdminPage<LeadRow>>(await adminFetch("/api/admin/leads/partner-requests", token))).items;
    expect(rows[0]?.cells).toMatchObject({ name: "Helios Panel Works", orgType: "Manufacturer", website: "" });
    expect((await adminFetch("/api/admin/leads/secrets", token)).status).toBe(404);
  });

  it("exports CSV with quoting and neutralised formulas", async () => {
    await env.DB.prepare(
      "INSERT INTO project_requests (name, email, phone, project_type, location, notes) VALUES ('=HYPERLINK(\"http://evil\")', 'x@example.com', '+1 555 010 0100', 'solar', 'Pueblo, \"CO\"', '@SUM(A1)\nline two')",
    ).run();
    const res = await adminFetch("/api/admin/leads/project-requests/export", token);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="kilbride-project-requests-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = await res.text();
    const [header, line] = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe('"ID","Received","Name","Email","Phone","Company","Project Type","Location","Budget","Timeline","Notes"');
    expect(line).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(line).toContain(`,"'+1 555 010 0100",`);
    expect(line).toContain(`,"Pueblo, ""CO""",`);
    expect(line).toContain(`,"Solar Arrays",`);
    expect(csv).toContain(`"'@SUM(A1)\nline two"`);
  });
});

describe("merchandise quote leads", () => {
  it("show colours and sizes by their display names and the subtotal as money", async () => {
    const sent = await postJson(
      "/api/merch/quotes",
      {
        kind: "order",
        contactName: "Ciarán Walsh",
        email: "ciaran@example.com",
        lines: [{ itemId: "dragon-crest-hoodie", color: "atlantic-navy", size: "xl", quantity: 2 }],
      },
      { headers: { "CF-Connecting-IP": clientIp() } },
    );
    expect(sent.status).toBe(201);
    const res = await adminFetch("/api/admin/leads/merch-quotes", token);
    const rows = (await json<AdminPage<LeadRow>>(res)).items;
    const row = rows.find((r) => r.cells.contactName === "Ciarán Walsh");
    // 2 × $69.99 = $139.98
    expect(row?.cells.items).toBe("2 × Dragon Crest Hoodie (Atlantic Navy, X-Large)");
    expect(row?.cells.subtotal).toBe("$139.98");
  });
});
