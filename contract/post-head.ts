/**
 * A post's head (/blog/{slug}): kept apart from contract/meta.ts because its description falls back
 * to the post's text; the other pages' heads need none of that.
 */
import type { PublishedPost } from "./entities";
import { leadingTextOfSanitisedHtml } from "./html-text";
import { uploadShareImage, type ShareImage } from "./share-image";
import {
  absoluteShareImage,
  absoluteUrl,
  entityImages,
  META_DESCRIPTION_MAX,
  organizationRef,
  postMetaTitle,
  sitePageUrl,
  truncateAtWord,
  webPageRef,
  type HeadData,
} from "./meta";

/** The post's description: metaDescription, else its text without tags cut to 160 at a word boundary. */
export function postMetaDescription(post: Pick<PublishedPost, "content" | "metaDescription">): string {
  // The cut needs only the text's first 160 characters, and whether there are more.
  return (
    post.metaDescription?.trim() || truncateAtWord(leadingTextOfSanitisedHtml(post.content, META_DESCRIPTION_MAX), META_DESCRIPTION_MAX)
  );
}

/**
 * Head of /blog/{slug}. Its share image: its sharing image, else its own image, whichever first is
 * an uploaded JPEG or PNG; else `card` (the Blog card).
 */
export function postHead(post: PublishedPost, siteUrl: string, card: ShareImage): HeadData {
  const title = postMetaTitle(post);
  const description = postMetaDescription(post);
  const canonical = post.canonicalUrl
    ? absoluteUrl(siteUrl, post.canonicalUrl)
    : sitePageUrl(siteUrl, `/blog/${encodeURIComponent(post.slug)}`);
  const ownImage = post.imageUrl ? absoluteUrl(siteUrl, post.imageUrl) : undefined;
  const share =
    uploadShareImage(post.ogImageUrl, post.ogImage, post.title) ?? uploadShareImage(post.imageUrl, post.image, post.title) ?? card;
  const image = absoluteShareImage(siteUrl, share);
  const publishedTime = post.publishedAt ?? undefined;
  return {
    title,
    description,
    canonical,
    keywords: post.keywords.length > 0 ? post.keywords.join(", ") : undefined,
    og: {
      type: "article",
      title: post.ogTitle?.trim() || title,
      description: post.ogDescription?.trim() || description,
      url: canonical,
      image,
    },
    article: {
      publishedTime,
      modifiedTime: post.updatedAt,
      author: post.author,
      section: post.category.replace(/_/g, " "),
      tags: post.tags,
    },
    breadcrumb: [
      { name: "Blog", path: "/blog" },
      { name: post.title, path: `/blog/${encodeURIComponent(post.slug)}` },
    ],
    entities: [
      {
        "@type": "BlogPosting",
        headline: post.title,
        description,
        author: { "@type": "Person", name: post.author },
        datePublished: publishedTime,
        dateModified: post.updatedAt,
        publisher: organizationRef(siteUrl),
        image: entityImages(image, ownImage),
        keywords: post.keywords.join(", "),
        mainEntityOfPage: webPageRef(canonical),
      },
    ],
  };
}
