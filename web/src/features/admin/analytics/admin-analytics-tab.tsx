/**
 * The dashboard's Analytics tab: leads per week by kind, inquiries and their response times, the
 * blog's most read posts and daily views, and lead e-mails sent or failed. Each panel has its own
 * call; each says what will appear while there is nothing to show.
 */
import { useId, useState, type ReactNode } from "react";
import { Link } from "../../../components/link";
import type { TopPost } from "#contract/analytics.ts";
import { formatNumber } from "#contract/format.ts";
import { pathTo } from "#contract/routes.ts";
import { ApiRequestError } from "../../../lib/api";
import { useAdminPosts } from "../admin-api";
import { DateTime } from "../admin-ui";
import { DailyViewsChart, WeeklyLeadsChart } from "./analytics-charts";
import { longDay } from "../admin-dates";
import { formatChange, formatDuration } from "./analytics-format";
import { useContentAnalytics, useInquiriesAnalytics, useLeadsAnalytics, useNotificationsAnalytics } from "./analytics-api";

/** A panel: a heading, then loading, error, empty or the figures. */
function Panel({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border p-4 sm:p-5">
      <h3 id={headingId} className="text-lg font-semibold">
        {title}
      </h3>
      {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function PanelState({ query, what }: { query: { isPending: boolean; isError: boolean; error: unknown }; what: string }) {
  if (query.isPending) return <p className="text-muted-foreground">Loading {what}...</p>;
  if (query.isError) {
    const error = query.error;
    const message = error instanceof ApiRequestError ? (error.serverMessage ?? error.message) : String(error);
    return (
      <p className="text-destructive">
        Could not load {what}: {message}
      </p>
    );
  }
  return null;
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-md border border-dashed border-border p-4 text-muted-foreground">{children}</p>;
}

export function Figures({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="rounded-md bg-muted p-3">
          <dt className="text-sm text-muted-foreground">{item.label}</dt>
          <dd className="mt-1 text-xl font-bold tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function LeadsPanel() {
  const leads = useLeadsAnalytics();
  const data = leads.data;
  return (
    <Panel
      title="Leads"
      note={
        data
          ? `Weeks start on Monday; ${longDay(data.current.from)} to ${longDay(data.current.to)}, compared with the 12 weeks before.`
          : undefined
      }
    >
      <PanelState query={leads} what="leads" />
      {data && data.total === 0 && data.previousTotal === 0 ? (
        <Empty>
          No leads in the last 24 weeks. Once the site's forms receive inquiries, project requests, contractor applications, partner
          requests, affiliate sign-ups or merchandise quotes, their weekly counts will appear here.
        </Empty>
      ) : data ? (
        <>
          <Figures
            items={[
              { label: "Leads, last 12 weeks", value: formatNumber(data.total) },
              { label: "Previous 12 weeks", value: formatNumber(data.previousTotal) },
              { label: "Change", value: formatChange(data.total, data.previousTotal) },
            ]}
          />
          <div className="mt-4 overflow-x-auto">
            <table className="w-full border-collapse text-left text-sm tabular-nums">
              <caption className="sr-only">Leads by kind, last 12 weeks and the 12 before</caption>
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="px-2 py-1">
                    Kind
                  </th>
                  <th scope="col" className="px-2 py-1">
                    Last 12 weeks
                  </th>
                  <th scope="col" className="px-2 py-1">
                    Previous 12 weeks
                  </th>
                  <th scope="col" className="px-2 py-1">
                    Change
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.series.map((s) => (
                  <tr key={s.kind} className="border-b border-border/60">
                    <th scope="row" className="px-2 py-1 font-normal">
                      {s.label}
                    </th>
                    <td className="px-2 py-1">{formatNumber(s.total)}</td>
                    <td className="px-2 py-1">{formatNumber(s.previousTotal)}</td>
                    <td className="px-2 py-1">{formatChange(s.total, s.previousTotal)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <WeeklyLeadsChart data={data} />
        </>
      ) : null}
    </Panel>
  );
}

function InquiriesPanel() {
  const inquiries = useInquiriesAnalytics();
  const data = inquiries.data;
  return (
    <Panel title="Inquiries" note={data ? `Received ${longDay(data.period.from)} to ${longDay(data.period.to)}.` : undefined}>
      <PanelState query={inquiries} what="inquiries" />
      {data && data.received === 0 && data.pendingAll === 0 ? (
        <Empty>
          No inquiries yet. Once the contact form receives them, pending and responded counts and the median time to a response will appear
          here.
        </Empty>
      ) : data ? (
        <>
          <Figures
            items={[
              { label: "Pending", value: formatNumber(data.pending) },
              { label: "Responded", value: formatNumber(data.responded) },
              {
                label: "Median time to first response",
                value: data.medianResponseMs === null ? "—" : formatDuration(data.medianResponseMs),
              },
              { label: "Pending, any age", value: formatNumber(data.pendingAll) },
            ]}
          />
          <p className="mt-3 text-sm">
            {data.oldestPending ? (
              <>
                Oldest pending:{" "}
                <Link
                  to={pathTo("adminLead", { kind: "inquiries", id: data.oldestPending.id })}
                  className="font-medium text-primary underline"
                >
                  {data.oldestPending.name}
                </Link>
                , received <DateTime iso={data.oldestPending.createdAt} />
              </>
            ) : (
              "No inquiry is waiting for a response."
            )}
          </p>
        </>
      ) : null}
    </Panel>
  );
}

function TopPosts({ title, posts }: { title: string; posts: readonly TopPost[] }) {
  return (
    <div>
      <h4 className="font-semibold">{title}</h4>
      {posts.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">No views counted yet.</p>
      ) : (
        <ol className="mt-1 list-decimal space-y-1 pl-6 text-sm">
          {posts.map((post) => (
            <li key={post.id}>
              <Link to={pathTo("blogPost", { slug: post.slug })} className="text-primary underline">
                {post.title}
              </Link>{" "}
              <span className="tabular-nums text-muted-foreground">{formatNumber(post.views)} views</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function ContentPanel() {
  const [post, setPost] = useState<number | null>(null);
  const content = useContentAnalytics(post);
  // The newest page of posts: enough to pick from, and bounded however many posts there are.
  const posts = useAdminPosts({ q: "", sort: "newest" });
  const selectId = useId();
  const data = content.data;
  const noViews = data && data.topAllTime.every((p) => p.views === 0) && data.days.every((d) => d.views === 0);
  return (
    <Panel title="Content" note="Views are counted per UTC day.">
      <PanelState query={content} what="content" />
      {data && (data.topAllTime.length === 0 || noViews) ? (
        <Empty>No post views yet. Once visitors read the blog, the most read posts and views per day will appear here.</Empty>
      ) : data ? (
        <>
          <div className="grid gap-6 md:grid-cols-2">
            <TopPosts title="Top 10 posts, all time" posts={data.topAllTime} />
            <TopPosts title="Top 10 posts, last 30 days" posts={data.topLast30Days} />
          </div>
          {data.days.some((d) => d.views > 0) ? (
            <DailyViewsChart title="Blog views per day, last 30 days" days={data.days} />
          ) : (
            <div className="mt-6">
              <Empty>No views counted in the last 30 days. Once visitors read the blog, its views per day will appear here.</Empty>
            </div>
          )}
          <div className="mt-6">
            <label htmlFor={selectId} className="text-sm font-medium">
              Views per day of one post
            </label>
            <select
              id={selectId}
              value={post ?? ""}
              onChange={(event) => setPost(event.target.value ? Number(event.target.value) : null)}
              className="mt-1 block h-10 w-full max-w-md rounded-md border border-border bg-background px-3"
            >
              <option value="">Choose a post</option>
              {(posts.data?.items ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
            </select>
            {data.post ? <DailyViewsChart title={`Views per day: ${data.post.title}`} days={data.post.days} /> : null}
          </div>
        </>
      ) : null}
    </Panel>
  );
}

function NotificationsPanel() {
  const notifications = useNotificationsAnalytics();
  const data = notifications.data;
  return (
    <Panel
      title="Lead notifications"
      note={data ? `E-mails for leads received ${longDay(data.period.from)} to ${longDay(data.period.to)}.` : undefined}
    >
      <PanelState query={notifications} what="lead notifications" />
      {data && data.sent + data.failed + data.pending === 0 ? (
        <Empty>No lead e-mails in this period. Once leads arrive, the e-mails to their teams will be counted here as sent or failed.</Empty>
      ) : data ? (
        <Figures
          items={[
            { label: "Sent", value: formatNumber(data.sent) },
            { label: "Failed", value: formatNumber(data.failed) },
            { label: "Still sending", value: formatNumber(data.pending) },
          ]}
        />
      ) : null}
    </Panel>
  );
}

export default function AnalyticsTab() {
  return (
    <div className="space-y-6">
      <LeadsPanel />
      <InquiriesPanel />
      <ContentPanel />
      <NotificationsPanel />
    </div>
  );
}
