import type { AdminPage } from "#contract/admin-lists.ts";
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { BlogPost, Project } from "#contract/entities.ts";
import {
  MAX_IMAGE_BYTES,
  UPLOAD_PART_BYTES,
  type MediaInUseError,
  type MediaItem,
  type MultipartCreateResult,
  type UploadedPartResult,
} from "#contract/media.ts";
import { imageSrcset } from "#worker/media/public-images.ts";
import { adminFetch, adminJson, installTestKeys, signToken } from "./support/access-keys";
import { ORIGIN } from "./support/helpers";
import { imageSize, shareImageTags } from "#tests/web/support/share-images.ts";
import { executable, externalSvg, handlerSvg, jpeg, png, safeSvg, scriptedSvg, sha256Hex, webm } from "./support/media-files";

let token: string;
beforeAll(async () => {
  token = await signToken(await installTestKeys());
});

function upload(file: Uint8Array | string, name: string, alt: string | null, auth: string | null = token): Promise<Response> {
  const form = new FormData();
  form.set("file", new File([file], name));
  if (alt !== null) form.set("alt", alt);
  return adminFetch("/api/admin/media", auth, { method: "POST", body: form });
}

async function uploaded(file: Uint8Array | string, name: string, alt: string | null): Promise<MediaItem> {
  const res = await upload(file, name, alt);
  expect(res.status).toBe(201);
  return (await res.json()) as MediaItem;
}

/** The site's address in page heads (SITE_URL). */
const SITE = "https://www.kilbride.example";
const objectCount = async () => (await env.MEDIA.list()).objects.length;
const rowCount = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM media").first<{ n: number }>())?.n ?? 0;

async function expectRefused(res: Response, status: number, message: RegExp, before: { objects: number; rows: number }) {
  expect(res.status).toBe(status);
  expect(((await res.json()) as { message: string }).message).toMatch(message);
  expect(await objectCount()).toBe(before.objects);
  expect(await rowCount()).toBe(before.rows);
}

const counts = async () => ({ objects: await objectCount(), rows: await rowCount() });

