/**
 * The rate-limit key of a client address: an IPv6 client owns a whole /64 and can rotate inside it,
 * so every address in one /64 must share one bucket; IPv4 clients are keyed by their address.
 */
import { SELF } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clientKey } from "#worker/middleware/rate-limit.ts";
import { ORIGIN, RATE_WINDOW_TEST_TIMEOUT_MS, startInFreshRateWindow } from "./support/helpers";

const keyOf = (address: string | null) =>
  clientKey(new Request("https://www.kilbride.example/", { headers: address === null ? {} : { "CF-Connecting-IP": address } }));

const hextet = fc.integer({ min: 0, max: 0xffff });
const hextets = (n: number) => fc.array(hextet, { minLength: n, maxLength: n });
const hex = (n: number) => n.toString(16);

/** Every way of writing one IPv6 address: full, zero-padded, upper case, and with `::` for its longest zero run. */
function spellings(groups: readonly number[]): string[] {
  const full = groups.map(hex).join(":");
  const padded = groups.map((g) => hex(g).padStart(4, "0")).join(":");
  let best = { start: -1, length: 0 };
  for (let i = 0; i < 8; i += 1) {
    let j = i;
    while (j < 8 && groups[j] === 0) j += 1;
    if (j - i > best.length) best = { start: i, length: j - i };
  }
  const compressed =
    best.length > 0
      ? `${groups.slice(0, best.start).map(hex).join(":")}::${groups
          .slice(best.start + best.length)
          .map(hex)
          .join(":")}`
      : full;
  return [full, padded, padded.toUpperCase(), compressed];
}

describe("rate-limit key", () => {
  it("gives every address in one /64 the same key, however it is written", () => {
    fc.assert(
      fc.property(hextets(4), hextets(4), hextets(4), (prefix, a, b) => {
        const keys = new Set([...spellings([...prefix, ...a]), ...spellings([...prefix, ...b])].map(keyOf));
        expect(keys.size).toBe(1);
      }),
    );
  });

  it("gives addresses in different /64s different keys", () => {
    fc.assert(
      fc.property(hextets(4), hextets(4), hextets(4), (p, q, host) => {
        fc.pre(p.some((g, i) => g !== q[i]));
        expect(keyOf(spellings([...p, ...host])[3] ?? "")).not.toBe(keyOf(spellings([...q, ...host])[3] ?? ""));
      }),
    );
  });

  it("keys IPv4 clients by their whole address, also when written as IPv4-mapped IPv6", () => {
    const octet = fc.integer({ min: 0, max: 255 });
    fc.assert(
      fc.property(fc.tuple(octet, octet, octet, octet), fc.tuple(octet, octet, octet, octet), (a, b) => {
        const v4 = a.join(".");
        const mappedHex = `::ffff:${hex(a[0] * 256 + a[1])}:${hex(a[2] * 256 + a[3])}`;
        expect(keyOf(`::ffff:${v4}`)).toBe(keyOf(v4));
        expect(keyOf(mappedHex.toUpperCase())).toBe(keyOf(v4));
        if (a.join() !== b.join()) expect(keyOf(b.join("."))).not.toBe(keyOf(v4));
      }),
    );
  });

  it.each([
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2::ffff", "2001:db8:1:2::/64"],
    ["[2001:db8::1]", "2001:db8::/64"],
    ["fe80::1%eth0", "fe80::/64"],
    ["::1", "::/64"],
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    [" 203.0.113.7 ", "203.0.113.7"],
  ])("keys %s as %s", (address, key) => {
    expect(keyOf(address)).toBe(key);
  });

  it("keeps an unreadable address apart from every real one, and local runs in one bucket", () => {
    expect(keyOf("not-an-ip' OR 1=1")).toBe("other:not-an-ip' OR 1=1");
    expect(keyOf("1.2.3.256")).toBe("other:1.2.3.256");
    expect(keyOf(null)).toBe("local");
  });
});

describe("the limit on public writes", () => {
  // 2001:db8:a18::/48 is used by no other test, so no other requests share these buckets.
  const view = (address: string) =>
    SELF.fetch(`${ORIGIN}/api/blog/1/view`, { method: "POST", headers: { Origin: ORIGIN, "CF-Connecting-IP": address } });

  it("holds for an IPv6 client that rotates its address inside its /64", { timeout: RATE_WINDOW_TEST_TIMEOUT_MS }, async () => {
    await startInFreshRateWindow();
    const statuses: number[] = [];
    for (let i = 1; i <= 21; i += 1) {
      const res = await view(`2001:db8:a18:1:${i.toString(16)}::${(i * 7).toString(16)}`);
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses.slice(0, 20).every((s) => s !== 429)).toBe(true);
    expect(statuses[20]).toBe(429);
    // The next /64 is another client.
    const other = await view("2001:db8:a18:2::1");
    expect(other.status).not.toBe(429);
    await other.arrayBuffer();
  });
});
