import { PageHeading } from "../../components/page-heading";

/** Products — filled in by its feature issue. */
export default function ServicesPage() {
  return <PageHeading title="Products" />;
}