describe("uploading", () => {
  it("stores an image under its SHA-256 with its alt text and pixel size read from the header", async () => {
    const file = png(1600, 900, 64, 7);
    const item = await uploaded(file, "holiday photo.jpg", "Solar panels on a barn roof");
    const sha = await sha256Hex(file);
    expect(item).toMatchObject({
      key: `${sha}.png`,
      url: `/media/${sha}.png`,
      type: "image/png",
      kind: "image",
      size: file.length,
      alt: "Solar panels on a barn roof",
      width: 1600,
      height: 900,
      name: "holiday photo.jpg",
      uses: [],
    });
    const object = await env.MEDIA.get(item.key);
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(file);
  });

  it("stores the same bytes once: a second upload answers 200 with the same key and takes the new alt text", async () => {
    const file = jpeg(800, 600);
    const first = await uploaded(file, "a.jpg", "Wind turbine at dusk");
    const before = await counts();
    const again = await upload(file, "copy-of-a.jpeg", "A wind turbine at dusk");
    expect(again.status).toBe(200);
    const second = (await again.json()) as MediaItem;
    expect(second.key).toBe(first.key);
    expect(second).toMatchObject({ width: 800, height: 600, alt: "A wind turbine at dusk" });
    expect(await counts()).toEqual(before);
  });

  it("reads an SVG's size and keeps a safe SVG", async () => {
    const item = await uploaded(safeSvg, "logo.svg", "Kilbride logo");
    expect(item).toMatchObject({ type: "image/svg+xml", width: 320, height: 180 });
  });

  it("refuses a file whose bytes are no allowed type, whatever its name, and stores nothing", async () => {
    const before = await counts();
    await expectRefused(await upload(executable, "photo.png", "A photo"), 415, /not a supported image/, before);
    await expectRefused(await upload("just some text", "notes.svg", "Notes"), 415, /not a supported image/, before);
  });

  it("refuses an image over 10 MB and stores nothing", async () => {
    const before = await counts();
    await expectRefused(await upload(png(4000, 3000, MAX_IMAGE_BYTES), "huge.png", "Huge"), 413, /at most 10 MB/, before);
  });

  it("refuses SVGs with scripts, event handlers or outside references", async () => {
    const before = await counts();
    for (const svg of [scriptedSvg, handlerSvg, externalSvg]) {
      await expectRefused(await upload(svg, "evil.svg", "Logo"), 400, /scripts, event handlers or references/, before);
    }
  });

  it("requires alt text for images", async () => {
    const before = await counts();
    const res = await upload(png(10, 10, 8, 99), "x.png", "   ");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ issues: { alt: expect.stringMatching(/alt text/) } });
    expect(await counts()).toEqual(before);
  });

  it("refuses every media call without a valid Access token", async () => {
    const before = await counts();
    expect((await upload(png(10, 10, 8, 3), "x.png", "X", null)).status).toBe(401);
    expect((await upload(png(10, 10, 8, 3), "x.png", "X", "not-a-token")).status).toBe(403);
    expect((await adminFetch("/api/admin/media", null)).status).toBe(401);
    expect(
      (await adminJson("/api/admin/media/uploads", "bad", "POST", { sha256: "0".repeat(64), type: "video/webm", size: 10 })).status,
    ).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

describe("uploading a video in parts", () => {
  it("puts the parts together, checks the hash and records it; the same video again needs no upload", async () => {
    const file = webm(UPLOAD_PART_BYTES + 1000);
    const sha256 = await sha256Hex(file);
    const start = await adminJson("/api/admin/media/uploads", token, "POST", {
      sha256,
      type: "video/webm",
      size: file.length,
      name: "site-tour.webm",
    });
    expect(start.status).toBe(201);
    const { key, uploadId, partBytes } = (await start.json()) as Extract<MultipartCreateResult, { uploadId: string }>;
    expect(key).toBe(`${sha256}.webm`);
    const parts: UploadedPartResult[] = [];
    for (let n = 1, at = 0; at < file.length; n += 1, at += partBytes) {
      const res = await adminFetch(`/api/admin/media/uploads/${key}/${encodeURIComponent(uploadId)}/parts/${n}`, token, {
        method: "PUT",
        body: file.slice(at, at + partBytes),
      });
      expect(res.status).toBe(200);
      parts.push((await res.json()) as UploadedPartResult);
    }
    const done = await adminJson(`/api/admin/media/uploads/${key}/${encodeURIComponent(uploadId)}/complete`, token, "POST", { parts });
    expect(done.status).toBe(201);
    expect(await done.json()).toMatchObject({
      key,
      type: "video/webm",
      kind: "video",
      size: file.length,
      alt: null,
      name: "site-tour.webm",
    });

    const again = await adminJson("/api/admin/media/uploads", token, "POST", { sha256, type: "video/webm", size: file.length });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ existing: { key } });
  });

  it("drops an upload whose first part is not the announced video type", async () => {
    const before = await counts();
    const fake = png(100, 100, 2000, 5);
    const start = await adminJson("/api/admin/media/uploads", token, "POST", {
      sha256: await sha256Hex(fake),
      type: "video/mp4",
      size: fake.length,
    });
    const { key, uploadId } = (await start.json()) as Extract<MultipartCreateResult, { uploadId: string }>;
    await expectRefused(
      await adminFetch(`/api/admin/media/uploads/${key}/${encodeURIComponent(uploadId)}/parts/1`, token, { method: "PUT", body: fake }),
      415,
      /not a supported/,
      before,
    );
  });

  it("deletes a put-together file whose bytes do not match the announced hash", async () => {
    const before = await counts();
    const file = webm(2000, 9);
    const start = await adminJson("/api/admin/media/uploads", token, "POST", {
      sha256: "a".repeat(64),
      type: "video/webm",
      size: file.length,
    });
    const { key, uploadId } = (await start.json()) as Extract<MultipartCreateResult, { uploadId: string }>;
    const part = (await (
      await adminFetch(`/api/admin/media/uploads/${key}/${encodeURIComponent(uploadId)}/parts/1`, token, { method: "PUT", body: file })
    ).json()) as UploadedPartResult;
    await expectRefused(
      await adminJson(`/api/admin/media/uploads/${key}/${encodeURIComponent(uploadId)}/complete`, token, "POST", { parts: [part] }),
      400,
      /do not match/,
      before,
    );
  });

  it("keeps the stored file when a second session for the same key completes with other bytes (issue 29 F4)", async () => {
    const file = webm(3000, 21);
    const sha256 = await sha256Hex(file);
    const start = async () => {
      const res = await adminJson("/api/admin/media/uploads", token, "POST", { sha256, type: "video/webm", size: file.length });
      expect(res.status).toBe(201);
      return (await res.json()) as Extract<MultipartCreateResult, { uploadId: string }>;
    };
    const sendPart = async (session: { key: string; uploadId: string }, body: Uint8Array) =>
      (await (
        await adminFetch(`/api/admin/media/uploads/${session.key}/${encodeURIComponent(session.uploadId)}/parts/1`, token, {
          method: "PUT",
          body,
        })
      ).json()) as UploadedPartResult;
    const complete = (session: { key: string; uploadId: string }, part: UploadedPartResult) =>
      adminJson(`/api/admin/media/uploads/${session.key}/${encodeURIComponent(session.uploadId)}/complete`, token, "POST", {
        parts: [part],
      });

    const first = await start();
    const second = await start();
    expect(second.key).toBe(first.key);
    const firstPart = await sendPart(first, file);
    const secondPart = await sendPart(second, webm(3000, 22));
    const done = await complete(first, firstPart);
    expect(done.status).toBe(201);
    await done.body?.cancel();

    const before = await counts();
    await expectRefused(await complete(second, secondPart), 400, /do not match/, before);
    const head = await SELF.fetch(`${ORIGIN}/media/${first.key}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    const served = await SELF.fetch(`${ORIGIN}/media/${first.key}`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(file);
    // Nothing of either session is left beside the file.
    expect((await env.MEDIA.list()).objects.map((o) => o.key).filter((k) => !/^[0-9a-f]{64}\.[a-z0-9]+$/.test(k))).toEqual([]);
  });

  it("refuses to start a video over 200 MB with the contract's message", async () => {
    const res = await adminJson("/api/admin/media/uploads", token, "POST", {
      sha256: "b".repeat(64),
      type: "video/mp4",
      size: 200 * 1024 * 1024 + 1,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: "Videos must be at most 200 MB." });
  });
});

describe("serving /media/<key>", () => {
  let item: MediaItem;
  const file = png(640, 360, 1000, 42);
  beforeAll(async () => {
    item = await uploaded(file, "served.png", "A served image");
  });

  it("answers with the type, a year of immutable caching, the hash as ETag and a sandboxing policy", async () => {
    const res = await SELF.fetch(`${ORIGIN}${item.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("ETag")).toBe(`"${item.key.slice(0, 64)}"`);
    expect(res.headers.get("Accept-Ranges")).toBe("bytes");
    expect(res.headers.get("Content-Security-Policy")).toMatch(/sandbox/);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(file);
  });

  it("answers 304 when the browser's copy is current", async () => {
    const res = await SELF.fetch(`${ORIGIN}${item.url}`, { headers: { "If-None-Match": `"${item.key.slice(0, 64)}"` } });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe("");
  });

  it("answers byte ranges with 206, and 416 outside the file", async () => {
    const res = await SELF.fetch(`${ORIGIN}${item.url}`, { headers: { Range: "bytes=8-15" } });
    expect(res.status).toBe(206);
    expect(res.headers.get("Content-Range")).toBe(`bytes 8-15/${file.length}`);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(file.slice(8, 16));
    const tail = await SELF.fetch(`${ORIGIN}${item.url}`, { headers: { Range: "bytes=-4" } });
    expect(tail.status).toBe(206);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(file.slice(-4));
    const outside = await SELF.fetch(`${ORIGIN}${item.url}`, { headers: { Range: `bytes=${file.length}-` } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get("Content-Range")).toBe(`bytes */${file.length}`);
  });

  it("never lets an edge keep an error: every error answer (416 included) is private, no-store (issue 29 F5)", async () => {
    const answers = [
      await SELF.fetch(`${ORIGIN}${item.url}`, { headers: { Range: "bytes=99999999999999999999-" } }),
      await SELF.fetch(`${ORIGIN}${item.url}`, { headers: { Range: `bytes=${file.length}-` } }),
      await SELF.fetch(`${ORIGIN}${item.url}`, { method: "HEAD", headers: { Range: "bytes=-0" } }),
      await SELF.fetch(`${ORIGIN}/media/${"e".repeat(64)}.png`),
      await SELF.fetch(`${ORIGIN}/media/${"e".repeat(64)}.png`, { headers: { Range: "bytes=0-1" } }),
      await SELF.fetch(`${ORIGIN}/media/no-such-video.webm`),
    ];
    for (const res of answers) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect({ status: res.status, cacheControl: res.headers.get("Cache-Control") }).toEqual({
        status: res.status,
        cacheControl: "private, no-store",
      });
      expect(res.headers.get("Content-Security-Policy")).toMatch(/sandbox/);
      await res.body?.cancel();
    }
  });

  it("answers 404 for a key nobody uploaded", async () => {
    const res = await SELF.fetch(`${ORIGIN}/media/${"c".repeat(64)}.png`);
    expect(res.status).toBe(404);
  });

  it("hands other names to the shipped files (the demo videos), and 404s a name neither has", async () => {
    const shipped = await SELF.fetch(`${ORIGIN}/media/pueblo-agrivoltaic-array.webm`);
    expect(shipped.status).toBe(200);
    expect(shipped.headers.get("Content-Type")).toBe("video/webm");
    await shipped.arrayBuffer();
    const missing = await SELF.fetch(`${ORIGIN}/media/no-such-video.webm`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Cache-Control")).toBe("private, no-store");
    await missing.arrayBuffer();
  });

  it("passes a shipped file's revalidation (304) through, as a 304 (a video the browser already has)", async () => {
    const first = await SELF.fetch(`${ORIGIN}/media/pueblo-agrivoltaic-array.webm`);
    const etag = first.headers.get("ETag") ?? "";
    await first.arrayBuffer();
    expect(etag).not.toBe("");
    const again = await SELF.fetch(`${ORIGIN}/media/pueblo-agrivoltaic-array.webm`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    await again.body?.cancel();
  });
});

describe("responsive variants", () => {
  const key = `${"d".repeat(64)}.jpg`;
  it("offers Cloudflare Images widths below the original, then the original, only where transformations are on", () => {
    expect(imageSrcset(key, "image/jpeg", 1000, true)).toBe(
      `/cdn-cgi/image/width=480,format=auto/media/${key} 480w, /cdn-cgi/image/width=800,format=auto/media/${key} 800w, /media/${key} 1000w`,
    );
    expect(imageSrcset(key, "image/jpeg", 1000, false)).toBeNull();
    expect(imageSrcset(key, "image/jpeg", 400, true)).toBeNull();
    expect(imageSrcset(key, "image/svg+xml", 1000, true)).toBeNull();
  });
});

describe("the library", () => {
  it("lists uses, refuses to delete a used file (naming the uses), and deletes it once unused", async () => {
    const item = await uploaded(png(1200, 675, 100, 77), "header.png", "Substation at night");
    const post = {
      title: "Night Work at the Substation",
      excerpt: "How we keep a substation running while we upgrade it.",
      content: "<p>Everything about the upgrade, in enough words for the body.</p>",
      author: "Ciara Kilbride",
      category: "Grid",
      published: true,
      imageUrl: item.url,
    };
    const created = (await (await adminJson("/api/admin/blog", token, "POST", post)).json()) as BlogPost;
    const listed = ((await (await adminFetch("/api/admin/media", token)).json()) as AdminPage<MediaItem>).items.find(
      (m) => m.key === item.key,
    );
    expect(listed?.uses).toEqual([{ kind: "post", id: created.id, title: post.title, field: "image" }]);
    // The editors' media field reads the one file, with the same uses.
    expect(await (await adminFetch(`/api/admin/media/${item.key}`, token)).json()).toEqual(listed);
    expect((await adminFetch("/api/admin/media/nothing.png", token)).status).toBe(404);

    const refused = await adminFetch(`/api/admin/media/${item.key}`, token, { method: "DELETE" });
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as MediaInUseError;
    expect(body.message).toContain('post "Night Work at the Substation" (image)');
    expect(body.uses).toHaveLength(1);
    expect(await env.MEDIA.head(item.key)).not.toBeNull();

    // The public post carries the file's alt text and size.
    const shown = (await (await SELF.fetch(`${ORIGIN}/api/blog/${created.slug}`)).json()) as BlogPost;
    expect(shown.image).toEqual({ alt: "Substation at night", type: "image/png", width: 1200, height: 675, srcset: null });
    // Its page shares the upload (a PNG of known size) by its alt text, and the file is that size.
    const shared = shareImageTags(await (await SELF.fetch(`${ORIGIN}/blog/${created.slug}`)).text());
    expect(shared).toMatchObject({ url: `${SITE}${item.url}`, alt: "Substation at night", width: 1200, height: 675 });
    const file = await SELF.fetch(`${ORIGIN}${item.url}`);
    expect(imageSize(new Uint8Array(await file.arrayBuffer()))).toEqual({ type: "image/png", width: 1200, height: 675 });

    // Served (and so in the edge cache) before the delete; gone after it.
    for (let i = 0; i < 2; i += 1) {
      const served = await SELF.fetch(`${ORIGIN}${item.url}`);
      expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      await served.arrayBuffer();
    }
    await adminJson(`/api/admin/blog/${created.id}`, token, "PUT", { ...post, imageUrl: "" });
    expect((await adminFetch(`/api/admin/media/${item.key}`, token, { method: "DELETE" })).status).toBe(204);
    expect(await env.MEDIA.head(item.key)).toBeNull();
    expect((await SELF.fetch(`${ORIGIN}${item.url}`)).status).toBe(404);
  });

  it("a post's page shares its uploaded sharing image first, and never an SVG upload", async () => {
    const photo = await uploaded(jpeg(1600, 900), "crew.jpg", "Crew on the roof");
    const plan = await uploaded(safeSvg.replace("#0a5", "#5a0"), "plan.svg", "Site plan");
    const post = {
      excerpt: "Roof work in pictures.",
      content: "<p>How the crew worked the roof, in enough words for the body.</p>",
      author: "Ciara Kilbride",
      category: "Grid",
      published: true,
      imageUrl: plan.url,
    };
    const sharing = (await (
      await adminJson("/api/admin/blog", token, "POST", { ...post, title: "Roof Day", ogImageUrl: photo.url })
    ).json()) as BlogPost;
    const html = await (await SELF.fetch(`${ORIGIN}/blog/${sharing.slug}`)).text();
    expect(shareImageTags(html)).toMatchObject({ url: `${SITE}${photo.url}`, alt: "Crew on the roof", width: 1600, height: 900 });
    // An SVG alone is not shared: the Blog card is.
    const svgOnly = (await (await adminJson("/api/admin/blog", token, "POST", { ...post, title: "Roof Plan" })).json()) as BlogPost;
    const card = shareImageTags(await (await SELF.fetch(`${ORIGIN}/blog/${svgOnly.slug}`)).text());
    expect(card).toMatchObject({ url: `${SITE}/images/share/blog.png`, width: 1200, height: 630 });
  });

  it("changes alt text, but never to nothing for an image", async () => {
    const item = await uploaded(png(20, 20, 8, 123), "icon.png", "Old text");
    const res = await adminFetch(`/api/admin/media/${item.key}`, token, {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ alt: "New text" }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ alt: "New text" });
    const empty = await adminFetch(`/api/admin/media/${item.key}`, token, {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ alt: "" }),
    });
    expect(empty.status).toBe(400);
  });

  it("gives a project's uploaded image its alt text and size on the public API", async () => {
    const item = await uploaded(png(2000, 1000, 16, 31), "array.png", "Rows of panels between crops");
    const project = {
      title: "Uploaded Image Project",
      description: "A project whose image was uploaded.",
      location: "Pueblo, Colorado",
      year: 2026,
      client: "Pueblo Farms",
      category: "solar",
      region: "usa",
      imageUrl: item.url,
    };
    const created = (await (await adminJson("/api/admin/projects", token, "POST", project)).json()) as Project;
    const shown = (await (await SELF.fetch(`${ORIGIN}/api/projects/${created.id}`)).json()) as Project;
    expect(shown.image).toMatchObject({ alt: "Rows of panels between crops", width: 2000, height: 1000 });
  });
});

