import { PageHeading } from "../../components/page-heading";

/** Blog Post — filled in by its feature issue. */
export default function BlogPostPage() {
  return <PageHeading title="Blog Post" />;
}
