import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { cacheTableMarkdown } from "#worker/cache/cache-policy.ts";

// Resolved with node:path: under happy-dom, `new URL(relative, import.meta.url)` is not a file URL.
const cachingDocPath = resolve(dirname(fileURLToPath(import.meta.url)), "../../docs/caching.md");

describe("docs/caching.md", () => {
  it("prints the cache table exactly as the Worker applies it", () => {
    expect(readFileSync(cachingDocPath, "utf8")).toContain(cacheTableMarkdown());
  });
});
