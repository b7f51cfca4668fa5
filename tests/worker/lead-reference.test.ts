import { describe, expect, it } from "vitest";
import { leadKindList } from "#contract/lead-kinds.ts";
import { leadReference, parseLeadReference } from "#contract/lead-reference.ts";

describe("lead references", () => {
  it("stand for exactly one kind and id, and are read back whatever the case or spacing", () => {
    const seen = new Set<string>();
    for (const kind of leadKindList) {
      for (const id of [1, 2, 3, 10, 4_096, 99_999, 2 ** 31, 2 ** 32 - 1]) {
        const reference = leadReference(kind, id);
        expect(reference).toMatch(/^KB-[A-Z]-[0-9A-HJKMNP-TV-Z]{7}$/);
        expect(seen.has(reference)).toBe(false);
        seen.add(reference);
        expect(parseLeadReference(reference)).toEqual({ kind, id });
        expect(parseLeadReference(` ${reference.toLowerCase().replace(/-/g, " - ")} `)).toEqual({ kind, id });
      }
    }
  });

  it("do not count up: consecutive leads get unrelated references", () => {
    const [a, b] = [leadReference("inquiries", 41), leadReference("inquiries", 42)];
    expect(a.slice(5, 10)).not.toBe(b.slice(5, 10));
  });

  it("refuse what is not a reference", () => {
    for (const text of ["", "KB-C-", "KB-Q-3X0JRT6", "KB-C-3X0JRT", "KB-C-3X0JRTU", "15", "KB-C-ZZZZZZZ"]) {
      expect(parseLeadReference(text)).toBeNull();
    }
  });
});
