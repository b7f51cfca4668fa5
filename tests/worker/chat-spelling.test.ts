/**
 * Typos (ADR 330): a misspelt word of ours is read as the site's word, an English word or a name the
 * site never uses is left as typed. Unit tests on the reading, then through the route on the seeded
 * demo database, each with a case that must not fire.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedStatements } from "#scripts/seed/seed-sql.ts";
import { editDistance } from "#worker/chat/edit-distance.ts";
import { correctionOf, correctSpelling } from "#worker/chat/spelling.ts";
import { askInTurn } from "./support/chat-fixtures";

const DECLINE = /^I'm sorry, I don't have a reliable answer/;

describe("spelling correction", () => {
  it("counts a swap of two neighbouring letters as one edit", () => {
    expect(editDistance("cnets", "cents", 2)).toBe(1);
    expect(editDistance("paybak", "payback", 2)).toBe(1);
    expect(editDistance("sytem", "system", 2)).toBe(1);
    expect(editDistance("hotel", "hostel", 2)).toBe(1);
    expect(editDistance("cents", "watts", 1)).toBe(2);
  });

  it("reads a misspelt word of ours as the site's word", () => {
    expect(correctSpelling("whats the paybak on a 90kw sytem if we pay 15 cnets")).toBe(
      "whats the payback on a 90kw system if we pay 15 cents",
    );
    expect(correctSpelling("Whats the adress of the dublin ofice")).toBe("Whats the address of the dublin office");
    // Two edits only for a long word.
    expect(correctionOf("electrolyzr")).toBe("electrolyzer");
    expect(correctionOf("panls")).toBeNull();
  });

  it("leaves English words, names and capitalised words the site never uses as they are", () => {
    // English words the site never writes, each one edit from exactly one word of ours.
    for (const word of ["movies", "resorts", "sports", "stock", "hostels"]) expect(correctionOf(word)).toBeNull();
    expect(correctSpelling("what is the phone number for tesla")).toBe("what is the phone number for tesla");
    // A capital mid-sentence is a name's; a published post's or project's word is no typo.
    expect(correctSpelling("the phone number for Sytem please")).toBe("the phone number for Sytem please");
    expect(correctSpelling("is the sytem ready", (word) => word === "sytem")).toBe("is the sytem ready");
    // Short words are never corrected ("cnet" could be many things).
    expect(correctSpelling("what is cnet")).toBe("what is cnet");
  });
});

describe("answers", () => {
  beforeAll(async () => {
    await env.DB.batch((await seedStatements()).map((s) => env.DB.prepare(s.sql).bind(...s.values)));
  });

  it("calculates with a misspelt question's figures", async () => {
    const response = await askInTurn(["whats the paybak on a 90kw sytem if we pay 15 cnets"]);
    expect(response).toContain("90 kW system");
    expect(response).toContain("$0.15/kWh");
    expect(response).toContain("payback");
  });

  it("finds an office through a typo and still declines someone else's phone", async () => {
    expect(await askInTurn(["whats the adress of the dublin ofice"])).toContain("Grand Canal Quay");
    expect(await askInTurn(["what is the phone number for tesla"])).toMatch(DECLINE);
  });
});
