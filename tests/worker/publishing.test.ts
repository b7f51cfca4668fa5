/**
 * Issue 35 (publishing): previews of drafts and unsaved changes (admin, signed link, expired and
 * tampered links refused, never cached, noindex), project drafts hidden from every public surface,
 * admin views not counted, and https:// added to a link typed without it.
 */
import { env, SELF } from "cloudflare:test";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { projectInputSchema } from "#contract/admin-content.ts";
import type { PreviewLink } from "#contract/previews.ts";
import { previewRefusals } from "#contract/previews.ts";
import type { AdminProject } from "#contract/revisions.ts";
import { publishedPages } from "#worker/chat/search.ts";
import { getDb } from "#worker/db/client.ts";
import { signPreview } from "#worker/previews/signing.ts";
import { adminFetch, adminJson, installTestKeys, signToken } from "./support/access-keys";
import { seedContent } from "./support/content-fixtures";
import { ORIGIN } from "./support/helpers";

let token: string;
beforeAll(async () => {
  await seedContent();
  token = await signToken(await installTestKeys());
});

const draftPost = {
  title: "Battery Storage for Cold Stores",
  excerpt: "How a cold store shifts its load with batteries.",
  content: "<h2>Why batteries</h2><p>A cold store can shift its compressors to cheap hours.</p>",
  author: "Ciara Byrne",
  category: "Solar Energy",
  tags: "storage, solar",
  keywords: [],
  featured: false,
  published: false,
};

const draftProject = {
  title: "Galway Harbour Microgrid",
  description: "A harbour microgrid with solar, storage and shore power.",
  location: "Galway, Ireland",
  year: "2026",
  client: "Galway Harbour Company",
  category: "solar",
  region: "ireland",
  metrics: "1.2 MW solar\n2 MWh storage",
  externalUrl: "dashboard.galway-harbour.example/microgrid",
  published: false,
};

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

async function preview(body: unknown): Promise<PreviewLink> {
  const res = await adminJson("/api/admin/previews", token, "POST", body);
  expect(res.status, await res.clone().text()).toBe(201);
  return json<PreviewLink>(res);
}

const anonymous = (path: string) => SELF.fetch(`${ORIGIN}${path}`);

