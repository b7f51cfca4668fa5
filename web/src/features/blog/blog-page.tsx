import { useEffect } from "react";
import { useSearchParams } from "../../lib/use-search-params";
import { Link } from "../../components/link";
import { listPageSearch, readBlogListParams } from "#contract/public-lists.ts";
import { paths } from "#contract/routes.ts";
import { blogIntro } from "#content/blog.ts";
import { blogFeedPath, subscribeBox } from "#content/site.ts";
import { MissingListPage, Pager } from "../../components/list-pages";
import { PageHeading } from "../../components/page-heading";
import { buttonStyles } from "../../components/ui/button";
import { KeptMarkup } from "../../components/kept-markup";
import { isMissingRead } from "../../lib/public-read";
import { BlogCard, Spinner } from "./blog-card";
import { useBlogPage } from "./blog-api";

/** The address of a page of /blog (page 1 has no `page`, so it is plain /blog or /blog?tag=…). */
const blogPageHref = (tag: string, page: string) =>
  `${paths.blog}${listPageSearch([
    ["tag", tag, ""],
    ["page", page, "1"],
  ])}`;

/** The element holding the page's cards, which hydration keeps as the server rendered it. */
const BLOG_CARDS = "blog-cards";

/**
 * /blog: a page of posts, featured ones first (in their own section), then the rest, with page
 * links; `?tag=` narrows the list to one tag (case-insensitive), `?page=` picks the page.
 */
export default function BlogPage() {
  const [params] = useSearchParams();
  const list = readBlogListParams(params);
  const { tag } = list;
  const { data, isPending, error, refetch } = useBlogPage(list);
  const missing = data === null || isMissingRead(error);

  useEffect(() => {
    if (error && !missing) console.error(error.message, error.cause);
  }, [error, missing]);

  if (missing) return <MissingListPage firstPage={blogPageHref(tag, "1")} backLabel="Back to Blog" />;
  // Without items, the page is the one the HTML was rendered with: its cards stay as they are (ADR 256).
  const posts = data?.items;
  const featured = posts?.filter((p) => p.featured) ?? [];
  const more = posts?.filter((p) => !p.featured) ?? [];

  return (
    <>
      <PageHeading
        title={blogIntro.heading}
        intro={blogIntro.text}
        search={listPageSearch([
          ["tag", tag, ""],
          ["page", list.page, "1"],
        ])}
      >
        <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1">
          <a href={blogFeedPath} type="application/rss+xml" className="text-primary underline underline-offset-4">
            {subscribeBox.rss}
          </a>
          <Link to={paths.subscribe} className="text-primary underline underline-offset-4">
            {subscribeBox.byEmail}
          </Link>
        </p>
        {tag ? (
          <p className="mt-6 flex flex-wrap items-center gap-3" role="status">
            <span>
              Showing articles tagged <span className="rounded-full bg-accent-soft px-3 py-1 font-semibold">{tag}</span>
            </span>
            <Link to={paths.blog} className={buttonStyles({ variant: "outline", size: "sm" })}>
              Show all articles
            </Link>
          </p>
        ) : null}
      </PageHeading>
      <div className="mx-auto max-w-7xl px-4 py-10">
        {isPending ? (
          <Spinner label="Loading blog posts" />
        ) : error ? (
          <p role="alert" className="py-16 text-center text-destructive">
            Failed to load blog posts. Please try again later.
          </p>
        ) : (posts?.length ?? data?.totalItems) === 0 ? (
          <div className="rounded-lg border border-border bg-card p-10 text-center">
            <h2 className="text-2xl font-bold">{tag ? "No Articles Found" : "No blog posts found."}</h2>
            {tag ? (
              <>
                <p className="mt-2 text-muted-foreground">{`No articles are tagged "${tag}" yet.`}</p>
                <Link to={paths.blog} className={`${buttonStyles({ variant: "outline" })} mt-6`}>
                  Show all articles
                </Link>
              </>
            ) : null}
          </div>
        ) : (
          <div className="space-y-12">
            {posts ? (
              <div id={BLOG_CARDS} className="space-y-12">
                {featured.length > 0 ? (
                  <section aria-labelledby="featured-articles">
                    <h2 id="featured-articles" className="text-2xl font-bold">
                      Featured Articles
                    </h2>
                    <ul className="mt-6 grid gap-6 md:grid-cols-2">
                      {featured.map((post) => (
                        <li key={post.id}>
                          <BlogCard post={post} withImage />
                        </li>
                      ))}
                    </ul>
                  </section>
                ) : null}
                {more.length > 0 ? (
                  <section aria-labelledby="more-articles">
                    <h2 id="more-articles" className="text-2xl font-bold">
                      More Articles
                    </h2>
                    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                      {more.map((post) => (
                        <li key={post.id}>
                          <BlogCard post={post} />
                        </li>
                      ))}
                    </ul>
                  </section>
                ) : null}
              </div>
            ) : (
              <KeptMarkup id={BLOG_CARDS} className="space-y-12" onNeedItems={refetch} />
            )}
            {data ? (
              <Pager page={data.page} totalPages={data.totalPages} hrefOf={(n) => blogPageHref(tag, String(n))} label="Blog pages" />
            ) : null}
          </div>
        )}
      </div>
    </>
  );
}
