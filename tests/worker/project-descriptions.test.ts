/**
 * Rich project descriptions (ADR 312): the editor's HTML sanitised as a post body is, the plain
 * description derived from it for the cards, search, meta description and the API's lists; older
 * clients that send plain text only; the project page, previews, revisions and stale writes.
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { Project } from "#contract/entities.ts";
import type { PreviewLink } from "#contract/previews.ts";
import type { AdminProject, RevisionDetail } from "#contract/revisions.ts";
import { adminFetch, adminJson, installTestKeys, signToken } from "./support/access-keys";
import { seedContent } from "./support/content-fixtures";
import { ORIGIN } from "./support/helpers";

let token: string;
beforeAll(async () => {
  await seedContent();
  token = await signToken(await installTestKeys());
});

const plainProject = {
  title: "Shannon Estuary Wind Repowering",
  description: "Repowering an estuary wind farm.\nNew turbines on the old bases.",
  location: "Clare, Ireland",
  year: "2026",
  client: "Estuary Power",
  category: "solar",
  region: "ireland",
  metrics: "",
  published: true,
};

const RICH =
  '<h2 onclick="steal()">Scope</h2>\n<p>Six <strong>turbines</strong> replaced, <a href="javascript:alert(1)">bad</a> and <a href="https://example.org">good</a> links.</p>\n<ul>\n<li>Cranes</li>\n<li>Cables</li>\n</ul><script>steal()</script>';

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

const anonymous = (path: string) => SELF.fetch(`${ORIGIN}${path}`);

async function create(body: Record<string, unknown>): Promise<AdminProject> {
  return json<AdminProject>(await adminJson("/api/admin/projects", token, "POST", body), 201);
}

describe("a rich project description", () => {
  let project: AdminProject;

  it("is stored sanitised, with its text as the plain description", async () => {
    project = await create({ ...plainProject, descriptionHtml: RICH });
    expect(project.descriptionHtml).toBe(
      '<h2>Scope</h2>\n<p>Six <strong>turbines</strong> replaced, <a href>bad</a> and <a href="https://example.org">good</a> links.</p>\n<ul>\n<li>Cranes</li>\n<li>Cables</li>\n</ul>',
    );
    // The plain text the editor sent is replaced by the rich body's: blocks apart, inline markup joined.
    expect(project.description).toBe("Scope Six turbines replaced, bad and good links. Cranes Cables");
  });

  it("is on the project's own read and page, never in the lists, which keep plain text", async () => {
    const one = await json<Project>(await anonymous(`/api/projects/${project.id}`));
    expect(one.descriptionHtml).toBe(project.descriptionHtml);
    expect(one.description).toBe(project.description);

    const list = await json<Project[]>(await anonymous("/api/projects"));
    const listed = list.find((p) => p.id === project.id);
    expect(listed?.description).toBe(project.description);
    expect(listed).not.toHaveProperty("descriptionHtml");

    const page = await (await anonymous(`/projects/${project.id}`)).text();
    expect(page).toContain("<h2>Scope</h2>");
    expect(page).toContain("<li>Cranes</li>");
    expect(page).not.toContain("steal()");
    expect(page).toMatch(/<meta name="description" content="Scope Six turbines replaced/);
    // The public search finds the description's text.
    const found = await json<{ items: Project[] }>(await anonymous("/api/projects?page=1&search=cranes"));
    expect(found.items.map((p) => p.id)).toContain(project.id);
  });

  it("refuses a description without enough text, or with too much, on the field the editor shows", async () => {
    for (const [descriptionHtml, message] of [
      ["", "Description must be at least 10 characters."],
      ["<p>   </p><h2>Short</h2>", "Description must be at least 10 characters."],
      [`<p>${"word ".repeat(1001)}</p>`, "Description must be at most 5,000 characters of text."],
      ["<script>a long script that is no description at all</script>", "Description must be at least 10 characters."],
    ]) {
      const res = await adminJson("/api/admin/projects", token, "POST", { ...plainProject, descriptionHtml });
      expect((await json<{ issues: Record<string, string> }>(res, 400)).issues).toEqual({ descriptionHtml: message });
    }
    const none = await adminJson("/api/admin/projects", token, "POST", { ...plainProject, description: undefined });
    expect((await json<{ issues: Record<string, string> }>(none, 400)).issues).toEqual({
      description: "Description must be at least 10 characters.",
    });
    const wrongType = await adminJson("/api/admin/projects", token, "POST", { ...plainProject, descriptionHtml: 42 });
    expect((await json<{ issues: Record<string, string> }>(wrongType, 400)).issues).toHaveProperty("descriptionHtml");
  });

  it("is in the revisions, restored with them, and a stale save is refused with the current one", async () => {
    const second = await json<AdminProject>(
      await adminJson(`/api/admin/projects/${project.id}`, token, "PUT", {
        ...plainProject,
        descriptionHtml: "<p>A second version of the description.</p>",
        revision: project.revision,
      }),
    );
    const stale = await adminJson(`/api/admin/projects/${project.id}`, token, "PUT", {
      ...plainProject,
      descriptionHtml: "<p>Written over an older version.</p>",
      revision: project.revision,
    });
    const { current } = await json<{ current: AdminProject }>(stale, 409);
    expect(current.descriptionHtml).toBe("<p>A second version of the description.</p>");

    const first = await json<RevisionDetail>(await adminFetch(`/api/admin/projects/${project.id}/revisions/${project.revision}`, token));
    expect(JSON.stringify(first)).toContain("<h2>Scope</h2>");
    const restored = await json<AdminProject>(
      await adminFetch(`/api/admin/projects/${project.id}/revisions/${project.revision}/restore`, token, {
        method: "POST",
        headers: { "If-Match": `"${second.revision}"` },
      }),
    );
    expect(restored.descriptionHtml).toBe(project.descriptionHtml);
    expect(restored.description).toBe(project.description);
  });

  it("shows in a preview of unsaved changes and in a stored draft's preview", async () => {
    const link = await json<PreviewLink>(
      await adminJson("/api/admin/previews", token, "POST", {
        kind: "project",
        itemId: project.id,
        input: { ...plainProject, descriptionHtml: "<h3>Unsaved heading</h3><ol><li>First step</li></ol>" },
      }),
      201,
    );
    const shown = await (await adminFetch(link.url, token)).text();
    expect(shown).toContain("<h3>Unsaved heading</h3>");
    expect(shown).toContain("<li>First step</li>");

    const draft = await create({ ...plainProject, title: "Draft With a Rich Body", published: false, descriptionHtml: RICH });
    expect((await anonymous(`/api/projects/${draft.id}`)).status).toBe(404);
    expect(await (await adminFetch(`/preview/project/${draft.id}`, token)).text()).toContain("<h2>Scope</h2>");
  });
});

describe("older clients and projects saved before rich descriptions", () => {
  it("store plain text only, shown as its paragraphs, and a plain save clears a rich body", async () => {
    const plain = await create(plainProject);
    expect(plain).toMatchObject({ description: plainProject.description, descriptionHtml: null });
    const one = await json<Project>(await anonymous(`/api/projects/${plain.id}`));
    expect(one.descriptionHtml).toBe("<p>Repowering an estuary wind farm.</p>\n<p>New turbines on the old bases.</p>");
    const page = await (await anonymous(`/projects/${plain.id}`)).text();
    expect(page).toContain("<p>Repowering an estuary wind farm.</p>\n<p>New turbines on the old bases.</p>");

    const rich = await json<AdminProject>(
      await adminJson(`/api/admin/projects/${plain.id}`, token, "PUT", {
        ...plainProject,
        descriptionHtml: RICH,
        revision: plain.revision,
      }),
    );
    expect(rich.descriptionHtml).toContain("<h2>Scope</h2>");
    const older = await json<AdminProject>(
      await adminJson(`/api/admin/projects/${plain.id}`, token, "PUT", {
        ...plainProject,
        description: "Written by a script that knows plain text only.",
        revision: rich.revision,
      }),
    );
    expect(older).toMatchObject({ description: "Written by a script that knows plain text only.", descriptionHtml: null });
    expect(await (await anonymous(`/projects/${plain.id}`)).text()).not.toContain("<h2>Scope</h2>");
  });
});
