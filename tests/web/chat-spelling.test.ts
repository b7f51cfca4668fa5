/**
 * The spelling correction's word lists (worker/chat/spelling.generated.ts, ADR 330) are what
 * `npm run chat:spelling` writes from the site's content, WordNet and compromise's lexicon now: a
 * content change that adds or drops a word shows here until the lists are regenerated and committed.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildEnglishNear, buildSiteWords, spellingFile, spellingModule } from "#scripts/chat-spelling.ts";

describe("the chat spelling lists", () => {
  it("are up to date with the site's content and the English lexicons (npm run chat:spelling)", () => {
    const site = buildSiteWords();
    const english = buildEnglishNear(site);
    expect(readFileSync(spellingFile, "utf8")).toBe(spellingModule(site, english));
    // The site's words and the unit words beside a figure are targets; an English word near one is kept apart.
    expect(site).toEqual(expect.arrayContaining(["payback", "cents", "system", "electrolyzer"]));
    expect(english).toEqual(expect.arrayContaining(["movies", "resorts", "sports", "hostels"]));
    expect(english).not.toContain("payback");
  }, 120_000);
});
