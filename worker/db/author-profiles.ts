/** Author profiles (ADR 315) and the values the post editor's pickers offer. */
import { asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { AuthorProfile, AuthorProfileInput, BlogTerms } from "#contract/author-profiles.ts";
import type { Db } from "./client";
import { type AuditStatement, withAudit } from "./audit";
import { authorProfiles, blogPosts, postTags } from "./schema";

/** Thrown when a profile's name (case aside) is another profile's. */
export class AuthorNameTakenError extends Error {}

type Row = typeof authorProfiles.$inferSelect;

const toProfile = (row: Row): AuthorProfile => ({
  id: row.id,
  name: row.name,
  bio: row.bio,
  updatedBy: row.updatedBy,
  updatedAt: row.updatedAt.toISOString(),
});

const isNameClash = (error: unknown) =>
  /UNIQUE constraint failed/i.test(String(error instanceof Error ? `${error.message} ${String(error.cause)}` : error));

async function named<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isNameClash(error)) throw new AuthorNameTakenError();
    throw error;
  }
}

export async function listAuthorProfiles(db: Db): Promise<AuthorProfile[]> {
  return (await db.select().from(authorProfiles).orderBy(sql`${authorProfiles.name} collate nocase`)).map(toProfile);
}

export async function findAuthorProfile(db: Db, id: number): Promise<AuthorProfile | null> {
  const row = await db.select().from(authorProfiles).where(eq(authorProfiles.id, id)).get();
  return row ? toProfile(row) : null;
}

/** The bio of the profile named `author` (case aside), or null: the public post read adds it. */
export async function authorBio(db: Db, author: string): Promise<string | null> {
  const row = await db
    .select({ bio: authorProfiles.bio })
    .from(authorProfiles)
    .where(sql`lower(${authorProfiles.name}) = lower(${author})`)
    .get();
  return row?.bio ?? null;
}

export async function createAuthorProfile(db: Db, input: AuthorProfileInput, by: string, audit: AuditStatement): Promise<AuthorProfile> {
  const [row] = await named(
    withAudit(
      db,
      db
        .insert(authorProfiles)
        .values({ ...input, updatedBy: by })
        .returning(),
      audit,
    ),
  );
  if (!row) throw new Error("Insert returned no row");
  return toProfile(row);
}

/** The profile as saved, or null when there is none by that id. */
export async function updateAuthorProfile(
  db: Db,
  id: number,
  input: AuthorProfileInput,
  by: string,
  audit: AuditStatement,
): Promise<AuthorProfile | null> {
  const [row] = await named(
    withAudit(
      db,
      db
        .update(authorProfiles)
        .set({ ...input, updatedBy: by, updatedAt: new Date() })
        .where(eq(authorProfiles.id, id))
        .returning(),
      audit,
    ),
  );
  return row ? toProfile(row) : null;
}

/** The deleted profile, or null. */
export async function deleteAuthorProfile(db: Db, id: number, audit: AuditStatement): Promise<AuthorProfile | null> {
  const [row] = await withAudit(db, db.delete(authorProfiles).where(eq(authorProfiles.id, id)).returning(), audit);
  return row ? toProfile(row) : null;
}

/** The slugs of the published posts by an author (case aside): the public pages a profile change shows on. */
export async function slugsByAuthor(db: Db, author: string): Promise<string[]> {
  const rows = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(sql`lower(${blogPosts.author}) = lower(${author}) and ${blogPosts.published} = 1 and ${blogPosts.deletedAt} is null`);
  return rows.map((row) => row.slug);
}

const TERMS_MAX = 200;

/** The categories, tags and authors in use (the trash aside), most used first, for the editor's pickers. */
export async function blogTerms(db: Db): Promise<BlogTerms> {
  const live = isNull(blogPosts.deletedAt);
  const [categories, tags, authors, profiles] = await Promise.all([
    db
      .select({ value: blogPosts.category })
      .from(blogPosts)
      .where(live)
      .groupBy(blogPosts.category)
      .orderBy(desc(sql`count(*)`), asc(blogPosts.category))
      .limit(TERMS_MAX),
    db
      .select({ value: postTags.tag })
      .from(postTags)
      .innerJoin(blogPosts, eq(blogPosts.id, postTags.postId))
      .where(live)
      .groupBy(postTags.tag)
      .orderBy(desc(sql`count(*)`), asc(postTags.tag))
      .limit(TERMS_MAX),
    db
      .select({ value: blogPosts.author })
      .from(blogPosts)
      .where(live)
      .groupBy(blogPosts.author)
      .orderBy(desc(sql`count(*)`), asc(blogPosts.author))
      .limit(TERMS_MAX),
    db.select({ value: authorProfiles.name }).from(authorProfiles).limit(TERMS_MAX),
  ]);
  const names = new Map<string, string>();
  for (const { value } of [...profiles, ...authors]) if (!names.has(value.toLowerCase())) names.set(value.toLowerCase(), value);
  return { categories: categories.map((r) => r.value), tags: tags.map((r) => r.value), authors: [...names.values()] };
}