describe("the Unused view", () => {
  type ViewPage = AdminPage<MediaItem> & { views: Record<string, number> };
  const unusedKeys = async () => {
    const page = (await (await adminFetch("/api/admin/media?view=unused", token)).json()) as ViewPage;
    return { keys: page.items.map((item) => item.key), count: page.views.unused };
  };
  const age = (key: string, hours: number) =>
    env.DB.prepare("UPDATE media SET created_at = ? WHERE key = ?")
      .bind(Date.now() - hours * 3_600_000, key)
      .run();

  it("lists uploads a day old that no post, project or partner uses; a fresh upload waits its day", async () => {
    const abandoned = await uploaded(png(64, 48, 10, 901), "abandoned.png", "A draft that was never saved");
    const fresh = await uploaded(png(64, 48, 10, 902), "fresh.png", "Uploaded a minute ago");
    const inBody = await uploaded(png(64, 48, 10, 903), "in-body.png", "Used in a post body");
    await age(abandoned.key, 25);
    await age(inBody.key, 25);
    const post = {
      title: "A Post With a Picture in Its Body",
      excerpt: "The image is only in the body of this post.",
      content: `<p>Enough words in the body for the check to pass.</p>\n<img src="${inBody.url}" alt="Used in a post body">`,
      author: "Ciara Kilbride",
      category: "Grid",
    };
    expect((await adminJson("/api/admin/blog", token, "POST", post)).status).toBe(201);

    const { keys, count } = await unusedKeys();
    expect(keys).toContain(abandoned.key);
    expect(keys).not.toContain(fresh.key);
    expect(keys).not.toContain(inBody.key);
    expect(count).toBe(keys.length);

    // Attached later (a project's image): no longer unused.
    const project = {
      title: "Abandoned No More",
      description: "A project that finally uses the abandoned upload.",
      location: "Castle Rock, CO",
      year: 2026,
      client: "Kilbride",
      category: "solar",
      region: "usa",
      imageUrl: abandoned.url,
    };
    expect((await adminJson("/api/admin/projects", token, "POST", project)).status).toBe(201);
    expect((await unusedKeys()).keys).not.toContain(abandoned.key);
  });

  it("refuses an unknown view with a 400 JSON message, and the view without a token", async () => {
    const res = await adminFetch("/api/admin/media?view=forgotten", token);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBeTruthy();
    expect((await adminFetch("/api/admin/media?view=unused", null)).status).toBe(401);
  });
});
