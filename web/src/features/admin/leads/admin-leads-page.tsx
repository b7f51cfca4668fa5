/**
 * /admin/leads — one tab per form (project requests, contractors, partners, affiliates, merch
 * quotes), a page at a time: search, sort, CSV of every row, and each lead's notification e-mail. `?lead=ID` (the link in that e-mail)
 * shows the one lead.
 */
import { useSearchParams } from "../../../lib/use-search-params";
import { Link } from "../../../components/link";
import { isLeadKind, leadKinds, leadPageKinds, type LeadKind } from "#contract/lead-kinds.ts";
import { adminSorts } from "#contract/admin-lists.ts";
import { pathTo } from "#contract/routes.ts";
import { buttonStyles } from "../../../components/ui/button";
import { leadsCsvUrl, useLeads } from "../admin-api";
import { AdminFrame } from "../admin-frame";
import { AdminTable, DateTime } from "../admin-ui";
import { HeldLead } from "./held-lead";
import { NotificationStatus } from "./notification-status";
import { ListControls, ListPager, useListPaging } from "../list-paging";
import { OnlyLeadNotice, useOnlyLead } from "./only-lead";

function LeadTable({ kind }: { kind: LeadKind }) {
  const only = useOnlyLead();
  const paging = useListPaging(adminSorts.leads, only.id);
  const leads = useLeads(kind, paging.query);
  const columns = Object.entries(leadKinds[kind].columns);
  const headers = ["Date", "Notification", ...columns.map(([, header]) => header)];
  const label = leadKinds[kind].label;
  const rows = leads.data?.items ?? [];
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <ListControls paging={paging} label={`Search ${label.toLowerCase()}`} />
        <a href={leadsCsvUrl(kind)} download className={buttonStyles({ variant: "outline" })}>
          Download CSV
        </a>
      </div>
      <OnlyLeadNotice only={only} />
      <AdminTable
        caption={label}
        headers={headers}
        noun={label.toLowerCase()}
        query={leads}
        rows={rows}
        renderRow={(row) => (
          <tr key={row.id} className="align-top">
            <td className="px-4 py-3 whitespace-nowrap">
              <Link to={pathTo("adminLead", { kind, id: row.id })} className="underline-offset-2 hover:underline">
                <DateTime iso={row.createdAt} />
              </Link>
            </td>
            <td className="px-4 py-3">
              {row.held ? (
                <HeldLead kind={kind} id={row.id} reason={row.held} name={row.cells.name || row.cells.contactName || `lead ${row.id}`} />
              ) : (
                <NotificationStatus notification={row.notification} name={row.cells.name || row.cells.contactName || `lead ${row.id}`} />
              )}
            </td>
            {columns.map(([key]) => (
              <td key={key} className="max-w-xs px-4 py-3 break-words">
                {row.cells[key]}
              </td>
            ))}
          </tr>
        )}
      />
      <ListPager paging={paging} page={leads.data} noun={label.toLowerCase()} />
    </>
  );
}

export default function AdminLeadsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("kind") ?? "";
  const kind: LeadKind = isLeadKind(requested) && requested !== "inquiries" ? requested : "project-requests";
  return (
    <AdminFrame title="Leads">
      <nav aria-label="Lead lists" className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {leadPageKinds.map((k) => (
            <li key={k}>
              <button
                type="button"
                aria-current={k === kind ? "page" : undefined}
                onClick={() => setParams({ kind: k })}
                className={`rounded-full border px-3 py-1.5 text-sm font-medium ${k === kind ? "border-primary bg-primary text-primary-foreground" : "border-border hover:bg-muted"}`}
              >
                {leadKinds[k].label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <LeadTable key={kind} kind={kind} />
    </AdminFrame>
  );
}
