import { env } from "cloudflare:test";
import { getDb } from "#worker/db/client.ts";
import { blogPosts, projects } from "#worker/db/schema.ts";

export const LONG_TITLE = 'Hydrogen "Storage" <Tanks> & Compression: A Field Guide for Plant Owners';
const LONG_BODY =
  "<p>Green hydrogen plants live or die by <strong>storage</strong> sizing. " +
  "Too little and the electrolyzer idles when the tanks are full; too much and capital sits unused for years. " +
  "Here is how we size tanks, compressors and safety systems for industrial buyers in Europe and America.</p>";

/** Three posts (two published, one draft) and three projects with known ids. */
export async function seedContent(): Promise<void> {
  const db = getDb(env);
  await db
    .insert(blogPosts)
    .values([
      {
        id: 1,
        slug: "hydrogen-storage-guide",
        title: LONG_TITLE,
        excerpt: "How we size hydrogen storage.",
        content: LONG_BODY,
        author: "Ciara Byrne",
        category: "hydrogen_energy",
        tags: ["hydrogen", "storage"],
        keywords: ["hydrogen storage", "compression"],
        featured: true,
        published: true,
        publishedAt: new Date("2024-03-05T15:00:00Z"),
        viewCount: 100,
        imageUrl: "/images/blog/hydrogen.svg",
        createdAt: new Date("2024-03-01T10:00:00Z"),
        updatedAt: new Date("2024-03-06T10:00:00Z"),
      },
      {
        id: 2,
        slug: "solar-roi",
        title: "Solar ROI",
        excerpt: "Payback in plain numbers.",
        content: "<p>Short body.</p>",
        author: "Siobhan Murphy",
        category: "renewable_energy",
        tags: ["solar"],
        keywords: [],
        featured: false,
        published: true,
        publishedAt: new Date("2024-04-01T15:00:00Z"),
        viewCount: 0,
        metaTitle: "Commercial Solar ROI Explained",
        metaDescription: "What a rooftop array earns.",
        ogImageUrl: "https://cdn.example.org/og/solar.png",
        createdAt: new Date("2024-03-20T10:00:00Z"),
        updatedAt: new Date("2024-04-02T10:00:00Z"),
      },
      {
        id: 3,
        slug: "draft-post",
        title: "Not Yet",
        excerpt: "Draft.",
        content: "<p>Draft.</p>",
        author: "Declan Kilbride",
        category: "company_news",
        published: false,
        publishedAt: null,
        viewCount: 5,
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(projects)
    .values([
      {
        id: 1,
        title: "Pueblo <Agrivoltaic> Array",
        description: "A 4 MW array over grazing land.",
        location: "Pueblo, Colorado",
        year: 2022,
        client: "High Plains Co-op",
        category: "solar",
        region: "usa",
        imageUrl: "/images/projects/pueblo.svg",
        videoUrl: "/media/pueblo.webm",
        externalUrl: "https://dashboard.kilbride.example/pueblo",
        metrics: ["4 MW", "6,100 MWh a year"],
        createdAt: new Date("2022-06-01T00:00:00Z"),
        updatedAt: new Date("2022-07-01T00:00:00Z"),
      },
      {
        id: 2,
        title: "Rotterdam Port Electrolyzer",
        description: "A 20 MW electrolyzer at the port.",
        location: "Rotterdam, Netherlands",
        year: 2024,
        client: "Maas Hydrogen BV",
        category: "hydrogen",
        region: "international",
        metrics: [],
        createdAt: new Date("2024-02-01T00:00:00Z"),
      },
      {
        id: 3,
        title: "Dublin Depot Chargers",
        description: "Depot charging for 40 vans.",
        location: "Dublin, Ireland",
        year: 2023,
        client: "An Post Fleet",
        category: "ev_charging",
        region: "ireland",
        metrics: [],
        createdAt: new Date("2023-05-01T00:00:00Z"),
      },
    ])
    .onConflictDoNothing();
}

/** A small XML well-formedness check: one root, properly nested tags, quoted attributes, known entities. */
export function assertWellFormedXml(xml: string): void {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, "");
  const stack: string[] = [];
  let roots = 0;
  const token = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/g;
  for (const m of body.matchAll(token)) {
    const [, closing, name, , selfClosing, text, strayLt] = m;
    if (strayLt) throw new Error(`stray "<" at ${m.index}`);
    if (text !== undefined) {
      if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(text))
        throw new Error(`bad entity in ${JSON.stringify(text.slice(0, 40))}`);
      if (stack.length === 0 && text.trim() !== "") throw new Error("text outside the root element");
      continue;
    }
    if (closing) {
      if (stack.pop() !== name) throw new Error(`mismatched </${name}>`);
    } else if (!selfClosing) {
      if (stack.length === 0) roots += 1;
      stack.push(name ?? "");
    } else if (stack.length === 0) roots += 1;
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack.join("><")}>`);
  if (roots !== 1) throw new Error(`${roots} root elements`);
}
