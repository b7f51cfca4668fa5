/**
 * Turns the demo content into SQL for `wrangler d1 execute --file` (and into prepared statements
 * for workerd tests that need the seeded database). Explicit ids and INSERT OR IGNORE make seeding
 * idempotent: a second run adds nothing. A post's body is stored as the admin API stores it,
 * sanitised and stamped (worker/db/post-body.ts), so the public reads serve it as stored rather
 * than sanitising it on every read (ADR 259).
 */
import { bodyToStore } from "#worker/db/post-body.ts";
import { demoInquiries, demoPartners, demoPosts, demoProjects } from "./demo-content.ts";

type Value = string | number | boolean | null | readonly string[];

function sqlValue(value: Value): string {
  if (value === null) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") return String(value);
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return `'${text.replaceAll("'", "''")}'`;
}

function ms(iso: string | null): number | null {
  return iso === null ? null : Date.parse(iso);
}

type Row = Record<string, Value>;

function insert(table: string, rows: Row[]): string {
  return rows
    .map((row) => {
      const columns = Object.keys(row);
      return `INSERT OR IGNORE INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((c) => sqlValue(row[c] ?? null)).join(", ")});`;
    })
    .join("\n");
}

/** One INSERT OR IGNORE per row with `?` placeholders and its values (lists as JSON, booleans as 0/1). */
export interface SeedStatement {
  readonly sql: string;
  readonly values: (string | number | null)[];
}

/** The demo content as prepared statements, in the order `buildSeedSql` inserts it. */
export async function seedStatements(): Promise<SeedStatement[]> {
  return Object.entries(await seedRows()).flatMap(([table, rows]) =>
    rows.map((row) => {
      const columns = Object.keys(row);
      return {
        sql: `INSERT OR IGNORE INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
        values: columns.map((c) => {
          const value = row[c] ?? null;
          return typeof value === "boolean"
            ? value
              ? 1
              : 0
            : Array.isArray(value)
              ? JSON.stringify(value)
              : (value as string | number | null);
        }),
      };
    }),
  );
}

export async function buildSeedSql(): Promise<string> {
  return Object.entries(await seedRows())
    .map(([table, rows]) => insert(table, rows))
    .join("\n");
}

/** The rows of each table, keyed by table name in insertion order. */
async function seedRows(): Promise<Record<"blog_posts" | "projects" | "partners" | "inquiries", Row[]>> {
  const bodies = await Promise.all(demoPosts.map((p) => bodyToStore(p.content)));
  const posts = demoPosts.map((p, i) => ({
    id: i + 1,
    slug: p.slug,
    title: p.title,
    excerpt: p.excerpt,
    content: bodies[i]!.content,
    content_sanitized: bodies[i]!.contentSanitized,
    author: p.author,
    category: p.category,
    tags: p.tags,
    keywords: p.keywords,
    featured: p.featured,
    published: p.published,
    published_at: ms(p.publishedAt),
    view_count: p.viewCount,
    image_url: p.imageUrl,
    meta_title: p.metaTitle,
    meta_description: p.metaDescription,
    canonical_url: p.canonicalUrl,
    og_title: p.ogTitle,
    og_description: p.ogDescription,
    og_image_url: p.ogImageUrl,
    created_at: ms(p.createdAt),
    // A post is last touched when it was published (drafts: when written).
    updated_at: Math.max(ms(p.createdAt) ?? 0, ms(p.publishedAt) ?? 0),
  }));
  const projects = demoProjects.map((p, i) => ({
    id: i + 1,
    title: p.title,
    description: p.description,
    location: p.location,
    year: p.year,
    client: p.client,
    category: p.category,
    region: p.region,
    image_url: p.imageUrl,
    video_url: p.videoUrl,
    external_url: p.externalUrl,
    metrics: p.metrics,
    created_at: ms(p.createdAt),
    updated_at: ms(p.createdAt),
  }));
  const partners = demoPartners.map((p, i) => ({ id: i + 1, name: p.name, logo_url: p.logoUrl, sort_order: i + 1 }));
  const inquiries = demoInquiries.map((q, i) => ({
    id: i + 1,
    first_name: q.firstName,
    last_name: q.lastName,
    email: q.email,
    company: q.company,
    inquiry_type: q.inquiryType,
    message: q.message,
    responded: q.responded,
    responded_at: q.responded ? ms(q.createdAt) : null,
    responded_by: q.responded ? "declan@kilbride.example" : null,
    created_at: ms(q.createdAt),
  }));
  return { blog_posts: posts, projects, partners, inquiries };
}
