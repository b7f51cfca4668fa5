import { env } from "cloudflare:test";
import { getDb } from "#worker/db/client.ts";
import { blogPosts, projects } from "#worker/db/schema.ts";
import { quantities } from "#worker/chat/slots.ts";
import { clientIp, postJson } from "./helpers";

/** Two published posts, one draft and four projects the assistant can find. */
export async function seedChatContent(): Promise<void> {
  const db = getDb(env);
  const post = { content: "<p>Body.</p>", author: "Aoife Brennan", keywords: [], featured: false };
  await db
    .insert(blogPosts)
    .values([
      {
        ...post,
        id: 101,
        slug: "pace-financing-explained",
        title: "C-PACE Financing Explained for Building Owners",
        excerpt: "Funding upgrades through the property tax bill.",
        category: "financing",
        tags: ["financing", "pace"],
        published: true,
        publishedAt: new Date("2025-03-01T12:00:00Z"),
      },
      {
        ...post,
        id: 102,
        slug: "sizing-an-electrolyzer",
        title: "Sizing an Electrolyzer: Lessons from Green Hydrogen Projects",
        excerpt: "What three plants taught us about electrolyzer size.",
        category: "hydrogen",
        tags: ["hydrogen"],
        published: true,
        publishedAt: new Date("2025-05-01T12:00:00Z"),
      },
      {
        ...post,
        id: 103,
        slug: "draft-hydrogen-pricing",
        title: "Draft: Hydrogen Pricing for Next Year",
        excerpt: "Not public yet.",
        category: "hydrogen",
        tags: ["hydrogen"],
        published: false,
        publishedAt: null,
      },
    ])
    .onConflictDoNothing();
  const project = { client: "Demo Client", metrics: [] };
  await db
    .insert(projects)
    .values([
      {
        ...project,
        id: 201,
        title: "Galway Retail Park Charging",
        description: "Destination and rapid charging across a retail park.",
        location: "Galway, Ireland",
        year: 2025,
        category: "ev_charging",
        region: "ireland",
        createdAt: new Date("2025-06-12T10:00:00Z"),
      },
      {
        ...project,
        id: 202,
        title: "Castle Rock Civic Charging Hub",
        description: "A public charging hub beside the civic centre.",
        location: "Castle Rock, Colorado",
        year: 2023,
        category: "ev_charging",
        region: "usa",
        createdAt: new Date("2023-11-08T16:00:00Z"),
      },
      {
        ...project,
        id: 203,
        title: "Permian Basin Hydrogen Pilot",
        description: "A 5 MW electrolyzer beside a solar farm.",
        location: "Midland, Texas",
        year: 2024,
        category: "hydrogen",
        region: "usa",
        createdAt: new Date("2024-04-02T10:00:00Z"),
      },
      {
        ...project,
        id: 204,
        title: "Douglas County Fairgrounds Solar",
        description: "A ground-mounted array beside the fairgrounds.",
        location: "Castle Rock, Colorado",
        year: 2012,
        category: "solar",
        region: "usa",
        createdAt: new Date("2012-10-15T15:00:00Z"),
      },
    ])
    .onConflictDoNothing();
}

export interface ChatAnswer {
  status: number;
  body: { response?: string; conversationId?: string; message?: string; issues?: Record<string, string> };
}

/** One chat call from its own client address (so the rate limit of one test does not touch another). */
export async function ask(body: unknown, ip = clientIp()): Promise<ChatAnswer> {
  const res = await postJson("/api/ai/chat", body, { headers: { "CF-Connecting-IP": ip } });
  return { status: res.status, body: (await res.json()) as ChatAnswer["body"] };
}

/**
 * The messages asked in turn in one conversation (a follow-up reads the turns before it); the last
 * answer's text. Any answer other than 200 fails, naming its message.
 */
export async function askInTurn(messages: readonly string[]): Promise<string> {
  let conversationId: string | null = null;
  let response = "";
  for (const message of messages) {
    const { status, body } = await ask({ message, conversationId, reset: false });
    if (status !== 200) throw new Error(`"${message}" answered ${status}: ${body.message ?? ""}`);
    conversationId = body.conversationId ?? null;
    response = body.response ?? "";
  }
  return response;
}

/** One message in a new conversation: its answer's text (a status other than 200 fails, as in askInTurn). */
export const reply = (message: string): Promise<string> => askInTurn([message]);

/** A text's figures as the assistant reads them, unit and value only. */
export const slots = (text: string) => quantities(text).map(({ unit, value }) => ({ unit, value }));

/** The calculator links of an answer, in order. */
export const calculatorLinks = (text: string | undefined) =>
  [...(text ?? "").matchAll(/\]\((\/calculators\?[^)]+)\)/g)].map((m) => m[1] ?? "");
