/**
 * /admin/inquiries — contact inquiries, a page at a time: search, sort, 'Mark Responded' on pending rows, delete, and each
 * inquiry's notification e-mail. A failed respond or delete shows no toast (the row stays as it was); a
 * success refetches the list. `?lead=ID` (the link in the e-mail) shows the one inquiry.
 */
import { adminSorts } from "#contract/admin-lists.ts";
import { inquiryTypes } from "#contract/enums.ts";
import { Button } from "../../../components/ui/button";
import { useDeleteInquiry, useInquiries, useRespondInquiry } from "../admin-api";
import { AdminFrame } from "../admin-frame";
import { AdminTable, Badge, DateTime, RowActions } from "../admin-ui";
import { useConfirmedDelete } from "../confirm-delete";
import { HeldLead } from "./held-lead";
import { NotificationStatus } from "./notification-status";
import { OnlyLeadNotice, useOnlyLead } from "./only-lead";
import { ListControls, ListPager, useListPaging } from "../list-paging";

const headers = ["Name", "Type", "Status", "Notification", "Date", "Actions"] as const;

function InquiriesTable() {
  const only = useOnlyLead();
  const paging = useListPaging(adminSorts.leads, only.id);
  const inquiries = useInquiries(paging.query);
  const respond = useRespondInquiry();
  const { askToDelete, dialog } = useConfirmedDelete("inquiry", useDeleteInquiry());
  const rows = inquiries.data?.items ?? [];

  return (
    <>
      <ListControls paging={paging} label="Search inquiries" />
      <OnlyLeadNotice only={only} />
      <AdminTable
        caption="Inquiries"
        headers={headers}
        noun="inquiries"
        query={inquiries}
        rows={rows}
        renderRow={(q) => (
          <tr key={q.id}>
            <td className="px-4 py-3">
              <div className="font-medium">
                {q.firstName} {q.lastName}
              </div>
              <div className="text-muted-foreground">{q.email}</div>
            </td>
            <td className="px-4 py-3">{inquiryTypes.labels[q.inquiryType]}</td>
            <td className="px-4 py-3">{q.responded ? <Badge tone="positive">Responded</Badge> : <Badge tone="neutral">Pending</Badge>}</td>
            <td className="px-4 py-3">
              {q.held ? (
                <HeldLead kind="inquiries" id={q.id} reason={q.held} name={`${q.firstName} ${q.lastName}`} />
              ) : (
                <NotificationStatus notification={q.notification} name={`${q.firstName} ${q.lastName}`} />
              )}
            </td>
            <td className="px-4 py-3 whitespace-nowrap">
              <DateTime iso={q.createdAt} />
            </td>
            <RowActions>
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
              <Button
                size="sm"
                variant="destructive"
                aria-label={`Delete inquiry from ${q.firstName} ${q.lastName}`}
                onClick={() => askToDelete(q.id)}
              >
                Delete
              </Button>
            </RowActions>
          </tr>
        )}
      />
      <ListPager paging={paging} page={inquiries.data} noun="inquiries" />
      {dialog}
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
