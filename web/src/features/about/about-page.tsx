import { PageHeading } from "../../components/page-heading";

/** About Us — filled in by its feature issue. */
export default function AboutPage() {
  return <PageHeading title="About Us" />;
}
