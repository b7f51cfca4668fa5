import { PageHeading } from "../../components/page-heading";

/** Projects — filled in by its feature issue. */
export default function AdminProjectsPage() {
  return <PageHeading title="Projects" />;
}
