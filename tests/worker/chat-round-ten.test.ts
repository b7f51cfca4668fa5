/**
 * What round ten's follow-ups and two-part messages taught (ADR 331): an article as a thing a
 * pronoun stands for and as a subject of its own (what it says, who wrote it), a project's detail
 * asked with no pronoun ("who's the client"), a bare phrase borrowing the earlier turn's question,
 * and a fact piece kept beside a calculation. Unit tests on the reading, then through the route on
 * the seeded demo database, each with a case that must not fire.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedStatements } from "#scripts/seed/seed-sql.ts";
import { htmlBlocks, passageIndex } from "#worker/chat/passages.ts";
import { withHeadOf } from "#worker/chat/understanding.ts";
import { askInTurn } from "./support/chat-fixtures";

describe("reading round ten's wordings", () => {
  const article = htmlBlocks(
    "Solar Plus Storage",
    "/blog/solar-plus-storage",
    "<h2>The numbers</h2><p>Solar cuts the energy portion of the bill by about $115,000 a year. With the tax credit, the combined system pays back in <strong>5.8 years</strong>, compared with 7.4 years for solar alone.</p>",
    "energy",
  );
  const other = htmlBlocks(
    "Mining",
    "/blog/mining",
    "<p>A mining site with a flexible load pays back in 3 years when curtailment is paid.</p>",
    "energy",
  );
  const passages = passageIndex([...article, ...other]);

  it("finds what one article says, a word written as one matching the page's two ('payback': 'pays back')", () => {
    expect(passages.within("payback example", "/blog/solar-plus-storage")?.quote).toContain("5.8 years");
    // Only that article: the mining post's "pays back" is never quoted for it.
    expect(passages.within("payback curtailment", "/blog/solar-plus-storage")?.quote).not.toContain("curtailment");
    expect(passages.within("warranty", "/blog/solar-plus-storage")).toBeNull();
  });

  it("asks the earlier question of a phrase that starts with its preposition", () => {
    expect(withHeadOf("what's the email for contractor applications", "and for affiliates?")).toBe("what's the email for affiliates?");
    // No such preposition in the earlier question: nothing to borrow.
    expect(withHeadOf("what's your phone number", "and for affiliates?")).toBeNull();
  });
});

describe("answers", () => {
  beforeAll(async () => {
    await env.DB.batch((await seedStatements()).map((s) => env.DB.prepare(s.sql).bind(...s.values)));
  });

  it("reads 'its' as the article the earlier turn named, and answers from that article", async () => {
    const payback = await askInTurn([
      "who wrote the solar plus storage article for georgia manufacturers",
      "what payback did its example get",
    ]);
    expect(payback).toContain("5.8 years");
    expect(payback).toContain("](/blog/solar-plus-storage-georgia-manufacturers)");
    const conduit = await askInTurn(["who wrote the level 2 vs dc fast article, and how much conduit does it say to lay"]);
    expect(conduit).toContain("James Okafor");
    expect(conduit).toContain("double the ports");
    // Asking for articles still lists them.
    expect(await askInTurn(["any articles on solar"])).toMatch(/^Articles on that:/);
  });

  it("answers 'who wrote' an article named with that article alone", async () => {
    const who = await askInTurn(["who wrote the article on data center cooling"]);
    expect(who).toContain("by Marcus Reyes");
    expect(who).not.toContain("by Declan Kilbride");
  });

  it("reads 'he' as the author of the one article the earlier question named", async () => {
    const more = await askInTurn(["who wrote the article on data center cooling", "what else did he write"]);
    expect(more).toContain("Bitcoin Mining as a Flexible Grid Load");
    expect(more).not.toContain("by Declan Kilbride");
  });

  it("answers a project's detail asked with no pronoun, and lets a question of its own keep its answer", async () => {
    expect(await askInTurn(["tell me about the pueblo agrivoltaic project", "who's the client"])).toContain(
      "Arkansas Valley Growers Cooperative",
    );
    const email = await askInTurn(["tell me about the pueblo agrivoltaic project", "and the email?"]);
    expect(email).toContain("info@kilbride.example");
    expect(email).not.toContain("](/projects/");
  });

  it("answers a fact piece beside a calculation or a broad document, not the first piece again", async () => {
    const pace = await askInTurn([
      "annual PACE payment on a $2M project for a $15M building, and does it stay with the building if we sell",
    ]);
    expect(pace).toContain("annual payment $165,093");
    expect(pace).toContain("transfer to a buyer");
    const drawings = await askInTurn(["how quick do you pay a contractor's invoice? also who supplies the drawings"]);
    expect(drawings).toContain("Net-30");
    expect(drawings).toContain("engineered drawings");
    // A piece that asks for a figure of the calculation stays the calculation's: one estimate, no overview beside it.
    const perKg = await askInTurn(["8MW hydrogen plant, we dont need compression. cost per kg?"]);
    expect(perKg.split("Hydrogen plant estimate:").length).toBe(2);
    expect(perKg).not.toContain("It involves");
  });

  it("asks the earlier turn's question of a bare phrase", async () => {
    expect(await askInTurn(["what's the email for contractor applications", "and for affiliates?"])).toContain(
      "affiliates@kilbride.example",
    );
  });
});
