import { PageHeading } from "../../components/page-heading";

/** Contact Us — filled in by its feature issue. */
export default function ContactPage() {
  return <PageHeading title="Contact Us" />;
}
