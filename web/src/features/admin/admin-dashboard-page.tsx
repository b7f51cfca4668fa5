/**
 * /admin — failed lead notifications first (when there are any), counts (one call), links to each
 * admin list, and the Overview/Analytics/Reports tabs (the last two load their figures when opened).
 */
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "../../components/link";
import type { DashboardCounts, FailedNotification } from "#contract/admin.ts";
import { leadKindList, leadKinds } from "#contract/lead-kinds.ts";
import { leadStatusLabels } from "#contract/lead-inbox.ts";
import { paths, pathTo } from "#contract/routes.ts";
import { company } from "#content/site.ts";
import { formatNumber } from "#contract/format.ts";
import { useDashboardCounts, useFailedNotifications, useInboxSummary } from "./admin-api";
import { adminDateTime } from "./admin-dates";
import AnalyticsTab from "./analytics/admin-analytics-tab";
import { AdminFrame } from "./admin-frame";
import ReportsTab from "./analytics/admin-reports-tab";
import { ResendButton } from "./leads/notification-status";
import { RetentionSettings } from "./privacy/retention-settings";
import { SubscribersPanel } from "./subscribers-panel";

const countCards: { key: keyof DashboardCounts; label: string; to: string }[] = [
  { key: "projects", label: "Projects", to: paths.adminProjects },
  { key: "blogPosts", label: "Blog Posts", to: paths.adminBlog },
  { key: "inquiries", label: "Inquiries", to: paths.adminInquiries },
];

const tabs = [
  { id: "overview", label: "Overview" },
  { id: "analytics", label: "Analytics" },
  { id: "reports", label: "Reports" },
] as const;
type TabId = (typeof tabs)[number]["id"];

function leadTotal(counts: DashboardCounts): number {
  return counts.projectRequests + counts.contractorApplications + counts.partnerRequests + counts.affiliates + counts.merchQuotes;
}

function Counts() {
  const counts = useDashboardCounts();
  const value = (n: number | undefined) => (counts.isPending ? "…" : counts.isError || n === undefined ? "—" : formatNumber(n));
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {countCards.map((card) => (
        <li key={card.key}>
          <Link to={card.to} className="block rounded-lg border border-border bg-card p-5 transition hover:border-primary">
            <span className="text-sm font-medium text-muted-foreground">{card.label}</span>
            <span className="mt-1 block text-3xl font-bold">{value(counts.data?.[card.key])}</span>
            {card.key === "inquiries" && counts.data ? (
              <span className="text-sm text-muted-foreground">{formatNumber(counts.data.pendingInquiries)} pending</span>
            ) : null}
          </Link>
        </li>
      ))}
      <li>
        <Link to={paths.adminLeads} className="block rounded-lg border border-border bg-card p-5 transition hover:border-primary">
          <span className="text-sm font-medium text-muted-foreground">Leads</span>
          <span className="mt-1 block text-3xl font-bold">{value(counts.data ? leadTotal(counts.data) : undefined)}</span>
          <span className="text-sm text-muted-foreground">Project requests, contractors, partners, affiliates, quotes</span>
        </Link>
      </li>
    </ul>
  );
}

/** A failed notification's lead, on its own page. */
const leadLink = (failed: FailedNotification): string => pathTo("adminLead", { kind: failed.kind, id: failed.leadId });

/**
 * The inbox at a glance, for the signed-in admin: their unread leads per form (each a link to that
 * form's unread view) and the newest leads, each linking to its page. Spam is left out.
 */
