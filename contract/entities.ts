/**
 * Entity shapes as the API returns them. Dates travel as ISO 8601 strings.
 */
import type { InquiryType, ProjectCategory, ProjectRegion } from "./enums";
import type { MediaImageInfo } from "./media-image";

/** A blog post as admins see it (drafts included); `viewCount` is the stored baseline. */
export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** Sanitised HTML. */
  content: string;
  author: string;
  /** Words joined by underscores, e.g. "renewable_energy". */
  category: string;
  tags: string[];
  keywords: string[];
  featured: boolean;
  published: boolean;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  viewCount: number;
  imageUrl: string | null;
  /** Alt text, pixel size and variants when imageUrl is an uploaded image (contract/media.ts). */
  image?: MediaImageInfo;
  metaTitle: string | null;
  metaDescription: string | null;
  canonicalUrl: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  ogImageUrl: string | null;
  /** Alt text, type and pixel size when ogImageUrl is an uploaded image (only a post's own read has it). */
  ogImage?: MediaImageInfo;
}

/**
 * A published post as GET /api/blog/{slug} answers it. No view count: the answer is cached at the
 * edge, and a live counter must never be (the count comes from POST /view or GET /views). Its
 * `content` has passed the sanitiser on this read too, so the page renders it as it comes.
 */
export type PublishedPost = Omit<BlogPost, "viewCount"> & {
  /** The bio of the author's profile (ADR 315), when the team wrote one: the "About the Author" box shows it. */
  authorBio?: string;
};

/** A post as GET /api/blog lists it: every field but the body, which only the post's own page needs. */
export type BlogPostSummary = Omit<PublishedPost, "content">;

/** A company on the partners wall. */
export interface Partner {
  id: number;
  name: string;
  logoUrl: string | null;
}

/** A delivered or running project. */
export interface Project {
  id: number;
  title: string;
  /** Plain text (cards, search, meta description); with a rich description, its text (ADR 312). */
  description: string;
  /**
   * The description as sanitised HTML, on one project's read only (GET /api/projects/:id, its page,
   * previews): the rich description, or the plain text's lines as paragraphs. The lists carry the
   * plain text only.
   */
  descriptionHtml?: string;
  location: string;
  year: number;
  client: string;
  category: ProjectCategory;
  region: ProjectRegion;
  imageUrl: string | null;
  /** Alt text, pixel size and variants when imageUrl is an uploaded image (contract/media.ts). */
  image?: MediaImageInfo;
  videoUrl: string | null;
  externalUrl: string | null;
  /** Short figures such as "2.4 MW capacity". */
  metrics: string[];
  createdAt: string;
}

/** A contact-form inquiry, as admins see it. */
export interface Inquiry {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  inquiryType: InquiryType;
  message: string;
  responded: boolean;
  respondedAt: string | null;
  respondedBy: string | null;
  createdAt: string;
}

/** The one error shape every failing API call answers with. */
export interface ApiError {
  message: string;
  /** Field name → the first message for that field. */
  issues?: Record<string, string>;
}

/** POST /api/blog/{id}/view: the post's view count including this view; GET /api/blog/{id}/views: the count now. */
export interface ViewCountResponse {
  viewCount: number;
}
