import { PageHeading } from "../../components/page-heading";

/** Merchandise — filled in by its feature issue. */
export default function MerchPage() {
  return <PageHeading title="Merchandise" />;
}
