import { PageHeading } from "../../components/page-heading";

/** Blog Posts — filled in by its feature issue. */
export default function AdminBlogPage() {
  return <PageHeading title="Blog Posts" />;
}
