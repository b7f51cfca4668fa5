import { PageHeading } from "../../components/page-heading";

/** Start Your Project — filled in by its feature issue. */
export default function ClientsPage() {
  return <PageHeading title="Start Your Project" />;
}
