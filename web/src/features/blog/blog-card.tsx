import { Link } from "../../components/link";
import { pathTo } from "#contract/routes.ts";
import { Skeleton } from "../../components/ui/skeleton";
import { formatDate, labelFromSnake } from "#contract/format.ts";
import { CARD_IMAGE_SIZES } from "#contract/media-image.ts";
import type { PostListItem } from "#contract/public-lists.ts";
import { PostImage } from "./post-image";

/** The home preview's badge: the post's first tag, or 'General' when it has none. */
function previewBadge(post: Pick<PostListItem, "tags">): string {
  return post.tags[0] ?? "General";
}

/**
 * One post as a card (blog list, home preview, related articles): date, a badge (the category, or
 * for the home preview the first tag), title, two-line excerpt, author and a link. `withImage`
 * shows the post image (featured cards and the preview). `titleInLink`: the link's label alone is
 * generic ("Read More"), so the title is written into the link, visually hidden (below).
 */
export function BlogCard({
  post,
  withImage = false,
  linkLabel = "Read Article",
  headingLevel = 3,
  badge = "category",
  titleInLink = false,
}: {
  post: PostListItem;
  withImage?: boolean;
  linkLabel?: string;
  headingLevel?: 2 | 3;
  badge?: "category" | "tag";
  titleInLink?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = pathTo("blogPost", { slug: post.slug });
  // The link is named by its own text and the title ("Read Article <title>") without writing the
  // title twice into the page (ADR 256). A post is on a page once, so its id makes the ids unique.
  // Crawlers and Lighthouse's link-text audit read a link's text, not its aria-labelledby: a label
  // they list as generic ("Read More") carries the title in its text instead, after the visible
  // words, so the name still begins with what is seen (ADR 145). Only the related articles do
  // this: three cards, so the title written twice costs little there.
  const titleId = titleInLink ? undefined : `bt-${post.id}`;
  const linkId = titleInLink ? undefined : `br-${post.id}`;
  return (
    <article className="card">
      {withImage ? <PostImage src={post.imageUrl} alt="" image={post.image} sizes={CARD_IMAGE_SIZES} /> : null}
      <div className="card-body gap-3">
        <p className="card-meta card-dateline">
          <time dateTime={post.publishedAt?.slice(0, 10)}>{formatDate(post.publishedAt)}</time>
          <span className="card-badge">{badge === "tag" ? previewBadge(post) : labelFromSnake(post.category)}</span>
        </p>
        <Heading id={titleId} className="card-title">
          {post.title}
        </Heading>
        <p className="line-clamp-2 text-muted-foreground">{post.excerpt}</p>
        <p className="mt-auto text-sm">{`By ${post.author}`}</p>
        {titleInLink ? (
          <Link to={href} className="card-more">
            {linkLabel}
            <span className="sr-only">{` ${post.title}`}</span>
          </Link>
        ) : (
          <Link to={href} id={linkId} className="card-more" aria-labelledby={`${linkId} ${titleId}`}>
            {linkLabel}
          </Link>
        )}
      </div>
    </article>
  );
}

/** The loading stand-in for a card. */
export function BlogCardSkeleton({ withImage = false }: { withImage?: boolean }) {
  return (
    <div className="overflow-hidden rounded-lg border border-border bg-card" data-testid="blog-skeleton">
      {withImage ? <Skeleton className="aspect-video w-full rounded-none" /> : null}
      <div className="space-y-3 p-5">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-10 w-full" />
      </div>
    </div>
  );
}

/** A centred loading spinner with a label for screen readers. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex justify-center py-16">
      <span aria-hidden="true" className="h-10 w-10 animate-spin rounded-full border-4 border-muted border-t-primary" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
