import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { paths } from "#contract/routes.ts";
import { blogIntro } from "#content/blog.ts";
import { PageHeading } from "../../components/page-heading";
import { buttonStyles } from "../../components/ui/button";
import { BlogCard, Spinner } from "./blog-card";
import { useBlogPosts } from "./blog-api";
import { postsTagged } from "./posts-tagged";

/** /blog: featured and other posts; `?tag=` narrows the list to one tag (case-insensitive). */
export default function BlogPage() {
  const [params] = useSearchParams();
  const tag = params.get("tag")?.trim() ?? "";
  const { data, isPending, error } = useBlogPosts();

  useEffect(() => {
    if (error) console.error(error.message, error.cause);
  }, [error]);

  const posts = data ? (tag ? postsTagged(data, tag) : data) : [];
  const featured = posts.filter((p) => p.featured);
  const more = posts.filter((p) => !p.featured);

  return (
    <>
      <PageHeading title={blogIntro.heading} intro={blogIntro.text}>
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
        ) : posts.length === 0 ? (
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
        )}
      </div>
    </>
  );
}
