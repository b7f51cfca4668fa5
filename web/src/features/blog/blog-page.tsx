import { PageHeading } from "../../components/page-heading";

/** Blog — filled in by its feature issue. */
export default function BlogPage() {
  return <PageHeading title="Blog" />;
}
