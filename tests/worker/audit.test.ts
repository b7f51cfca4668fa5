/**
 * The audit log (ADR 283): a test walks the API's route table and fails on an admin write route
 * (a POST, PUT, PATCH or DELETE that refuses a request without Access) that has no exercise below;
 * each exercise makes its write and must leave exactly one entry, by the verified admin, naming
 * the action and the record. A write that changes nothing leaves none; the log has no write route.
 *
 * Adding an admin write route: make its db write take `adminAudit(c, { action, recordType,
 * recordId })` into its D1 batch (worker/db/audit.ts), then add its exercise here.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { AuditAction, AuditPage } from "#contract/audit.ts";
import type { MultipartCreateResult, UploadedPartResult } from "#contract/media.ts";
import { api } from "#worker/api.ts";
import { ADMIN_EMAIL, adminFetch, adminJson, installTestKeys, signToken } from "./support/access-keys";
import { png, sha256Hex, webm } from "./support/media-files";

let token: string;
beforeAll(async () => {
  token = await signToken(await installTestKeys());
});

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Every write route of the API as "METHOD /api/path" (Hono's own table; middleware entries left out). */
function writeRoutes(): { key: string; method: string; path: string }[] {
  const seen = new Map<string, { key: string; method: string; path: string }>();
  for (const route of api.routes) {
    if (!WRITES.has(route.method)) continue;
    const path = `/api${route.path}`;
    const key = `${route.method} ${path}`;
    seen.set(key, { key, method: route.method, path });
  }
  return [...seen.values()];
}

/** The admin write routes: those that refuse a request without an Access token. */
async function adminWriteRoutes() {
  const routes = [];
  for (const route of writeRoutes()) {
    const path = route.path.replace(/:(\w+)/g, (_, name: string) => (name === "kind" ? "inquiries" : "1"));
    const res = await adminFetch(path, null, { method: route.method, headers: { "Content-Type": "application/json" }, body: "{}" });
    if (res.status === 401) routes.push(route);
  }
  return routes;
}

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

async function insertedId(statement: string, ...binds: unknown[]): Promise<number> {
  const row = await env.DB.prepare(`${statement} RETURNING id`)
    .bind(...binds)
    .first<{ id: number }>();
  return row?.id ?? 0;
}

const post = {
  title: "Audit Trail Post",
  excerpt: "A post written to see the audit log record it.",
  content: "<p>A body long enough for the editor to accept it.</p>",
  author: "Ciara Kilbride",
  category: "Solar Energy",
  tags: "audit",
  keywords: [],
  featured: false,
  published: false,
};
const project = {
  title: "Audit Trail Project",
  description: "A project written to see the audit log record it.",
  location: "Dublin, Ireland",
  year: "2026",
  client: "Kilbride",
  category: "solar",
  region: "usa",
  metrics: "",
};

interface Exercise {
  action: AuditAction;
  /** What the write needs first, made before the entries are counted. */
  setup?: () => Promise<void>;
  /** Makes the write; answers the response and the record id the entry must name (null: any). */
  run: () => Promise<{ res: Response; recordId: string | null }>;
}

/** One video upload in flight, shared by its start, part and complete exercises. */
const video = { file: webm(1000, 7), key: "", uploadId: "", parts: [] as UploadedPartResult[] };

const ids = { post: 0, project: 0, lead: 0, author: 0 };
const aborted = { key: "", uploadId: "" };

