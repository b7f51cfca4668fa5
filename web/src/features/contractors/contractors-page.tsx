import { PageHeading } from "../../components/page-heading";

/** Contractor Network — filled in by its feature issue. */
export default function ContractorsPage() {
  return <PageHeading title="Contractor Network" />;
}
