import { lazy, Suspense, useEffect } from "react";
import { useParams } from "react-router";
import { Link } from "../../components/link";
import type { PublishedPost } from "#contract/entities.ts";
import { postHead } from "#contract/post-head.ts";
import { paths } from "#contract/routes.ts";
import { blogIntro } from "#content/blog.ts";
import { company } from "#content/site.ts";
import { Breadcrumbs } from "../../components/breadcrumbs";
import { HeadMeta } from "../../components/head-meta";
import { PageMeta } from "../../components/page-meta";
import { ShareLink } from "../../components/share-link";
import { shareCard } from "../../components/share-card";
import { buttonStyles } from "../../components/ui/button";
import { formatDate, formatNumber, labelFromSnake } from "#contract/format.ts";
import { BlogCard, Spinner } from "./blog-card";
import { SubscribeBox } from "../../components/subscribe-box";
import { useBlogPost, useRelatedPosts } from "./blog-api";
import { usePostViews } from "./post-views";
import { POST_IMAGE_SIZES } from "#contract/media-image.ts";
import { PostImage } from "./post-image";
import { POST_BODY_ELEMENT_ID } from "#contract/page-reads-element.ts";

// The way on (ADR 308), fetched only when the missing state shows; the server renders it whole.
const FindYourWay = lazy(() => import("../../components/search/find-your-way"));

/** /blog/{slug}: the article, its view count (this visit included), the author box and related articles. */
export default function BlogPostPage() {
  const { slug = "" } = useParams();
  const { data: post, isPending, error } = useBlogPost(slug);

  useEffect(() => {
    if (error) console.warn("Blog post not loaded:", error.message);
  }, [error]);

  if (isPending) return <Spinner label="Loading article" />;
  if (error || !post) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-24 text-center">
        <PageMeta title="Blog Post Not Found" noindex />
        <h1 className="text-3xl font-bold">Blog Post Not Found</h1>
        <p className="mt-4 text-muted-foreground">The article you're looking for doesn't exist or has been removed.</p>
        <Link to={paths.blog} className={`${buttonStyles()} mt-8`}>
          Back to Blog
        </Link>
        <Suspense fallback={null}>
          <FindYourWay />
        </Suspense>
      </section>
    );
  }
  return <Article key={post.id} post={post} />;
}

function Article({ post }: { post: PublishedPost }) {
  const views = usePostViews(post.id);
  const related = useRelatedPosts(post.slug).data ?? [];

  const head = postHead(post, company.siteUrl, shareCard("blog", blogIntro.heading));

  return (
    <article>
      <HeadMeta head={head} />
      <header className="border-b border-border bg-muted/60">
        <div className="mx-auto max-w-3xl px-4 py-12">
          <Breadcrumbs trail={head.breadcrumb} />
          <p className="mt-6 text-sm font-semibold capitalize text-accent">{labelFromSnake(post.category)}</p>
          <h1 className="mt-2 text-3xl font-bold md:text-5xl">{post.title}</h1>
          <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
            <span>By {post.author}</span>
            <time dateTime={post.publishedAt ?? undefined}>{formatDate(post.publishedAt)}</time>
            <span data-testid="view-count" aria-live="polite" className="min-w-20">
              {views === null ? (
                <span className="sr-only">Counting views</span>
              ) : (
                `${formatNumber(views)} ${views === 1 ? "view" : "views"}`
              )}
            </span>
          </p>
          <ShareLink className="mt-4" title={post.title} path={`${paths.blog}/${post.slug}`} />
        </div>
      </header>

      <div className="mx-auto max-w-3xl px-4 py-10">
        {post.imageUrl ? (
          <PostImage
            src={post.imageUrl}
            alt={post.image?.alt || post.title}
            image={post.image}
            sizes={POST_IMAGE_SIZES}
            className="rounded-lg"
            priority
          />
        ) : null}
        <p className="mt-8 text-xl leading-relaxed text-muted-foreground">{post.excerpt}</p>
        {post.tags.length > 0 ? (
          <ul aria-label="Tags" className="mt-6 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={`${paths.blog}?tag=${encodeURIComponent(tag)}`}
                  className="inline-block rounded-full bg-accent-soft px-3 py-1 text-sm font-medium hover:underline"
                >
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {/* Sanitised before storage and again by the Worker on every public read (worker/db/blog.ts), so a bad row can never run script in a reader's browser.
            Its id: the page's embedded read leaves the body out and the browser takes it from here (ADR 274). */}
        <div
          id={POST_BODY_ELEMENT_ID}
          className="post-body mt-8 space-y-4 leading-relaxed [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-bold [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the body is sanitised HTML, as the comment above says.
          dangerouslySetInnerHTML={{ __html: post.content }}
        />

        <aside aria-labelledby="about-author" className="mt-12 rounded-lg border border-border bg-card p-6">
          <h2 id="about-author" className="text-xl font-bold">
            About the Author
          </h2>
          {/* The bio the team wrote (an author profile, ADR 315), else the generated sentence. */}
          {post.authorBio ? (
            <>
              <p className="mt-2 font-semibold">{post.author}</p>
              <p className="mt-1">{post.authorBio}</p>
            </>
          ) : (
            <p className="mt-2">
              <strong>{post.author}</strong> is an industry expert specializing in {labelFromSnake(post.category)}.
            </p>
          )}
        </aside>
        <SubscribeBox id="article-subscribe" className="mt-8 rounded-lg border border-border bg-card p-6" />
      </div>

      {related.length > 0 ? (
        <section aria-labelledby="related-articles" className="border-t border-border bg-muted/60">
          <div className="mx-auto max-w-7xl px-4 py-12">
            <h2 id="related-articles" className="text-2xl font-bold">
              Related Articles
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-3">
              {related.map((r) => (
                <li key={r.id}>
                  <BlogCard post={r} linkLabel="Read More" titleInLink />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </article>
  );
}
