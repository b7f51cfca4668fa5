/**
 * A post's or project's preview entity (ADR 313): exactly what the public read of that page answers
 * (GET /api/blog/:slug, GET /api/projects/:id), image details included, made from an editor's form
 * or a stored draft. A post shows as it would once published now: the date its form sets, its own
 * date, or today's.
 */
import { slugify } from "#contract/admin-content.ts";
import type { Project, PublishedPost } from "#contract/entities.ts";
import { paragraphsHtml } from "#contract/plain-description.ts";
import { sanitizeHtml } from "#contract/sanitize-html.ts";
import { authorBio } from "../db/author-profiles";
import { publicDb } from "../db/client";
import { withImageInfo } from "../media/public-images";

type Bindings = Pick<Env, "DB" | "IMAGE_TRANSFORMATIONS">;

/** A post's own fields, as its form or its row holds them. */
export type PostFields = Omit<
  PublishedPost,
  "id" | "slug" | "published" | "publishedAt" | "createdAt" | "updatedAt" | "image" | "ogImage" | "authorBio"
>;

export async function postPreview(
  env: Bindings,
  fields: PostFields & { slug: string; publishedAt?: string | null },
  saved: { id: number; slug: string; publishedAt: string | null; createdAt: string } | null,
  now: Date,
): Promise<PublishedPost> {
  const post: PublishedPost = {
    title: fields.title,
    excerpt: fields.excerpt,
    content: fields.content,
    author: fields.author,
    category: fields.category,
    tags: fields.tags,
    keywords: fields.keywords,
    featured: fields.featured,
    imageUrl: fields.imageUrl,
    metaTitle: fields.metaTitle,
    metaDescription: fields.metaDescription,
    canonicalUrl: fields.canonicalUrl,
    ogTitle: fields.ogTitle,
    ogDescription: fields.ogDescription,
    ogImageUrl: fields.ogImageUrl,
    id: saved?.id ?? 0,
    slug: fields.slug || saved?.slug || slugify(fields.title) || "preview",
    published: true,
    // The date the form sets, else the one it has, else today's (as publishing now would give it).
    publishedAt: fields.publishedAt || saved?.publishedAt || now.toISOString(),
    createdAt: saved?.createdAt ?? now.toISOString(),
    updatedAt: now.toISOString(),
  };
  const bio = await authorBio(publicDb(env), post.author);
  if (bio) post.authorBio = bio;
  const [shown = post] = await withImageInfo(env, [post]);
  const [sharing] = await withImageInfo(env, [{ imageUrl: post.ogImageUrl }]);
  return sharing?.image ? { ...shown, ogImage: sharing.image } : shown;
}

/** A project's own fields, as its form or its row holds them. */
export type ProjectFields = Omit<Project, "id" | "createdAt" | "image" | "descriptionHtml"> & { descriptionHtml: string | null };

export async function projectPreview(
  env: Bindings,
  fields: ProjectFields,
  saved: { id: number; createdAt: string } | null,
  now: Date,
): Promise<Project> {
  const project: Project = {
    title: fields.title,
    description: fields.description,
    location: fields.location,
    year: fields.year,
    client: fields.client,
    category: fields.category,
    region: fields.region,
    imageUrl: fields.imageUrl,
    videoUrl: fields.videoUrl,
    externalUrl: fields.externalUrl,
    metrics: fields.metrics,
    // Sanitised again as the public read does (worker/db/projects.ts), so the preview shows the same HTML.
    descriptionHtml: fields.descriptionHtml ? sanitizeHtml(fields.descriptionHtml) : paragraphsHtml(fields.description),
    id: saved?.id ?? 0,
    createdAt: saved?.createdAt ?? now.toISOString(),
  };
  const [shown = project] = await withImageInfo(env, [project]);
  return shown;
}
