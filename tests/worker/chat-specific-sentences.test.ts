/**
 * A broad answer (a service's overview, the list of offices) gives way to the published sentence
 * that answers what was asked (ADR 320), and keeps answering the questions it does answer.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#worker/db/client.ts";
import { blogPosts } from "#worker/db/schema.ts";
import { seedChatContent, reply } from "./support/chat-fixtures";

const slug = "notes-from-the-pueblo-yard";

/** What the test posts share: published company news by one author. */
const post = {
  author: "Aoife Brennan",
  keywords: [] as string[],
  featured: false,
  category: "company_news",
  tags: [] as string[],
  published: true,
};

beforeAll(async () => {
  await seedChatContent();
  await getDb(env)
    .insert(blogPosts)
    .values([
      {
        ...post,
        id: 201,
        slug,
        title: "Notes from the Pueblo Yard",
        excerpt: "How our field teams work between jobs.",
        content:
          "<h2>Depots</h2><p>DC fast chargers can raise peak charges by about $300 a month on small tariffs.</p>" +
          "<h2>Scaffolding</h2><p>Our scaffolders are certified at the Pueblo yard every winter, before the install season.</p>" +
          "<h2>Claims</h2><p>Hail damage claims are best filed within 90 days of the storm.</p>" +
          "<h2>Redundancy</h2><p>At the Pueblo yard a 2N design added about 30% to the build cost of each hall.</p>",
        publishedAt: new Date("2025-09-01T12:00:00Z"),
      },
      {
        ...post,
        id: 202,
        slug: "permian-pilot-commissioning",
        title: "Commissioning in the Permian",
        excerpt: "What a hydrogen pilot taught our commissioning crews.",
        content: "<p>The Permian Basin hydrogen pilot's electrolyzer was commissioned within 11 weeks of delivery.</p>",
        publishedAt: new Date("2025-09-02T12:00:00Z"),
      },
    ])
    .onConflictDoNothing();
});

describe("a service's overview gives way to the sentence that explains more of the question", () => {
  it("quotes the sentence about the service that explains words the overview does not", async () => {
    const answer = await reply("do dc fast chargers push my peak charges up much");
    expect(answer).toContain("about $300 a month");
    expect(answer).toContain(`](/blog/${slug})`);
  });

  it("keeps the overview for a question the overview answers", async () => {
    const answer = await reply("can you build dc fast chargers for our fleet depot");
    expect(answer).toContain("EV Charging Infrastructure");
    expect(answer).not.toContain("$300 a month");
  });
  it("does not answer 'how long' with an overview that holds no length of time", async () => {
    const answer = await reply("how long after a hail storm should a claim be filed");
    expect(answer).toContain("within 90 days of the storm");
    expect(answer).not.toContain("It involves");
    // Nothing published says it: the honest decline, not the overview.
    expect(await reply("how long does an insurance claims recovery take")).toMatch(/^I'm sorry, I don't have a reliable answer/);
  });

  it("does not take a number that is part of a name (Level 2, 2N, 10-year) for an answer to 'how much' or 'how many'", async () => {
    const answer = await reply("how much more does a 2N design add to the build cost");
    expect(answer).toContain("about 30%");
    expect(answer).not.toContain("It involves");
    expect(await reply("how many ev charge points have you put in so far")).not.toContain("It involves");
    // An overview that measures what is asked still answers it.
    expect(await reply("how long can a pace term be")).toContain("5 to 30 years");
  });

  it("does not quote it for another question about the same chargers", async () => {
    expect(await reply("do dc fast chargers wear out car batteries")).not.toContain("$300 a month");
  });
});

describe("the list of offices gives way to the sentence that says where", () => {
  it("quotes the sentence when the list says none of the question's words", async () => {
    const answer = await reply("where do your scaffolders get certified");
    expect(answer).toContain("certified at the Pueblo yard");
  });

  it("keeps the offices, or declines, when no sentence explains the question", async () => {
    const answer = await reply("where do your scaffolders live");
    expect(answer).not.toContain("Pueblo yard");
  });

  it("keeps the offices for a question about an office", async () => {
    const answer = await reply("where is your dublin office");
    expect(answer).toContain("Grand Canal Quay");
    expect(answer).not.toContain("Pueblo yard");
  });
});

describe("a project's page gives way to the sentence that holds the kind of fact asked (ADR 335)", () => {
  it("quotes the published sentence when the project's details hold no length of time", async () => {
    const answer = await reply("how long did the permian basin hydrogen pilot take to commission");
    expect(answer).toContain("within 11 weeks of delivery");
    expect(answer).toContain("](/blog/permian-pilot-commissioning)");
  });

  it("keeps the project's details for a question they answer", async () => {
    const answer = await reply("how big is the electrolyzer at the permian basin hydrogen pilot");
    expect(answer).toContain("5 MW electrolyzer");
  });

  it("declines when nothing published holds it", async () => {
    expect(await reply("how long did the douglas county fairgrounds solar take to build")).toMatch(
      /^I'm sorry, I don't have a reliable answer/,
    );
  });
});
