import { PageHeading } from "../../components/page-heading";

/** Project — filled in by its feature issue. */
export default function ProjectPage() {
  return <PageHeading title="Project" />;
}
