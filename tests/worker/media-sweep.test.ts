/**
 * Unused uploads deleted by the cron (ADR 319): a file no post, project (its rich description
 * included), partner or kept revision names is deleted, row and R2 object, once
 * UNUSED_MEDIA_DELETE_DAYS have passed since its upload; the sweep runs in the first minute of
 * each hour. Run as Cloudflare runs the cron, with its scheduled time chosen.
 */
import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminPage } from "#contract/admin-lists.ts";
import { type MediaItem, UNUSED_MEDIA_DELETE_DAYS } from "#contract/media.ts";
import type { AdminPost, AdminProject } from "#contract/revisions.ts";
import worker from "#worker/index.ts";
import { adminFetch, adminJson, installTestKeys, signToken } from "./support/access-keys";
import { ORIGIN } from "./support/helpers";
import { png } from "./support/media-files";

let token: string;
const DAY = 86_400_000;
// The cron's clock: the first minute of the next hour (the Unused view is read on the database's
// clock, now), and a minute later.
const HOUR = 3_600_000;
const SWEEP_AT = Math.ceil(Date.now() / HOUR) * HOUR;
const NOT_ON_THE_HOUR = SWEEP_AT + 60_000;

async function runCron(at: number): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: "* * * * *", scheduledTime: at }), env, ctx);
  await waitOnExecutionContext(ctx);
}

async function upload(seed: number, name: string): Promise<MediaItem> {
  const form = new FormData();
  form.set("file", new File([png(40, 30, 8, seed)], name));
  form.set("alt", `Image ${name}`);
  const res = await adminFetch("/api/admin/media", token, { method: "POST", body: form });
  expect(res.status).toBe(201);
  return (await res.json()) as MediaItem;
}

const uploadedDaysBefore = (item: MediaItem, days: number, at = SWEEP_AT) =>
  env.DB.prepare("UPDATE media SET created_at = ?1 WHERE key = ?2")
    .bind(at - days * DAY, item.key)
    .run();

const exists = async (item: MediaItem) => ({
  row: (await env.DB.prepare("SELECT 1 FROM media WHERE key = ?1").bind(item.key).first()) !== null,
  object: (await env.MEDIA.head(item.key)) !== null,
});

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

const files: Record<string, MediaItem> = {};

beforeAll(async () => {
  token = await signToken(await installTestKeys());
  for (const [i, name] of ["abandoned", "recent", "in-a-post", "in-a-description", "in-a-revision", "late"].entries()) {
    files[name] = await upload(i + 1, `${name}.png`);
  }
  const file = (name: string) => files[name] as MediaItem;
  const post = {
    title: "A Post With a Picture",
    excerpt: "A summary long enough for the schema.",
    content: `<p>Text of the body, long enough.</p>\n<img src="${file("in-a-post").url}" alt="In a post">`,
    author: "Ciara Byrne",
    category: "Solar Energy",
    tags: "",
    keywords: [],
    featured: false,
    published: true,
  };
  const saved = await json<AdminPost>(await adminJson("/api/admin/blog", token, "POST", post), 201);
  // Only an earlier version of this post names the file: a Restore would bring it back.
  const withOld = await json<AdminPost>(
    await adminJson("/api/admin/blog", token, "POST", {
      ...post,
      title: "A Post That Changed Its Picture",
      content: `<p>Text of the body, long enough.</p>\n<img src="${file("in-a-revision").url}" alt="Old">`,
    }),
    201,
  );
  await json<AdminPost>(
    await adminJson(`/api/admin/blog/${withOld.id}`, token, "PUT", { ...post, title: withOld.title, revision: withOld.revision }),
  );
  expect(saved.id).toBeGreaterThan(0);
  await json<AdminProject>(
    await adminJson("/api/admin/projects", token, "POST", {
      title: "A Project With a Picture in Its Description",
      descriptionHtml: `<p>What was built, with a picture.</p><img src="${file("in-a-description").url}" alt="In a description">`,
      location: "Cork, Ireland",
      year: "2026",
      client: "Cork Harbour",
      category: "solar",
      region: "ireland",
      metrics: "",
    }),
    201,
  );
  for (const name of ["abandoned", "in-a-post", "in-a-description", "in-a-revision", "late"]) {
    await uploadedDaysBefore(file(name), UNUSED_MEDIA_DELETE_DAYS + 1);
  }
  await uploadedDaysBefore(file("recent"), UNUSED_MEDIA_DELETE_DAYS - 1);
});

describe("the cron's sweep of unused uploads", () => {
  it("lists a project description's image as a use, and only unnamed files as Unused", async () => {
    const item = await json<MediaItem>(await adminFetch(`/api/admin/media/${files["in-a-description"]?.key}`, token));
    expect(item.uses).toEqual([expect.objectContaining({ kind: "project", field: "description" })]);
    const unused = await json<AdminPage<MediaItem>>(await adminFetch("/api/admin/media?view=unused", token));
    expect(unused.items.map((m) => m.name).sort()).toEqual(["abandoned.png", "late.png", "recent.png"]);
  });

  it("does nothing outside the first minute of an hour", async () => {
    await runCron(NOT_ON_THE_HOUR);
    expect(await exists(files.abandoned as MediaItem)).toEqual({ row: true, object: true });
  });

  it(`deletes, row and file, what nothing has used for ${UNUSED_MEDIA_DELETE_DAYS} days, and keeps the rest`, async () => {
    await runCron(SWEEP_AT);
    for (const name of ["abandoned", "late"]) {
      expect(await exists(files[name] as MediaItem), name).toEqual({ row: false, object: false });
      expect((await SELF.fetch(`${ORIGIN}${files[name]?.url}`)).status).toBe(404);
    }
    for (const name of ["recent", "in-a-post", "in-a-description", "in-a-revision"]) {
      expect(await exists(files[name] as MediaItem), name).toEqual({ row: true, object: true });
    }
    // The recent one goes once its own time is up.
    await runCron(SWEEP_AT + 2 * DAY);
    expect(await exists(files.recent as MediaItem)).toEqual({ row: false, object: false });
    expect(await exists(files["in-a-post"] as MediaItem)).toEqual({ row: true, object: true });
  });
});