/** Each admin write route, keyed as the route table names it, in an order where each finds what it needs. */
const exercises: Record<string, Exercise> = {
  "POST /api/admin/blog": {
    action: "post.create",
    run: async () => {
      const res = await adminJson("/api/admin/blog", token, "POST", post);
      ids.post = (await json<{ id: number }>(res.clone())).id;
      return { res, recordId: String(ids.post) };
    },
  },
  "PUT /api/admin/blog/:id": {
    action: "post.update",
    run: async () => ({
      res: await adminJson(`/api/admin/blog/${ids.post}`, token, "PUT", { ...post, title: "Audit Trail Post, Edited" }),
      recordId: String(ids.post),
    }),
  },
  "POST /api/admin/blog/:id/revisions/:revision/restore": {
    action: "post.restore-revision",
    // The create stored version 1 and the edit made it 2: restore 1 over 2.
    run: async () => ({
      res: await adminFetch(`/api/admin/blog/${ids.post}/revisions/1/restore`, token, { method: "POST", headers: { "If-Match": '"2"' } }),
      recordId: String(ids.post),
    }),
  },
  "DELETE /api/blog/:id": {
    action: "post.delete",
    run: async () => ({ res: await adminFetch(`/api/blog/${ids.post}`, token, { method: "DELETE" }), recordId: String(ids.post) }),
  },
  "POST /api/admin/blog/trash/:id/restore": {
    action: "post.untrash",
    run: async () => ({
      res: await adminFetch(`/api/admin/blog/trash/${ids.post}/restore`, token, { method: "POST" }),
      recordId: String(ids.post),
    }),
  },
  "DELETE /api/admin/blog/trash/:id": {
    action: "post.purge",
    setup: async () => {
      await adminFetch(`/api/blog/${ids.post}`, token, { method: "DELETE" });
    },
    run: async () => ({
      res: await adminFetch(`/api/admin/blog/trash/${ids.post}`, token, { method: "DELETE" }),
      recordId: String(ids.post),
    }),
  },
  "POST /api/admin/projects": {
    action: "project.create",
    run: async () => {
      const res = await adminJson("/api/admin/projects", token, "POST", project);
      ids.project = (await json<{ id: number }>(res.clone())).id;
      return { res, recordId: String(ids.project) };
    },
  },
  "PUT /api/admin/projects/:id": {
    action: "project.update",
    run: async () => ({
      res: await adminJson(`/api/admin/projects/${ids.project}`, token, "PUT", { ...project, year: "2025" }),
      recordId: String(ids.project),
    }),
  },
  "POST /api/admin/projects/:id/revisions/:revision/restore": {
    action: "project.restore-revision",
    run: async () => ({
      res: await adminFetch(`/api/admin/projects/${ids.project}/revisions/1/restore`, token, {
        method: "POST",
        headers: { "If-Match": '"2"' },
      }),
      recordId: String(ids.project),
    }),
  },
  "POST /api/admin/previews": {
    action: "preview.create",
    run: async () => {
      const res = await adminJson("/api/admin/previews", token, "POST", { kind: "project", itemId: ids.project, input: project });
      const { url } = await json<{ url: string }>(res.clone());
      return { res, recordId: /\/preview\/([0-9a-f]+)/.exec(url)?.[1] ?? "?" };
    },
  },
  "POST /api/admin/authors": {
    action: "author.create",
    run: async () => {
      const res = await adminJson("/api/admin/authors", token, "POST", {
        name: "Audit Author",
        bio: "Writes the audit trail posts, every one.",
      });
      ids.author = (await json<{ id: number }>(res.clone())).id;
      return { res, recordId: String(ids.author) };
    },
  },
  "PUT /api/admin/authors/:id": {
    action: "author.update",
    run: async () => ({
      res: await adminJson(`/api/admin/authors/${ids.author}`, token, "PUT", {
        name: "Audit Author",
        bio: "Writes the audit trail posts, and reads them.",
      }),
      recordId: String(ids.author),
    }),
  },
  "DELETE /api/admin/authors/:id": {
    action: "author.delete",
    run: async () => ({
      res: await adminFetch(`/api/admin/authors/${ids.author}`, token, { method: "DELETE" }),
      recordId: String(ids.author),
    }),
  },
  "DELETE /api/projects/:id": {
    action: "project.delete",
    run: async () => ({
      res: await adminFetch(`/api/projects/${ids.project}`, token, { method: "DELETE" }),
      recordId: String(ids.project),
    }),
  },
  "POST /api/admin/projects/trash/:id/restore": {
    action: "project.untrash",
    run: async () => ({
      res: await adminFetch(`/api/admin/projects/trash/${ids.project}/restore`, token, { method: "POST" }),
      recordId: String(ids.project),
    }),
  },
  "DELETE /api/admin/projects/trash/:id": {
    action: "project.purge",
    setup: async () => {
      await adminFetch(`/api/projects/${ids.project}`, token, { method: "DELETE" });
    },
    run: async () => ({
      res: await adminFetch(`/api/admin/projects/trash/${ids.project}`, token, { method: "DELETE" }),
      recordId: String(ids.project),
    }),
  },
  "PATCH /api/inquiries/:id/respond": {
    action: "inquiry.respond",
    run: async () => {
      const id = await insertedId(
        "INSERT INTO inquiries (first_name, last_name, email, inquiry_type, message) VALUES ('Audit', 'Me', 'a@example.org', 'solar', 'Hello there')",
      );
      return { res: await adminFetch(`/api/inquiries/${id}/respond`, token, { method: "PATCH" }), recordId: String(id) };
    },
  },
  "DELETE /api/inquiries/:id": {
    action: "inquiry.delete",
    run: async () => {
      const id = await insertedId(
        "INSERT INTO inquiries (first_name, last_name, email, inquiry_type, message) VALUES ('Audit', 'Me', 'a@example.org', 'solar', 'Hello there')",
      );
      return { res: await adminFetch(`/api/inquiries/${id}`, token, { method: "DELETE" }), recordId: String(id) };
    },
  },
  "POST /api/admin/leads/:kind/:id/release": {
    action: "lead.release",
    run: async () => {
      const id = await insertedId(
        "INSERT INTO inquiries (first_name, last_name, email, inquiry_type, message, held_reason) VALUES ('Held', 'One', 'h@example.org', 'solar', 'Hello there', 'no-token')",
      );
      return { res: await adminFetch(`/api/admin/leads/inquiries/${id}/release`, token, { method: "POST" }), recordId: String(id) };
    },
  },
  "DELETE /api/admin/leads/:kind/:id": {
    action: "lead.delete",
    run: async () => {
      const id = await insertedId(
        "INSERT INTO inquiries (first_name, last_name, email, inquiry_type, message, held_reason) VALUES ('Held', 'Two', 'h@example.org', 'solar', 'Hello there', 'failed')",
      );
      return { res: await adminFetch(`/api/admin/leads/inquiries/${id}`, token, { method: "DELETE" }), recordId: String(id) };
    },
  },
  "PATCH /api/admin/inbox/:kind/:id": {
    action: "lead.change",
    run: async () => {
      ids.lead = await insertedId(
        "INSERT INTO inquiries (first_name, last_name, email, inquiry_type, message) VALUES ('Inbox', 'Lead', 'i@example.org', 'solar', 'Hello there')",
      );
      const res = await adminFetch(`/api/admin/inbox/inquiries/${ids.lead}`, token, {
        method: "PATCH",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ status: "responded" }),
      });
      return { res, recordId: String(ids.lead) };
    },
  },
  "POST /api/admin/inbox/:kind/:id/notes": {
    action: "lead.note",
    run: async () => ({
      res: await adminJson(`/api/admin/inbox/inquiries/${ids.lead}/notes`, token, "POST", { body: "Called back." }),
      recordId: String(ids.lead),
    }),
  },
  "POST /api/admin/inbox/:kind/:id/spam": {
    action: "lead.spam",
    run: async () => ({
      res: await adminFetch(`/api/admin/inbox/inquiries/${ids.lead}/spam`, token, { method: "POST" }),
      recordId: String(ids.lead),
    }),
  },
  "DELETE /api/admin/inbox/:kind/:id/spam": {
    action: "lead.not-spam",
    run: async () => ({
      res: await adminFetch(`/api/admin/inbox/inquiries/${ids.lead}/spam`, token, { method: "DELETE" }),
      recordId: String(ids.lead),
    }),
  },
  "POST /api/admin/inbox/bulk": {
    action: "lead.bulk",
    run: async () => ({
      res: await adminJson("/api/admin/inbox/bulk", token, "POST", { action: "read", leads: [{ kind: "inquiries", id: ids.lead }] }),
      recordId: null,
    }),
  },
  "DELETE /api/admin/inbox/:kind/:id": {
    action: "lead.delete",
    run: async () => ({
      res: await adminFetch(`/api/admin/inbox/inquiries/${ids.lead}`, token, { method: "DELETE" }),
      recordId: String(ids.lead),
    }),
  },
  "POST /api/admin/notifications/:id/resend": {
    action: "notification.resend",
    run: async () => {
      const lead = await insertedId(
        "INSERT INTO inquiries (first_name, last_name, email, inquiry_type, message) VALUES ('Mail', 'Failed', 'm@example.org', 'solar', 'Hello there')",
      );
      const id = await insertedId(
        "INSERT INTO lead_notifications (lead_kind, lead_id, audience, status, last_error) VALUES ('inquiries', ?, 'team', 'failed', 'Mailbox full')",
        lead,
      );
      return { res: await adminFetch(`/api/admin/notifications/${id}/resend`, token, { method: "POST" }), recordId: String(id) };
    },
  },
  "POST /api/admin/media": {
    action: "media.upload",
    run: async () => {
      const form = new FormData();
      form.set("file", new File([png(12, 12, 8, 41)], "audit.png"));
      form.set("alt", "A square");
      return { res: await adminFetch("/api/admin/media", token, { method: "POST", body: form }), recordId: "audit.png" };
    },
  },
  "PATCH /api/admin/media/:key": {
    action: "media.update",
    run: async () => {
      const key = `${await sha256Hex(png(12, 12, 8, 41))}.png`;
      const res = await adminFetch(`/api/admin/media/${key}`, token, {
        method: "PATCH",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ alt: "A grey square" }),
      });
      return { res, recordId: key };
    },
  },
  "DELETE /api/admin/media/:key": {
    action: "media.delete",
    run: async () => {
      const key = `${await sha256Hex(png(12, 12, 8, 41))}.png`;
      return { res: await adminFetch(`/api/admin/media/${key}`, token, { method: "DELETE" }), recordId: key };
    },
  },
  "POST /api/admin/media/uploads": {
    action: "media.upload-start",
    run: async () => {
      const sha256 = await sha256Hex(video.file);
      const res = await adminJson("/api/admin/media/uploads", token, "POST", { sha256, type: "video/webm", size: video.file.length });
      const started = await json<Extract<MultipartCreateResult, { uploadId: string }>>(res.clone());
      video.key = started.key;
      video.uploadId = started.uploadId;
      return { res, recordId: started.key };
    },
  },
  "PUT /api/admin/media/uploads/:key/:uploadId/parts/:partNumber": {
    action: "media.upload-part",
    run: async () => {
      const res = await adminFetch(`/api/admin/media/uploads/${video.key}/${encodeURIComponent(video.uploadId)}/parts/1`, token, {
        method: "PUT",
        body: video.file,
      });
      video.parts = [await json<UploadedPartResult>(res.clone())];
      return { res, recordId: video.key };
    },
  },
  "POST /api/admin/media/uploads/:key/:uploadId/complete": {
    action: "media.upload-complete",
    run: async () => ({
      res: await adminJson(`/api/admin/media/uploads/${video.key}/${encodeURIComponent(video.uploadId)}/complete`, token, "POST", {
        parts: video.parts,
      }),
      recordId: video.key,
    }),
  },
  "DELETE /api/admin/media/uploads/:key/:uploadId": {
    action: "media.upload-abort",
    setup: async () => {
      const file = webm(900, 9);
      const sha256 = await sha256Hex(file);
      const start = await json<Extract<MultipartCreateResult, { uploadId: string }>>(
        await adminJson("/api/admin/media/uploads", token, "POST", { sha256, type: "video/webm", size: file.length }),
      );
      aborted.key = start.key;
      aborted.uploadId = start.uploadId;
    },
    run: async () => ({
      res: await adminFetch(`/api/admin/media/uploads/${aborted.key}/${encodeURIComponent(aborted.uploadId)}`, token, { method: "DELETE" }),
      recordId: aborted.key,
    }),
  },
  "DELETE /api/admin/subscribers/:id": {
    action: "subscriber.delete",
    run: async () => {
      const id = await insertedId(
        "INSERT INTO subscribers (email, status, confirm_sent_at, unsubscribe_token) VALUES ('reader@example.org', 'confirmed', 0, 'audit-test-token')",
      );
      return { res: await adminFetch(`/api/admin/subscribers/${id}`, token, { method: "DELETE" }), recordId: String(id) };
    },
  },
  "POST /api/admin/privacy/erase": {
    action: "privacy.erase",
    run: async () => {
      await env.DB.prepare(
        "INSERT INTO inquiries (first_name, last_name, email, inquiry_type, message) VALUES ('Erase', 'Me', 'erase.me@example.org', 'solar', 'Hello there')",
      ).run();
      return {
        res: await adminJson("/api/admin/privacy/erase", token, "POST", { email: "erase.me@example.org", confirmCount: 1 }),
        recordId: null,
      };
    },
  },
};

