/**
 * The Analytics and Reports tabs' reads: one admin call per panel, each with the admin's time
 * zone. Fresh on every visit to the tab (the figures move with every lead), no retry.
 */
import { useQuery } from "@tanstack/react-query";
import type { ClientRequestOptions, ClientResponse } from "hono/client";
import type { ReportKind } from "#contract/analytics.ts";
import { apiPath, client } from "../../../lib/api";
import { queryClient } from "../../../lib/query-client";
import { adminCall } from "../admin-api";
import { browserTimeZone } from "./analytics-format";

export interface ReportParams {
  from: string;
  to: string;
  kind: ReportKind;
}

/** One panel's read: `call` gets the query (the admin's time zone added) and the call's options. */
function usePanel<Q extends Record<string, string>, R extends ClientResponse<unknown, number>>(
  name: string,
  params: Q,
  call: (query: Q & { tz: string }, options: ClientRequestOptions) => Promise<R>,
  enabled = true,
) {
  const query = { tz: browserTimeZone(), ...params };
  return useQuery(
    {
      queryKey: ["admin", "analytics", name, new URLSearchParams(query).toString()],
      queryFn: async () => (await adminCall((o) => call(query, o))).data,
      staleTime: 0,
      retry: false,
      enabled,
    },
    queryClient,
  );
}

const analytics = client.admin.analytics;

export const useLeadsAnalytics = () => usePanel("leads", {}, (query, o) => analytics.leads.$get({ query }, o));
export const useInquiriesAnalytics = () => usePanel("inquiries", {}, (query, o) => analytics.inquiries.$get({ query }, o));
export const useNotificationsAnalytics = () => usePanel("notifications", {}, (query, o) => analytics.notifications.$get({ query }, o));
export const useContentAnalytics = (post: number | null) =>
  usePanel("content", post === null ? {} : { post: String(post) }, (query, o) => analytics.content.$get({ query }, o));
export const useReportSummary = (params: ReportParams | null) =>
  usePanel(
    "report",
    params ? { from: params.from, to: params.to } : { from: "", to: "" },
    (query, o) => client.admin.reports.summary.$get({ query }, o),
    params !== null,
  );

/** The CSV download's address (a plain link: the browser sends the Access cookie). */
export function reportCsvUrl(params: ReportParams): string {
  const query = { tz: browserTimeZone(), from: params.from, to: params.to, kind: params.kind };
  return apiPath(client.admin.reports.export.$path({ query }));
}
