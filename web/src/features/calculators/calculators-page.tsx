import { PageHeading } from "../../components/page-heading";

/** Cost Calculators — filled in by its feature issue. */
export default function CalculatorsPage() {
  return <PageHeading title="Cost Calculators" />;
}
