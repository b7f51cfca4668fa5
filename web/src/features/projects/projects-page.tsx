import { PageHeading } from "../../components/page-heading";

/** Our Projects — filled in by its feature issue. */
export default function ProjectsPage() {
  return <PageHeading title="Our Projects" />;
}
