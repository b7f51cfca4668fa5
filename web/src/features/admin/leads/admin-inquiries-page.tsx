/**
 * /admin/inquiries — contact inquiries, a page at a time: search, sort, 'Mark Responded' on pending rows, delete, and each
 * inquiry's notification e-mail. A failed respond or delete shows no toast (the row stays as it was); a
 * success refetches the list. Mark Responded offers Undo (back to the status it had). `?lead=ID` (the link in
 * e-mails sent before each lead had its own page) is redirected by the Worker to the lead's page.
 */
import { Link } from "../../../components/link";
import { adminSorts } from "#contract/admin-lists.ts";
import { pathTo } from "#contract/routes.ts";
import { inquiryTypes } from "#contract/enums.ts";
import { Button, buttonStyles } from "../../../components/ui/button";
import { leadsCsvUrl, useChangeLead, useDeleteInquiry, useInquiries } from "../admin-api";
import { AdminFrame } from "../admin-frame";
import { AdminTable, Badge, DateTime, RowActions } from "../admin-ui";
import { useConfirmedDelete } from "../confirm-delete";
import { HeldLead } from "./held-lead";
import { NotificationStatus } from "./notification-status";
import { useUndo } from "./lead-undo";
import { ListControls, ListPager, useListPaging } from "../list-paging";

const headers = ["Name", "Type", "Status", "Notification", "Date", "Actions"] as const;

function InquiriesTable() {
  const paging = useListPaging(adminSorts.leads);
  const inquiries = useInquiries(paging.query);
  // Through the workflow's change, which answers the status it replaced, so Undo puts that back.
  const respond = useChangeLead();
  const { offer, notice } = useUndo();
  const markResponded = (id: number, name: string) =>
    respond.mutate(
      { kind: "inquiries", id, change: { status: "responded" } },
      {
        onSuccess: ({ data }) =>
          offer({
            text: `Marked ${name} responded.`,
            undo: () => respond.mutate({ kind: "inquiries", id, change: { status: data.previous.status } }),
          }),
      },
    );
  const { askToDelete, dialog } = useConfirmedDelete("inquiry", useDeleteInquiry());
  const rows = inquiries.data?.items ?? [];

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <ListControls paging={paging} label="Search inquiries" />
        <a href={leadsCsvUrl("inquiries")} download className={buttonStyles({ variant: "outline" })}>
          Download CSV
        </a>
      </div>
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
                <Link to={pathTo("adminLead", { kind: "inquiries", id: q.id })} className="underline-offset-2 hover:underline">
                  {q.firstName} {q.lastName}
                </Link>
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
                  onClick={() => markResponded(q.id, `${q.firstName} ${q.lastName}`)}
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
      {notice}
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
