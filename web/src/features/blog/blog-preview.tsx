/** The home page's first three posts. Built by the blog issue. */
export function BlogPreview() {
  return null;
}
