import { useEffect } from "react";
import { Link } from "../../components/link";
import { HOME_POST_COUNT } from "#contract/read-paths.ts";
import { paths } from "#contract/routes.ts";
import { buttonStyles } from "../../components/ui/button";
import { BlogCard, BlogCardSkeleton } from "./blog-card";
import { useLatestPosts } from "./blog-api";

/** The home page's newest three posts (read alone, not the list) (badge: the first tag): 3 skeletons while loading, 'No blog posts found.' when empty or failed. */
export function BlogPreview() {
  const { data, isPending, error } = useLatestPosts(HOME_POST_COUNT);

  useEffect(() => {
    if (error) console.error(error.message, error.cause);
  }, [error]);

  if (isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading blog posts" className="grid gap-6 md:grid-cols-3">
        {Array.from({ length: HOME_POST_COUNT }, (_, i) => (
          <BlogCardSkeleton key={i} withImage />
        ))}
      </div>
    );
  }
  const posts = data ?? [];
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