interface Entry {
  actor: string;
  action: string;
  record_id: string | null;
}

const entries = async () => (await env.DB.prepare("SELECT actor, action, record_id FROM audit_log ORDER BY id").all<Entry>()).results;

describe("the audit log", () => {
  it("has an exercise for every admin write route in the route table", async () => {
    const routes = await adminWriteRoutes();
    expect(routes.length).toBeGreaterThan(15);
    // A route listed here has no exercise: give its write an audit entry (worker/db/audit.ts) and add one above.
    expect(routes.map((r) => r.key).filter((key) => !(key in exercises))).toEqual([]);
    // No exercise for a route that is gone.
    expect(Object.keys(exercises).filter((key) => !routes.some((r) => r.key === key))).toEqual([]);
  });

  it.each(Object.entries(exercises))(
    "%s appends one entry by the verified admin, naming the action and the record",
    async (_, exercise) => {
      await exercise.setup?.();
      const before = (await entries()).length;
      const { res, recordId } = await exercise.run();
      expect(res.status, await res.clone().text()).toBeLessThan(300);
      const added = (await entries()).slice(before);
      expect(added).toHaveLength(1);
      expect(added[0]).toMatchObject({
        actor: ADMIN_EMAIL,
        action: exercise.action,
        ...(recordId === null ? {} : { record_id: recordId }),
      });
    },
  );

  it("a write that changes nothing leaves no entry", async () => {
    const before = (await entries()).length;
    expect((await adminFetch("/api/blog/999999", token, { method: "DELETE" })).status).toBe(404);
    expect((await adminJson("/api/admin/projects/999999", token, "PUT", project)).status).toBe(404);
    expect((await adminFetch("/api/admin/leads/inquiries/999999", token, { method: "DELETE" })).status).toBe(404);
    expect(await entries()).toHaveLength(before);
  });

  it("is listed newest first with filters, and no route changes it", async () => {
    const all = await json<AuditPage>(await adminFetch("/api/admin/audit", token));
    expect(all.entries.length).toBeGreaterThan(0);
    expect(all.entries.map((e) => e.id)).toEqual([...all.entries.map((e) => e.id)].sort((a, b) => b - a));
    const posts = await json<AuditPage>(await adminFetch("/api/admin/audit?action=post.create&recordType=blog_posts", token));
    expect(posts.entries.every((e) => e.action === "post.create")).toBe(true);
    const mine = await json<AuditPage>(await adminFetch(`/api/admin/audit?actor=${ADMIN_EMAIL.toUpperCase()}`, token));
    expect(mine.entries.length).toBe(all.entries.length);
    const nobody = await json<AuditPage>(await adminFetch("/api/admin/audit?actor=nobody@kilbride.example", token));
    expect(nobody.entries).toEqual([]);
    expect((await adminFetch("/api/admin/audit?action=nonsense", token)).status).toBe(400);
    expect((await adminFetch("/api/admin/audit?from=yesterday", token)).status).toBe(400);
    expect((await adminFetch("/api/admin/audit", null)).status).toBe(401);
    expect(writeRoutes().filter((r) => r.path.includes("audit"))).toEqual([]);
    for (const method of ["POST", "PUT", "PATCH", "DELETE"])
      expect(
        (await adminFetch("/api/admin/audit", token, { method, headers: { "Content-Type": "application/json" }, body: "{}" })).status,
      ).toBe(404);
  });
});
