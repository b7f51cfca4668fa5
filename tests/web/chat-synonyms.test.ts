/**
 * The assistant's synonym map (worker/chat/synonyms.generated.ts, ADR 168) is what
 * `npm run chat:synonyms` writes from WordNet and the site's content now: a content change that
 * adds or drops a word shows here until the map is regenerated and committed.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildPlaces, buildSynonyms, synonymsFile, synonymsModule } from "#scripts/chat-synonyms.ts";

describe("the chat synonym map", () => {
  it("is up to date with WordNet and the site's content (npm run chat:synonyms)", () => {
    expect(readFileSync(synonymsFile, "utf8")).toBe(synonymsModule(buildSynonyms(), buildPlaces()));
  });

  it("bridges verbs to the site's words, never nouns, and towns to their state", () => {
    const synonyms = buildSynonyms();
    expect(synonyms.retain).toContain("keep");
    expect(synonyms.remunerate).toContain("pay");
    // A noun names the subject: "salary" is an employee's pay, not an affiliate's commission.
    expect(synonyms.salary).toBeUndefined();
    // A word the site writes itself is matched as written, never bridged.
    expect(synonyms.keep).toBeUndefined();
    expect(buildPlaces().houston).toEqual(["texas"]);
  });
});
