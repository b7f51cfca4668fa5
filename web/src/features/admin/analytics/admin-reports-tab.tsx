/**
 * The dashboard's Reports tab: a date range (both days included, in the admin's time zone) and a
 * lead kind; a one-page summary of the period that prints on its own, and the period's leads as
 * CSV. The form checks the range with the API's own schema before asking.
 */
import { useId, useState, type FormEvent } from "react";
import * as v from "valibot";
import { leadKinds } from "#contract/lead-kinds.ts";
import { reportKinds, reportQuerySchema, type ReportKind, type SourceCount } from "#contract/analytics.ts";
import { formatNumber } from "#contract/format.ts";
import { Button, buttonStyles } from "../../../components/ui/button";
import { Empty, Figures, PanelState } from "./admin-analytics-tab";
import { longDay } from "../admin-dates";
import { browserTimeZone, formatDuration } from "./analytics-format";
import { reportCsvUrl, useReportSummary, type ReportParams } from "./analytics-api";

const kindLabel = (kind: ReportKind) => (kind === "all" ? "All leads" : leadKinds[kind].label);

const pad = (n: number) => String(n).padStart(2, "0");
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Today and the first of this month in the browser's (the admin's) calendar. */
function thisMonth(now = new Date()): { from: string; to: string } {
  const today = isoDay(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** The usual periods, in the admin's calendar; each ends today at the latest. */
const reportPresets: { label: string; range: (now: Date) => { from: string; to: string } }[] = [
  { label: "This month", range: thisMonth },
  {
    label: "Last month",
    range: (now) => ({
      from: isoDay(new Date(now.getFullYear(), now.getMonth() - 1, 1)),
      to: isoDay(new Date(now.getFullYear(), now.getMonth(), 0)),
    }),
  },
  {
    label: "This quarter",
    range: (now) => ({ from: isoDay(new Date(now.getFullYear(), Math.floor(now.getMonth() / 3) * 3, 1)), to: isoDay(now) }),
  },
  { label: "Year to date", range: (now) => ({ from: `${now.getFullYear()}-01-01`, to: isoDay(now) }) },
];

/** A count table's rows: a name and its count each (leads by kind, source, campaign, page). */
function CountRows({ rows }: { rows: SourceCount[] }) {
  return (
    <tbody>
      {rows.map((row) => (
        <tr key={row.name} className="border-b border-border/60">
          <th scope="row" className="px-2 py-1 font-normal break-all">
            {row.name}
          </th>
          <td className="px-2 py-1 text-right">{formatNumber(row.count)}</td>
        </tr>
      ))}
    </tbody>
  );
}

/** One breakdown of the period (source, campaign or page), most frequent first. */
function SourceTable({ title, rows }: { title: string; rows: SourceCount[] }) {
  return (
    <>
      <h4 className="mt-4 font-semibold">{title}</h4>
      <table aria-label={title} className="mt-1 w-full max-w-md border-collapse text-left text-sm tabular-nums">
        <CountRows rows={rows} />
      </table>
    </>
  );
}

function Summary({ params }: { params: ReportParams }) {
  const summary = useReportSummary(params);
  const data = summary.data;
  return (
    <div className="mt-6">
      <PanelState query={summary} what="the report" />
      {data ? (
        <article data-print-report aria-label="Report summary" className="rounded-lg border border-border p-5 print:border-0 print:p-0">
          <h3 className="text-xl font-bold">
            Summary: {longDay(data.period.from)} to {longDay(data.period.to)}
          </h3>
          <p className="text-sm text-muted-foreground">
            Both days included, in the time zone {data.tz}. Post views are counted per UTC day.
          </p>
          {data.total === 0 ? (
            <div className="mt-4">
              <Empty>No leads in this period. Choose other dates; leads received between them will be counted here by kind.</Empty>
            </div>
          ) : null}
          <h4 className="mt-4 font-semibold">Leads by kind</h4>
          <table className="mt-1 w-full max-w-md border-collapse text-left text-sm tabular-nums">
            <CountRows rows={data.counts.map((c) => ({ name: c.label, count: c.count }))} />
            <tfoot>
              <tr>
                <th scope="row" className="px-2 py-1">
                  Total
                </th>
                <td className="px-2 py-1 text-right font-semibold">{formatNumber(data.total)}</td>
              </tr>
            </tfoot>
          </table>
          <h4 className="mt-4 font-semibold">Inquiries</h4>
          <div className="mt-1">
            <Figures
              items={[
                { label: "Received", value: formatNumber(data.inquiries.received) },
                { label: "Responded", value: formatNumber(data.inquiries.responded) },
                { label: "Pending", value: formatNumber(data.inquiries.pending) },
                {
                  label: "Median time to first response",
                  value: data.inquiries.medianResponseMs === null ? "—" : formatDuration(data.inquiries.medianResponseMs),
                },
              ]}
            />
          </div>
          <h4 className="mt-4 font-semibold">Lead notifications</h4>
          <p className="text-sm">
            {formatNumber(data.notifications.sent)} sent, {formatNumber(data.notifications.failed)} failed,{" "}
            {formatNumber(data.notifications.pending)} still sending
            {data.notifications.cancelled > 0 ? `, ${formatNumber(data.notifications.cancelled)} cancelled (lead deleted)` : ""}.
          </p>
          {data.total > 0 ? (
            <>
              <SourceTable title="Leads by source" rows={data.sources.bySource} />
              <SourceTable title="Leads by campaign" rows={data.sources.byCampaign} />
              <SourceTable title="Leads by page" rows={data.sources.byPage} />
            </>
          ) : null}
          <h4 className="mt-4 font-semibold">Top posts</h4>
          {data.topPosts.length === 0 ? (
            <p className="text-sm text-muted-foreground">No post views counted in this period.</p>
          ) : (
            <ol className="mt-1 list-decimal space-y-0.5 pl-6 text-sm">
              {data.topPosts.map((p) => (
                <li key={p.id}>
                  {p.title} <span className="tabular-nums text-muted-foreground">({formatNumber(p.views)} views)</span>
                </li>
              ))}
            </ol>
          )}
        </article>
      ) : null}
    </div>
  );
}

export default function ReportsTab() {
  const initial = thisMonth();
  const [form, setForm] = useState<ReportParams>({ ...initial, kind: "all" });
  const [shown, setShown] = useState<ReportParams | null>(null);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const ids = { from: useId(), to: useId(), kind: useId(), error: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = v.safeParse(reportQuerySchema, { ...form, tz: browserTimeZone() });
    if (!checked.success) {
      const nested = v.flatten<typeof reportQuerySchema>(checked.issues).nested ?? {};
      setIssues(Object.fromEntries(Object.entries(nested).map(([key, messages]) => [key, messages?.[0] ?? ""])));
      return;
    }
    setIssues({});
    setShown({ ...form });
  };
  const field = (name: "from" | "to", label: string) => (
    <div>
      <label htmlFor={ids[name]} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={ids[name]}
        type="date"
        required
        value={form[name]}
        aria-invalid={issues[name] ? true : undefined}
        aria-describedby={issues[name] ? `${ids.error}-${name}` : undefined}
        onChange={(event) => setForm({ ...form, [name]: event.target.value })}
        className="mt-1 h-10 rounded-md border border-border bg-background px-3"
      />
      {issues[name] ? (
        <p id={`${ids.error}-${name}`} className="mt-1 text-sm text-destructive">
          {issues[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <div>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-4 print:hidden" aria-label="Report period">
        {field("from", "From")}
        {field("to", "To")}
        <div>
          <label htmlFor={ids.kind} className="block text-sm font-medium">
            Leads
          </label>
          <select
            id={ids.kind}
            value={form.kind}
            onChange={(event) => setForm({ ...form, kind: event.target.value as ReportKind })}
            className="mt-1 h-10 rounded-md border border-border bg-background px-3"
          >
            {reportKinds.map((kind) => (
              <option key={kind} value={kind}>
                {kindLabel(kind)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">Show report</Button>
      </form>
      <div className="mt-3 flex flex-wrap items-center gap-2 print:hidden">
        <span className="text-sm text-muted-foreground">Periods:</span>
        {reportPresets.map((preset) => (
          <Button
            key={preset.label}
            size="sm"
            variant="outline"
            onClick={() => {
              const next = { ...form, ...preset.range(new Date()) };
              setForm(next);
              setIssues({});
              setShown(next);
            }}
          >
            {preset.label}
          </Button>
        ))}
      </div>
      {shown ? (
        <>
          <div className="mt-4 flex flex-wrap gap-3 print:hidden">
            <a href={reportCsvUrl(shown)} download className={buttonStyles({ variant: "outline" })}>
              Download CSV ({kindLabel(shown.kind)})
            </a>
            <Button type="button" variant="outline" onClick={() => window.print()}>
              Print summary
            </Button>
          </div>
          <Summary params={shown} />
        </>
      ) : (
        <p className="mt-4 text-muted-foreground">
          Choose the dates (both included) and the leads, then Show report for a summary you can print and the leads as CSV.
        </p>
      )}
    </div>
  );
}