/** What every preview answer must carry, allowed or refused. */
function expectPrivateNoindex(res: Response) {
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  expect(res.headers.get("Cache-Tag")).toBeNull();
  expect(res.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
}

describe("previews", () => {
  let postId = 0;

  it("renders a saved draft as the real post page for a signed-in admin, and for nobody else", async () => {
    const created = await json<{ id: number; slug: string }>(await adminJson("/api/admin/blog", token, "POST", draftPost));
    postId = created.id;
    // The public page of a draft is a 404.
    expect((await anonymous(`/blog/${created.slug}`)).status).toBe(404);

    const res = await adminFetch(`/preview/post/${postId}`, token);
    expect(res.status).toBe(200);
    expectPrivateNoindex(res);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toMatch(/<h1[^>]*>Battery Storage for Cold Stores<\/h1>/);
    expect(html).toContain("<h2>Why batteries</h2>");
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/blog/${created.slug}"`);
    // The page's script is left out: a preview hydrates nothing and counts no view.
    expect(html).not.toMatch(/<script type="module"/);

    const refused = await anonymous(`/preview/post/${postId}`);
    expect(refused.status).toBe(403);
    expectPrivateNoindex(refused);
    expect(await refused.text()).toContain(previewRefusals.signIn);
  });

  it("previews an unsaved change through a signed link anyone can open, without touching the saved post", async () => {
    const link = await preview({
      kind: "post",
      itemId: postId,
      input: { ...draftPost, title: "Battery Storage for Cold Stores, Revised" },
    });
    expect(link.shareable).toBe(true);
    expect(link.url).toMatch(/^\/preview\/[0-9a-f]{32}\?expires=\d+&sig=[\w-]+$/);
    expect(new Date(link.expiresAt).getTime()).toBeGreaterThan(Date.now() + 60 * 60_000);

    const shared = await anonymous(link.url);
    expect(shared.status).toBe(200);
    expectPrivateNoindex(shared);
    expect(await shared.text()).toContain("Battery Storage for Cold Stores, Revised");
    // The admin opens the same address signed in.
    expect((await adminFetch(link.url, token)).status).toBe(200);
    // Nothing was saved.
    const saved = await json<{ title: string }>(await adminFetch(`/api/admin/blog/${postId}`, token));
    expect(saved.title).toBe("Battery Storage for Cold Stores");
  });

  it("refuses a tampered, unsigned or expired link with a clear page, never a 500", async () => {
    const link = await preview({ kind: "post", itemId: null, input: draftPost });
    const url = new URL(link.url, ORIGIN);
    const tokenPart = url.pathname.split("/").pop() ?? "";
    const expires = Number(url.searchParams.get("expires"));

    const cases: [string, number, string][] = [
      // Expiry stretched: the signature no longer matches.
      [`${url.pathname}?expires=${expires + 3_600_000}&sig=${url.searchParams.get("sig")}`, 403, previewRefusals.invalid],
      // Another snapshot's token under this signature.
      [`/preview/${"0".repeat(32)}?${url.searchParams.toString()}`, 403, previewRefusals.invalid],
      [`${url.pathname}?expires=${expires}&sig=AAAA`, 403, previewRefusals.invalid],
      [`${url.pathname}?expires=abc&sig=%00`, 403, previewRefusals.invalid],
      [url.pathname, 403, previewRefusals.signIn],
    ];
    for (const [path, status, message] of cases) {
      const res = await anonymous(path);
      expect(res.status, path).toBe(status);
      expectPrivateNoindex(res);
      expect(await res.text()).toContain(message);
    }

    // A genuine signature whose time is over (signed with the deployment's secret, as the API signs).
    const past = Date.now() - 1000;
    const sig = await signPreview(env as { PREVIEW_SIGNING_SECRET?: string }, tokenPart, past);
    const expired = await anonymous(`${url.pathname}?expires=${past}&sig=${sig}`);
    expect(expired.status).toBe(410);
    expectPrivateNoindex(expired);
    expect(await expired.text()).toContain(previewRefusals.expired);
    // A snapshot past its own expiry is gone even for an admin.
    await env.DB.prepare("UPDATE content_previews SET expires_at = ? WHERE id = ?").bind(past, tokenPart).run();
    const gone = await adminFetch(url.pathname, token);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain(previewRefusals.missing);
  });

  it("never reaches the edge cache, asked twice", async () => {
    const link = await preview({ kind: "post", itemId: postId, input: draftPost });
    for (let i = 0; i < 2; i += 1) {
      const res = await anonymous(link.url);
      expect(res.status).toBe(200);
      expect(res.headers.get("CF-Cache-Status")).toBeNull();
      expectPrivateNoindex(res);
    }
  });

  it("validates the form it previews with the editor's messages", async () => {
    const res = await adminJson("/api/admin/previews", token, "POST", { kind: "post", itemId: null, input: { ...draftPost, title: "x" } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ issues: { "input.title": "Title must be at least 3 characters." } });
    expect((await adminJson("/api/admin/previews", token, "POST", { kind: "post", itemId: 999999, input: draftPost })).status).toBe(404);
    expect((await adminFetch("/api/admin/previews", null, { method: "POST", body: "{}" })).status).toBe(401);
  });
});

describe("project drafts", () => {
  let draft: AdminProject;

  it("keeps a draft project off every public surface", async () => {
    const res = await adminJson("/api/admin/projects", token, "POST", draftProject);
    expect(res.status).toBe(201);
    draft = await json<AdminProject>(res);
    expect(draft.published).toBe(false);

    const list = await json<{ id: number }[]>(await anonymous("/api/projects"));
    expect(list.map((p) => p.id)).not.toContain(draft.id);
    expect((await anonymous(`/api/projects/${draft.id}`)).status).toBe(404);
    expect((await anonymous(`/projects/${draft.id}`)).status).toBe(404);
    expect(await (await anonymous("/projects")).text()).not.toContain("Galway Harbour Microgrid");
    expect(await (await anonymous("/projects?page=1")).text()).not.toContain("Galway Harbour Microgrid");
    const sitemap = await (await anonymous("/sitemaps/projects/1.xml")).text();
    expect(sitemap).not.toContain(`/projects/${draft.id}<`);
    const assistant = await publishedPages(getDb(env));
    expect(assistant.all("project").map((p) => p.title)).not.toContain("Galway Harbour Microgrid");

    // Admins see it, and can preview it.
    expect((await adminFetch(`/preview/project/${draft.id}`, token)).status).toBe(200);
  });

  it("publishes a draft, and an older client that sends no state publishes as before", async () => {
    const res = await adminJson(`/api/admin/projects/${draft.id}`, token, "PUT", {
      ...draftProject,
      published: true,
      revision: draft.revision,
    });
    expect(res.status).toBe(200);
    expect((await anonymous(`/api/projects/${draft.id}`)).status).toBe(200);
    expect(await (await anonymous("/sitemaps/projects/1.xml")).text()).toContain(`/projects/${draft.id}<`);
    const assistant = await publishedPages(getDb(env));
    expect(assistant.all("project").map((p) => p.title)).toContain("Galway Harbour Microgrid");

    const { published: _state, ...older } = draftProject;
    const legacy = await json<AdminProject>(
      await adminJson("/api/admin/projects", token, "POST", { ...older, title: "Legacy Client Project" }),
    );
    expect(legacy.published).toBe(true);
  });

  it("restoring a revision keeps the project's state", async () => {
    const current = await json<AdminProject>(await adminFetch(`/api/admin/projects/${draft.id}`, token));
    const restored = await adminFetch(`/api/admin/projects/${draft.id}/revisions/1/restore`, token, {
      method: "POST",
      headers: { "If-Match": `"${current.revision}"` },
    });
    expect(restored.status).toBe(200);
    // Revision 1 was the draft; the project stays published.
    expect((await json<AdminProject>(restored)).published).toBe(true);
  });
});

describe("links without a scheme", () => {
  it("gets https:// in the shared schema, as the form shows it and the Worker stores it", async () => {
    const parse = (externalUrl: string) => v.safeParse(projectInputSchema, { ...draftProject, externalUrl });
    expect(parse("dashboard.example.com").output).toMatchObject({ externalUrl: "https://dashboard.example.com" });
    expect(parse("  www.example.org/a?b=1 ").output).toMatchObject({ externalUrl: "https://www.example.org/a?b=1" });
    expect(parse("dashboard.example.com:8443/x").output).toMatchObject({ externalUrl: "https://dashboard.example.com:8443/x" });
    expect(parse("//cdn.example.net/x").output).toMatchObject({ externalUrl: "https://cdn.example.net/x" });
    expect(parse("http://plain.example").output).toMatchObject({ externalUrl: "http://plain.example" });
    // Idempotent: the Worker re-validating the form's output stores the same value.
    expect(parse("https://dashboard.example.com").output).toMatchObject({ externalUrl: "https://dashboard.example.com" });
    // A scheme that is there is judged, not prefixed.
    for (const refused of ["ftp://x.example", "javascript:alert(1)", "mailto:a@b.example", "two words"]) {
      expect(parse(refused).success, refused).toBe(false);
    }
    const stored = await json<AdminProject>(
      await adminJson("/api/admin/projects", token, "POST", { ...draftProject, title: "Scheme Test" }),
    );
    expect(stored.externalUrl).toBe("https://dashboard.galway-harbour.example/microgrid");
  });
});

describe("admin views", () => {
  const view = (init: RequestInit = {}) =>
    SELF.fetch(`${ORIGIN}/api/blog/2/view`, {
      method: "POST",
      ...init,
      headers: { Origin: ORIGIN, "CF-Connecting-IP": "203.0.113.77", ...init.headers },
    });

  it("counts a visitor's view but not a signed-in admin's (the Access cookie the browser sends)", async () => {
    const first = await json<{ viewCount: number }>(await view());
    const admin = await view({ headers: { Cookie: `CF_Authorization=${token}` } });
    expect(admin.status).toBe(200);
    expect(admin.headers.get("X-View-Counted")).toBe("no; admin");
    expect((await json<{ viewCount: number }>(admin)).viewCount).toBeLessThanOrEqual(first.viewCount);
    const second = await json<{ viewCount: number }>(await view());
    expect(second.viewCount).toBe(first.viewCount + 1);
    // An invalid cookie is a visitor like any other.
    const forged = await view({ headers: { Cookie: "CF_Authorization=not-a-token" } });
    expect(forged.headers.get("X-View-Counted")).toBeNull();
    expect((await json<{ viewCount: number }>(forged)).viewCount).toBe(first.viewCount + 2);
  });
});

describe("author profiles", () => {
  const bio = "Ciara leads our hydrogen work and has sized storage for plants on three continents.";

  it("show the team's bio in the post's About the Author box, the generated text otherwise", async () => {
    const before = await (await anonymous("/blog/hydrogen-storage-guide")).text();
    expect(before).toContain("is an industry expert specializing in");

    const res = await adminJson("/api/admin/authors", token, "POST", { name: "ciara byrne", bio });
    expect(res.status).toBe(201);
    const profile = await json<{ id: number; name: string; updatedBy: string }>(res);
    expect(profile.updatedBy).toBe("ciara.kilbride@kilbride.example");

    const read = await json<{ authorBio?: string }>(await anonymous("/api/blog/hydrogen-storage-guide"));
    expect(read.authorBio).toBe(bio);
    const page = await (await anonymous("/blog/hydrogen-storage-guide")).text();
    expect(page).toContain(bio);
    expect(page).not.toContain("is an industry expert specializing in");
    // Another author's post keeps the generated sentence.
    expect(await (await anonymous("/blog/solar-roi")).text()).toContain("is an industry expert specializing in");

    // One profile per name, case aside; the editor lists the names to pick from.
    const clash = await adminJson("/api/admin/authors", token, "POST", { name: "Ciara Byrne", bio });
    expect(clash.status).toBe(409);
    expect(await clash.json()).toMatchObject({ issues: { name: "There is already a profile with this name." } });
    const terms = await json<{ authors: string[]; categories: string[]; tags: string[] }>(await adminFetch("/api/admin/blog-terms", token));
    expect(terms.authors).toContain("ciara byrne");
    expect(terms.categories).toContain("hydrogen_energy");
    expect(terms.tags).toContain("storage");

    expect((await adminFetch(`/api/admin/authors/${profile.id}`, token, { method: "DELETE" })).status).toBe(204);
    expect(await (await anonymous("/blog/hydrogen-storage-guide")).text()).toContain("is an industry expert specializing in");
    expect((await adminJson("/api/admin/authors", token, "POST", { name: "x", bio: "short" })).status).toBe(400);
  });
});

describe("the published date and stale writes", () => {
  it("sets the date readers see, refuses a future one, and keeps scheduling as it was", async () => {
    const created = await json<{ id: number; slug: string; revision: number }>(
      await adminJson("/api/admin/blog", token, "POST", { ...draftPost, title: "Dated Post", published: true }),
    );
    const dated = await adminJson(`/api/admin/blog/${created.id}`, token, "PUT", {
      ...draftPost,
      title: "Dated Post",
      published: true,
      publishedAt: "2025-06-01T09:30:00.000Z",
      revision: created.revision,
    });
    expect(dated.status).toBe(200);
    const read = await json<{ publishedAt: string }>(await anonymous(`/api/blog/${created.slug}`));
    expect(read.publishedAt).toBe("2025-06-01T09:30:00.000Z");

    const future = await adminJson(`/api/admin/blog/${created.id}`, token, "PUT", {
      ...draftPost,
      published: true,
      publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(future.status).toBe(400);
    expect(await future.json()).toMatchObject({
      issues: { publishedAt: "The published date cannot be in the future: to publish later, use Publish at." },
    });

    // A scheduled draft keeps its schedule (ADR 272) whatever date it is given.
    const scheduled = await json<{ published: boolean; publishAt: string }>(
      await adminJson("/api/admin/blog", token, "POST", {
        ...draftPost,
        title: "Scheduled Post",
        publishAt: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    );
    expect(scheduled.published).toBe(false);
    expect(scheduled.publishAt).not.toBeNull();
  });

  it("refuses a stale save of a project's state (ADR 270), as of any other field", async () => {
    const project = await json<AdminProject>(
      await adminJson("/api/admin/projects", token, "POST", { ...draftProject, title: "Stale Draft" }),
    );
    const first = await adminJson(`/api/admin/projects/${project.id}`, token, "PUT", {
      ...draftProject,
      title: "Stale Draft",
      published: true,
      revision: project.revision,
    });
    expect(first.status).toBe(200);
    const stale = await adminJson(`/api/admin/projects/${project.id}`, token, "PUT", {
      ...draftProject,
      title: "Stale Draft",
      published: false,
      revision: project.revision,
    });
    expect(stale.status).toBe(409);
    expect((await json<{ current: AdminProject }>(stale)).current.published).toBe(true);
    expect((await anonymous(`/api/projects/${project.id}`)).status).toBe(200);
  });
});
