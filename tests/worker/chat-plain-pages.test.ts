/**
 * Round twelve's plain wordings (ADR 340): every sentence a page shows is a passage (the home page's
 * shop cards, the /subscribe page's confirmation and unsubscribe), a question for a reason ranks the
 * sentence that gives one, choosing where to put a site is site selection, an item's own mark is its description, asking for a quote is doing something
 * with a form, LFP is the chemistry the site spells out, and "the energy consultant" is the one person
 * with that role. Each beside a wording it must leave alone.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { capabilitiesSection, homeCollectionCards, productCards } from "#content/services.ts";
import { subscribePage } from "#content/subscriptions.ts";
import { nextStepAnswer } from "#worker/chat/next-steps.ts";
import { type Block, holdsKindAsked, passageIndex } from "#worker/chat/passages.ts";
import { withPersonByRole } from "#worker/chat/people.ts";
import { givesReasonAsked } from "#worker/chat/reasons.ts";
import { normalize } from "#worker/chat/text.ts";
import { pageCopy } from "#worker/search/site-documents.ts";
import { reply, seedChatContent } from "./support/chat-fixtures";

/** Every string inside a piece of copy. */
const strings = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(strings)
        : [];

describe("every sentence a page shows is in its copy", () => {
  const copyOf = (url: string) => {
    const page = pageCopy.find((p) => p.url === url);
    return new Set(strings([page?.copy, page?.shop]));
  };

  it("holds the home page's product, collection and capability cards, as shop copy", () => {
    const home = pageCopy.find((p) => p.url === "/");
    const shop = new Set(strings(home?.shop));
    for (const card of [
      ...productCards,
      ...homeCollectionCards,
      ...capabilitiesSection.features,
      ...capabilitiesSection.featuredCollections,
    ])
      expect(shop).toContain(card.text);
    // ...and not as the page's other copy, whose sentences answer energy questions.
    expect(strings(home?.copy)).not.toContain(capabilitiesSection.featuredCollections[1]?.text);
  });

  it("holds every sentence of the /subscribe page, the unsubscribe's too", () => {
    const subscribe = copyOf("/subscribe");
    for (const text of [subscribePage.intro, subscribePage.confirmText, subscribePage.unsubscribeText, subscribePage.rssText])
      expect(subscribe).toContain(text);
  });
});

describe("a question for a reason", () => {
  it("is a why, a how come or a what for, never a what or a how much", () => {
    const reason = "Doubling the tank let the plant follow cheap night-time wind.";
    expect(givesReasonAsked("why did the harbour get a bigger tank", reason)).toBe(1);
    expect(givesReasonAsked("how come the harbour got a bigger tank", reason)).toBe(1);
    expect(givesReasonAsked("how big is the harbour tank", reason)).toBe(0);
    expect(givesReasonAsked("why did the harbour get a bigger tank", "Key figures: 1 MW; 1,200 kg tank.")).toBe(0);
  });

  const project = (text: string): Block => ({
    title: "Harbour Pilot",
    path: "/projects/1",
    heading: "Harbour 2024",
    text,
    domain: "energy",
  });
  const article = (text: string): Block => ({ title: "Tank notes", path: "/blog/tanks", heading: "", text, domain: null });
  const index = passageIndex([
    project("Key figures of Harbour Pilot: 1 MW electrolyzer; 1,200 kg harbour tank storage."),
    article("At the harbour, doubling tank storage let the plant follow cheap night-time wind."),
  ]);
  const find = (question: string) => index.find(normalize(question), ["energy", "merch", "company"])?.quote ?? null;

  it("ranks the sentence that gives the reason above the page's figures", () => {
    expect(find("why did the harbour get more tank storage")).toContain("night-time wind");
  });

  it("leaves a question for a figure with the figures", () => {
    expect(find("how much tank storage does the harbour have")).toContain("1,200 kg");
  });
});

describe("everyday wordings", () => {
  it("reads LFP as the chemistry the site spells out, and no other word", () => {
    expect(normalize("how much have lfp battery prices dropped")).toContain("lithium iron phosphate battery prices");
    expect(normalize("the alfpine trail")).toBe("the alfpine trail");
  });

  it("reads choosing where to put a site as site selection, and no other choice", () => {
    expect(normalize("can you help us choose where to put a mining site")).toContain("mining site selection");
    expect(normalize("help me pick a location for the solar farm")).toContain("solar site selection");
    expect(normalize("where should i put the charger")).toBe("where should i put the charger");
    expect(normalize("help me choose where to put the hoodie order")).toContain("choose where to put");
  });

  it("reads asking for a quote as doing something with the quote form, not any request", () => {
    expect(nextStepAnswer(normalize("after i ask for a merch quote what happens next"))).toContain("payment and delivery");
    expect(nextStepAnswer(normalize("what happens next if i ask for a refund on my merch order"))).toBeNull();
  });
});

describe("a person said by their role", () => {
  it("is the one person with that role, for a pronoun later in the same piece", () => {
    expect(withPersonByRole(normalize("the energy consultant on the affiliates page, who was she advising"))).toBe(
      "siobhán kelly, who was siobhán kelly advising",
    );
    expect(withPersonByRole(normalize("the roofing contractor, how many owners did he refer"))).toContain(
      "how many owners did marcus reed refer",
    );
  });

  it("is no one without a pronoun after it, with a name of its own, or for a role nobody on the site has", () => {
    expect(withPersonByRole(normalize("who is the energy consultant"))).toBeNull();
    expect(withPersonByRole(normalize("she was advising the energy consultant"))).toBeNull();
    expect(withPersonByRole(normalize("the roofing contractor marcus reed, what did he earn"))).toBeNull();
    expect(withPersonByRole(normalize("the wind turbine engineer, who was she advising"))).toBeNull();
  });

  it("asks whom they were doing it for, which a company or a group answers, not only a name", () => {
    const sentence = "She was advising a regional bus operator on its move to electric vehicles.";
    expect(holdsKindAsked("who was siobhán kelly advising", sentence)).toBe(true);
    expect(holdsKindAsked("who was the founder", sentence)).toBe(false);
    expect(holdsKindAsked("who is running the dublin office", "The office runs the projects abroad.")).toBe(false);
  });
});

describe("through the route", () => {
  beforeAll(seedChatContent);

  it("answers from the home page's shop cards", async () => {
    expect(await reply("what inspired the shield and knot graphics")).toContain("carved stones");
  });

  it("answers choosing where to put a site with the service that selects sites, not the office list", async () => {
    const answer = await reply("can you help us choose where to put a mining site");
    expect(answer).toContain("site selection");
    expect(answer).not.toContain("Grand Canal");
  });

  it("reads a person said by their role, and answers what they were doing from their story", async () => {
    expect(await reply("the energy consultant on the affiliates page, who was she advising")).toContain("bus operator");
  });

  it("gives an item's own mark from its description, and still quotes a logo of the visitor's own", async () => {
    expect(await reply("whats the logo on the block height beanie")).toContain("hexagon");
    expect(await reply("can we put our logo on the block height beanie")).toContain("corporate quote");
  });
});
