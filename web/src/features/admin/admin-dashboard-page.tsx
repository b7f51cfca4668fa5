import { PageHeading } from "../../components/page-heading";

/** Admin Dashboard — filled in by its feature issue. */
export default function AdminDashboardPage() {
  return <PageHeading title="Admin Dashboard" />;
}
