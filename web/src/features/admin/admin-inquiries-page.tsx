import { PageHeading } from "../../components/page-heading";

/** Inquiries — filled in by its feature issue. */
export default function AdminInquiriesPage() {
  return <PageHeading title="Inquiries" />;
}
