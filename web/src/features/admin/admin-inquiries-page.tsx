/**
 * /admin/inquiries — contact inquiries: search, 'Mark Responded' on pending rows, delete.
 * A failed respond or delete shows nothing (spec section 8); a success refetches the list.
 */
import { useState } from "react";
import { inquiryTypes } from "../../../../contract/enums";
import { Button } from "../../components/ui/button";
import { titleFromSnake } from "../../../../contract/format";
import { useDeleteInquiry, useInquiries, useRespondInquiry } from "./admin-api";
import { AdminFrame } from "./admin-frame";
import { AdminTable, Badge, localDate, MessageRow, SearchBox } from "./admin-ui";
import { ConfirmDelete } from "./confirm-delete";
import { matchesSearch } from "./search";

const headers = ["Name", "Type", "Status", "Date", "Actions"] as const;

function InquiriesTable() {
  const [term, setTerm] = useState("");
  const [deleting, setDeleting] = useState<number | null>(null);
  const inquiries = useInquiries();
  const respond = useRespondInquiry();
  const remove = useDeleteInquiry();
  const rows = (inquiries.data ?? []).filter((q) => matchesSearch(term, [q.firstName, q.lastName, q.email, q.message]));

  return (
    <>
      <SearchBox label="Search inquiries" value={term} onChange={setTerm} />
      <AdminTable caption="Inquiries" headers={headers}>
        {inquiries.isPending ? (
          <MessageRow columns={headers.length}>Loading inquiries...</MessageRow>
        ) : inquiries.isError ? (
          <MessageRow columns={headers.length}>Failed to load inquiries.</MessageRow>
        ) : rows.length === 0 ? (
          <MessageRow columns={headers.length}>No inquiries found.</MessageRow>
        ) : (
          rows.map((q) => (
            <tr key={q.id}>
              <td className="px-4 py-3">
                <div className="font-medium">
                  {q.firstName} {q.lastName}
                </div>
                <div className="text-muted-foreground">{q.email}</div>
              </td>
              <td className="px-4 py-3" title={inquiryTypes.labels[q.inquiryType]}>
                {titleFromSnake(q.inquiryType)}
              </td>
              <td className="px-4 py-3">
                {q.responded ? <Badge tone="positive">Responded</Badge> : <Badge tone="neutral">Pending</Badge>}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{localDate(q.createdAt)}</td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap gap-2">
                  {q.responded ? null : (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={respond.isPending}
                      aria-label={`Mark Responded: ${q.firstName} ${q.lastName}`}
                      onClick={() => respond.mutate(q.id)}
                    >
                      Mark Responded
                    </Button>
                  )}
                  <Button size="sm" variant="destructive" aria-label={`Delete inquiry from ${q.firstName} ${q.lastName}`} onClick={() => setDeleting(q.id)}>
                    Delete
                  </Button>
                </div>
              </td>
            </tr>
          ))
        )}
      </AdminTable>
      <ConfirmDelete
        entity="inquiry"
        open={deleting !== null}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting === null) return;
          // Spec section 8: a failed delete shows nothing; the list refetches on success.
          remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
}

export default function AdminInquiriesPage() {
  return (
    <AdminFrame title="Inquiries">
      <InquiriesTable />
    </AdminFrame>
  );
}
