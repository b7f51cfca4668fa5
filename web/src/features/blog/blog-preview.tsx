import { useEffect } from "react";
import { Link } from "react-router";
import { paths } from "#contract/routes.ts";
import { buttonStyles } from "../../components/ui/button";
import { BlogCard, BlogCardSkeleton } from "./blog-card";
import { useBlogPosts } from "./blog-api";

const BLOG_PREVIEW_COUNT = 3;

/** The home page's first three posts (badge: the first tag): 3 skeletons while loading, 'No blog posts found.' when empty or failed. */
export function BlogPreview() {
  const { data, isPending, error } = useBlogPosts();

  useEffect(() => {
    if (error) console.error(error.message, error.cause);
  }, [error]);

  if (isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading blog posts" className="grid gap-6 md:grid-cols-3">
        {Array.from({ length: BLOG_PREVIEW_COUNT }, (_, i) => (
          <BlogCardSkeleton key={i} withImage />
        ))}
      </div>
    );
  }
  const posts = (data ?? []).slice(0, BLOG_PREVIEW_COUNT);
  if (posts.length === 0) return <p className="py-8 text-center text-muted-foreground">No blog posts found.</p>;
  return (
    <div>
      <ul className="grid gap-6 md:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <BlogCard post={post} withImage badge="tag" />
          </li>
        ))}
      </ul>
      <div className="mt-8 text-center">
        <Link to={paths.blog} className={buttonStyles({ variant: "outline" })}>
          View All Articles
        </Link>
      </div>
    </div>
  );
}
