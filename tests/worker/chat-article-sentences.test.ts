/**
 * The right page, its answering sentence (ADR 335): when the passage search finds a page by its first or
 * best-scored sentence, the sentence of that page that says the question's words in itself, or states a
 * figure in the unit the question names, is quoted instead. Blocks written here, as an article's excerpt
 * and body would give them.
 */
import { describe, expect, it } from "vitest";
import { type Block, passageIndex } from "#worker/chat/passages.ts";

const article = (heading: string, text: string): Block => ({
  title: "Solar Plus Storage for Millers: Cutting the Peak",
  path: "/blog/solar-plus-storage-millers",
  heading,
  text,
  domain: null,
});

const index = passageIndex([
  // Another page, for the words a visitor asks with ("knock off", "lower"), which a real site uses somewhere.
  {
    title: "Crew notes",
    path: "/blog/crew-notes",
    heading: "",
    text: "Our crews knock off at noon and take care to lower each panel onto its rails.",
    domain: null,
  },
  article(
    "",
    "Solar lowers the energy bill; a battery lowers the peak bill. A 0.9 MW array with a 2 MWh battery paid back in 6.1 years for one Harlow County mill.",
  ),
  article(
    "The numbers",
    "Solar cuts the energy portion of the bill by about $84,000 a year. The battery reduces billed peak demand by 310 kW, worth about $60,000 a year. With the tax credit, the combined system pays back in 6.1 years, compared with 8.2 years for solar alone.",
  ),
]);
const find = (question: string) => index.find(question, ["energy", "merch", "company"])?.quote ?? null;

describe("a page found by one sentence quotes the one that answers", () => {
  it("gives the sentence that says more of the question's words itself", () => {
    expect(find("how much did solar alone knock off the harlow mill's energy bill per year")).toContain("$84,000 a year");
  });

  it("gives the sentence with a figure in the unit asked", () => {
    expect(find("by how many kW did the battery lower the harlow mill's billed peak")).toContain("by 310 kW");
  });

  it("keeps the first sentence when it is the one that answers", () => {
    expect(find("how long did the harlow county mill take to pay back")).toContain("Harlow County mill");
  });
});
