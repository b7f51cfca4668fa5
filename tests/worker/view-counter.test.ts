import { env, runDurableObjectAlarm, runInDurableObject, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { deleteViewCount } from "#worker/views/view-counts.ts";
import { FLUSH_INTERVAL_MS, viewCountKey, type ViewCounter, type ViewCountMetadata } from "#worker/views/view-counter-object.ts";
import { seedContent } from "./support/content-fixtures";
import { ORIGIN } from "./support/helpers";

beforeAll(seedContent);

const counters = env.VIEW_COUNTER as DurableObjectNamespace<ViewCounter>;
const counterOf = (postId: number) => counters.get(counters.idFromName(String(postId)));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function view(postId: number | string, ip: string): Promise<Response> {
  return SELF.fetch(`${ORIGIN}/api/blog/${postId}/view`, { method: "POST", headers: { Origin: ORIGIN, "CF-Connecting-IP": ip } });
}

async function kvState(postId: number) {
  const { value, metadata } = await env.VIEW_COUNTS.getWithMetadata<ViewCountMetadata>(viewCountKey(postId));
  return { value, metadata };
}

/** Polls KV until it holds `target`, keeping every distinct write seen (by its flush number). */
async function watchKv(postId: number, target: string, timeoutMs = 10_000) {
  const writes = new Map<number, number>();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { value, metadata } = await kvState(postId);
    if (metadata) writes.set(metadata.flushes, metadata.flushedAt);
    if (value === target) break;
    await sleep(10);
  }
  return [...writes.entries()].sort(([a], [b]) => a - b);
}

describe("view counts", () => {
  it("counts 200 concurrent views exactly and writes KV at most once a second", async () => {
    // Watch KV from the start of the burst until the final count has been written through.
    const watching = watchKv(1, "200");
    const responses = await Promise.all(Array.from({ length: 200 }, (_, i) => view(1, `192.0.2.${i}`)));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    const counts = await Promise.all(responses.map(async (r) => ((await r.json()) as { viewCount: number }).viewCount));
    // Baseline 100; each view got its own number, so 200 concurrent views added exactly 200.
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => 101 + i));

    const writes = await watching;
    expect((await kvState(1)).value).toBe("200");
    const [firstN, firstAt] = writes[0] ?? [0, 0];
    const [lastN, lastAt] = writes[writes.length - 1] ?? [0, 0];
    // n writes after the first one seen need at least n seconds: no two writes within a second.
    expect(lastAt - firstAt).toBeGreaterThanOrEqual((lastN - firstN) * FLUSH_INTERVAL_MS);
    for (let i = 1; i < writes.length; i += 1) {
      const [n, at] = writes[i] ?? [0, 0];
      const [prevN, prevAt] = writes[i - 1] ?? [0, 0];
      expect(at - prevAt).toBeGreaterThanOrEqual((n - prevN) * FLUSH_INTERVAL_MS);
    }

    // The public read now comes from KV: baseline + 200.
    const post = (await (await SELF.fetch(`${ORIGIN}/api/blog/1/views`)).json()) as { viewCount: number };
    expect(post.viewCount).toBe(300);
    // KV holds the final count before the alarm that wrote it has finished (its D1 rollup comes
    // after), and a view counted just before that alarm read the count may still have scheduled
    // one more flush (of the same count). Once the alarms have run, nothing is left pending and
    // KV still says 200, written no faster than once a second.
    await vi.waitFor(async () => expect(await runInDurableObject(counterOf(1), (_, state) => state.storage.getAlarm())).toBeNull(), {
      timeout: 5000,
      interval: 50,
    });
    const final = await kvState(1);
    expect(final.value).toBe("200");
    const { flushes = 0, flushedAt = 0 } = final.metadata ?? {};
    expect(flushedAt - lastAt).toBeGreaterThanOrEqual((flushes - lastN) * FLUSH_INTERVAL_MS);
  }, 20_000);

  it("never writes KV within a second of the last write, even when the alarm is forced early", async () => {
    const first = await view(2, "192.0.2.201");
    expect(await first.json()).toEqual({ viewCount: 1 });
    // The first write-through happens at once (nothing was written in the last second).
    await watchKv(2, "1", 3000);
    const after = await kvState(2);
    expect(after.value).toBe("1");

    const second = await view(2, "192.0.2.202");
    expect(await second.json()).toEqual({ viewCount: 2 });
    // Forcing the alarm now must not write: the last write was under a second ago.
    await runDurableObjectAlarm(counterOf(2));
    expect(await kvState(2)).toEqual(after);
    const pending = await runInDurableObject(counterOf(2), (_, state) => state.storage.getAlarm());
    expect(pending).toBeGreaterThanOrEqual((after.metadata?.flushedAt ?? 0) + FLUSH_INTERVAL_MS);

    // The alarm then fires on its own a second after the last write.
    await watchKv(2, "2", 3000);
    const later = await kvState(2);
    expect(later.value).toBe("2");
    expect((later.metadata?.flushedAt ?? 0) - (after.metadata?.flushedAt ?? 0)).toBeGreaterThanOrEqual(FLUSH_INTERVAL_MS);
  });

  it("counts nothing for a draft or an unknown post", async () => {
    for (const id of [3, 404]) {
      const res = await view(id, "192.0.2.210");
      expect(res.status).toBe(404);
      await res.body?.cancel();
      expect(await runInDurableObject(counterOf(id), (_, state) => state.storage.get("count"))).toBeUndefined();
      expect(await env.VIEW_COUNTS.get(viewCountKey(id))).toBeNull();
    }
  });

  it("deleteViewCount clears the counter, its pending write and the KV key", async () => {
    const res = await view(2, "192.0.2.220");
    await res.body?.cancel();
    await deleteViewCount(env, 2);
    expect(await env.VIEW_COUNTS.get(viewCountKey(2))).toBeNull();
    await runInDurableObject(counterOf(2), async (_, state) => {
      expect(await state.storage.getAlarm()).toBeNull();
      expect(await state.storage.get("count")).toBeUndefined();
    });
    const again = await view(2, "192.0.2.221");
    expect(await again.json()).toEqual({ viewCount: 1 });
    await deleteViewCount(env, 2);
  });
});
