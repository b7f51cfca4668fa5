/**
 * Plain wordings (ADR 324): everyday ways of asking for a fact the site states in other words, read
 * as the site's words (text.ts), a sentence that counts or looks ahead (passages.ts), one office's
 * details and the largest project first (assistant.ts). Each reading beside a wording it must leave alone.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { type Block, countsIn, holdsKindAsked, passageIndex } from "#worker/chat/passages.ts";
import { knownWord } from "#worker/chat/search.ts";
import { normalize, words } from "#worker/chat/text.ts";
import { outsideDomain } from "#worker/chat/understanding.ts";
import { seedChatContent, reply } from "./support/chat-fixtures";

describe("everyday wordings read as the site's words", () => {
  it("reads setting a company up as founding it, and drops 'in the first place'", () => {
    expect(normalize("who set this company up in the first place")).toMatch(/^who founded this company\s*$/);
    expect(normalize("when did you set up the business")).toContain("founded the business");
    expect(normalize("can we set up a call")).toBe("can we set up a call");
  });

  it("reads a place, building or branch of an office town as that office", () => {
    expect(normalize("whats the eircode for your dublin place")).toContain("dublin office");
    expect(normalize("street address for the georgia branch")).toContain("georgia office");
    expect(normalize("which suite are you in at the castle rock building")).toContain("castle rock office");
    expect(normalize("the phone number of the bank branch")).toContain("bank branch");
  });

  it("reads the Irish or European office as the Dublin office, keeping the visitor's word", () => {
    expect(normalize("how many staff work out of the irish office")).toContain("irish dublin office");
    expect(normalize("which european countries do you cover")).toBe("which european countries do you cover");
  });

  it("reads what the visitor typed in the chat or put in a form as its messages or submissions", () => {
    expect(normalize("how long do you hold on to what i type in this chat")).toBe("how long do you keep chat messages");
    expect(normalize("how long do you keep the details i put in the contact form")).toContain("contact form submissions");
    expect(normalize("can i put it in the cart")).toBe("can i put it in the cart");
  });

  it("reads posting an item somewhere as shipping it, not a blog post", () => {
    expect(normalize("can you post a hoodie to australia?")).toContain("ship a hoodie to australia");
    expect(normalize("have you posted my order to ohio")).toContain("shipped my order");
    expect(normalize("can i post a question to your team")).toContain("post a question");
  });

  it("reads sending us a customer as referring one, and nothing else sent", () => {
    expect(normalize("what % do i get for sending you a hydrogen customer")).toContain("referring you a hydrogen customer");
    expect(normalize("can i send you my project details")).toContain("send you my project details");
  });

  it("reads a floor, how small and the most of one item as a minimum or a maximum", () => {
    expect(normalize("is there a floor on how small a referred job can be")).toContain("minimum minimum size a referred job");
    expect(normalize("whats the most of one item i can put in the basket")).toContain("maximum per item");
    expect(words("the basket")).toEqual(["the", "cart"]);
  });

  it("reads putting in equipment as installing it, but not putting in an order", () => {
    expect(normalize("ballpark to put in one dc fast charger?")).toContain("install one dc fast charger");
    expect(normalize("how do i put in an order")).toContain("put in an order");
  });

  it("reads digging paperwork out as preparing, and where the money goes as what it funds", () => {
    expect(normalize("what paperwork should i dig out before our first call")).toBe("what should i prepare before our first call");
    expect(normalize("what does the money from the clothing sales go towards")).toBe("what does the clothing sales fund");
  });

  it("reads a referral credited to the visitor as tracked, and only a referral", () => {
    expect(normalize("how long does a referral stay credited to me")).toMatch(/referral\s+tracked$/);
    expect(normalize("is the tax credit credited to me")).toBe("is the tax credit credited to me");
  });

  it("folds abbreviations and slang into the site's words", () => {
    expect(words("what yr did you start")).toContain("year");
    expect(words("liability cover for a sparky")).toContain("electrician");
    expect(words("your clothing")).toContain("merchandise");
  });
});

describe("a sentence that counts, lasts, or says what a team will be", () => {
  it("counts a thing when a figure stands just before it", () => {
    expect(countsIn("Ten years on, the Dublin team is 34 people strong.", "people")).toBe(true);
    expect(countsIn("From a two-desk office to a 34-person team.", "people")).toBe(true);
    expect(countsIn("Having teams in three offices means a project can move.", "people")).toBe(false);
  });

  it("answers 'how long' only with a length of time", () => {
    expect(holdsKindAsked("how long do you keep form submissions", "It is used for a moment by one connection.")).toBe(false);
    expect(holdsKindAsked("how long do you keep form submissions", "24 months after we receive them.")).toBe(true);
    expect(holdsKindAsked("how soon can you start", "Standard shipping takes 5-7 business days.")).toBe(true);
  });

  const post = (heading: string, text: string): Block => ({ title: "Harbour notes", path: "/blog/harbour", heading, text, domain: null });
  const index = passageIndex([
    post("Today", "Ten years on, the Harbour team is 12 people strong and runs the whole quay."),
    post("Next", "We plan to grow the Harbour office to 20 people by 2028, with a focus on cranes."),
  ]);
  const find = (question: string) => index.find(question, ["energy", "merch", "company"])?.quote ?? null;

  it("reads a team as its people, so a plan to grow the office answers a question about the team's plans", () => {
    expect(find("any plans to expand the harbour team?")).toContain("by 2028");
  });

  it("keeps the sentence about now for a question about now", () => {
    expect(find("how many people are on the harbour team")).toContain("12 people strong");
  });
});

describe("the gate reads a count of hours as no one's opening hours", () => {
  const known = (word: string) => knownWord(word);

  it("lets a question about hours a year through", () => {
    expect(outsideDomain("how many hours a year does the texas mining site power down for the grid", known)).toBeNull();
  });

  it("still declines another place's opening hours", () => {
    expect(outsideDomain("the opening hours of the dublin zoo", known)).not.toBeNull();
    expect(outsideDomain("what are the hours for home depot", known)).not.toBeNull();
  });
});

describe("through the route", () => {
  beforeAll(seedChatContent);

  it("gives the one office asked about, not every office", async () => {
    const georgia = await reply("street address for the georgia branch pls");
    expect(georgia).toContain("300 Westpark Drive");
    expect(georgia).not.toContain("Grand Canal");
    const castleRock = await reply("which suite are you in at the castle rock building");
    expect(castleRock).toContain("Suite 210");
    expect(castleRock).not.toContain("Westpark");
  });

  it("still lists every office when no one office is named", async () => {
    const all = await reply("what are your office addresses");
    for (const street of ["Founders Parkway", "Westpark Drive", "Grand Canal"]) expect(all).toContain(street);
  });

  it("says its name when asked what it is called", async () => {
    expect(await reply("what are you called, chatbot?")).toContain("Brigid");
  });

  it("lists the largest project first when asked for the largest", async () => {
    const largest = await reply("what's the biggest project you've built");
    expect(largest).toContain("largest first");
    expect(largest.indexOf("Permian Basin Hydrogen Pilot")).toBeLessThan(largest.indexOf("Galway Retail Park Charging"));
    // Without "largest", newest first as before.
    const newest = await reply("what projects have you built");
    expect(newest.indexOf("Galway Retail Park Charging")).toBeLessThan(newest.indexOf("Permian Basin Hydrogen Pilot"));
  });
});
