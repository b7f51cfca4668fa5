import { PageHeading } from "../../components/page-heading";

/** Affiliate Program — filled in by its feature issue. */
export default function AffiliatesPage() {
  return <PageHeading title="Affiliate Program" />;
}