function InboxGlance() {
  const summary = useInboxSummary();
  const headingId = useId();
  const recentId = useId();
  const data = summary.data;
  return (
    <section aria-labelledby={headingId} className="mb-6 grid gap-4 rounded-lg border border-border bg-card p-5 lg:grid-cols-[1fr_2fr]">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          <Link to={`${paths.adminInbox}?view=unread`} className="hover:underline">
            Unread leads: {data ? formatNumber(data.totalUnread) : summary.isError ? "—" : "…"}
          </Link>
        </h2>
        {data ? (
          <ul className="mt-2 space-y-1 text-sm">
            {leadKindList.map((kind) => (
              <li key={kind}>
                <Link to={`${paths.adminInbox}?kind=${kind}&view=unread`} className="text-primary underline-offset-2 hover:underline">
                  {leadKinds[kind].label}: {formatNumber(data.unread[kind])} unread
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div>
        <h2 id={recentId} className="text-lg font-semibold">
          Recent leads
        </h2>
        {data && data.recent.length === 0 ? <p className="mt-2 text-sm text-muted-foreground">No leads yet.</p> : null}
        <ul aria-labelledby={recentId} className="mt-2 divide-y divide-border text-sm">
          {(data?.recent ?? []).map((row) => (
            <li key={`${row.kind}:${row.id}`} className={`flex flex-wrap items-baseline gap-x-3 py-1.5 ${row.unread ? "font-bold" : ""}`}>
              <Link to={pathTo("adminLead", { kind: row.kind, id: row.id })} className="text-primary underline-offset-2 hover:underline">
                {row.name}
              </Link>
              {row.unread ? <span className="sr-only">(unread)</span> : null}
              <span className="font-normal text-muted-foreground">
                {leadKinds[row.kind].label} · {leadStatusLabels[row.status]} · {adminDateTime(row.createdAt)}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm">
          <Link to={paths.adminInbox} className="text-primary underline">
            Open the inbox
          </Link>
        </p>
      </div>
    </section>
  );
}

/** Leads whose e-mail gave up: said before anything else, each with its error, a link and Resend. */
function FailedNotifications() {
  const counts = useDashboardCounts();
  const total = counts.data?.failedNotifications ?? 0;
  const failed = useFailedNotifications(total > 0);
  const headingId = useId();
  if (total === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mb-6 rounded-lg border-2 border-destructive bg-card p-5">
      <h2 id={headingId} className="text-lg font-bold text-destructive">
        {total === 1 ? "1 lead notification failed" : `${formatNumber(total)} lead notifications failed`}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        These leads did not reach their team by e-mail. Follow them up from the lead, or resend.
      </p>
      <ul className="mt-3 divide-y divide-border">
        {(failed.data ?? []).map((f) => (
          <li key={f.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
            <Link to={leadLink(f)} className="font-medium text-primary underline">
              {leadKinds[f.kind].label}: {f.name || `#${f.leadId}`}
              {f.audience === "submitter" ? " (acknowledgement to the visitor)" : ""}
            </Link>
            <span className="break-words text-muted-foreground">{f.error}</span>
            <ResendButton id={f.id} name={f.name || `lead ${f.leadId}`} variant="destructive" />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Tabs() {
  const [active, setActive] = useState<TabId>("overview");
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const delta = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!delta) return;
    const next = (index + delta + tabs.length) % tabs.length;
    setActive(tabs[next]!.id);
    refs.current[next]?.focus();
  };
  return (
    <div className="mt-8">
      <div role="tablist" aria-label="Dashboard" className="inline-flex gap-1 rounded-md bg-muted p-1">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-${tab.id}-tab`}
            aria-selected={active === tab.id}
            aria-controls={`${base}-${tab.id}-panel`}
            tabIndex={active === tab.id ? 0 : -1}
            onClick={() => setActive(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`rounded px-4 py-2 text-sm font-medium ${active === tab.id ? "bg-card text-foreground shadow" : "text-muted-foreground hover:text-foreground"}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-${tab.id}-panel`}
          aria-labelledby={`${base}-${tab.id}-tab`}
          hidden={active !== tab.id}
          className="mt-4 rounded-lg border border-border bg-card p-6"
        >
          {tab.id === "overview" ? (
            <>
              <p>
                Welcome to the {company.name} admin dashboard. Review the counts above, manage projects and blog posts, follow up inquiries
                and download the other forms' leads.
              </p>
              <SubscribersPanel />
              <RetentionSettings />
            </>
          ) : active !== tab.id ? null : tab.id === "analytics" ? (
            <AnalyticsTab />
          ) : (
            <ReportsTab />
          )}
        </div>
      ))}
    </div>
  );
}

export default function AdminDashboardPage() {
  return (
    <AdminFrame title="Admin Dashboard">
      <FailedNotifications />
      <InboxGlance />
      <Counts />
      <Tabs />
    </AdminFrame>
  );
}
