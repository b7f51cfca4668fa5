import { PageHeading } from "../../components/page-heading";

/** Kilbride Industries — filled in by its feature issue. */
export default function HomePage() {
  return <PageHeading title="Kilbride Industries" />;
}
