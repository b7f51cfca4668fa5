/**
 * The Analytics and Reports tabs' reads: one admin call per panel, each with the admin's time
 * zone. Fresh on every visit to the tab (the figures move with every lead), no retry.
 */
import { useQuery } from "@tanstack/react-query";
import type {
  ContentAnalytics,
  InquiriesAnalytics,
  LeadsAnalytics,
  NotificationsAnalytics,
  ReportKind,
  ReportSummary,
} from "#contract/analytics.ts";
import { queryClient } from "../../lib/query-client";
import { adminCall } from "./admin-api";
import { browserTimeZone } from "./analytics-format";

export interface ReportParams {
  from: string;
  to: string;
  kind: ReportKind;
}

function usePanel<T>(name: string, path: string, params: Record<string, string> = {}, enabled = true) {
  const search = new URLSearchParams({ tz: browserTimeZone(), ...params });
  return useQuery(
    {
      queryKey: ["admin", "analytics", name, search.toString()],
      queryFn: async () => (await adminCall<T>("GET", `${path}?${search}`)).data,
      staleTime: 0,
      retry: false,
      enabled,
    },
    queryClient,
  );
}

export const useLeadsAnalytics = () => usePanel<LeadsAnalytics>("leads", "/api/admin/analytics/leads");
export const useInquiriesAnalytics = () => usePanel<InquiriesAnalytics>("inquiries", "/api/admin/analytics/inquiries");
export const useNotificationsAnalytics = () => usePanel<NotificationsAnalytics>("notifications", "/api/admin/analytics/notifications");
export const useContentAnalytics = (post: number | null) =>
  usePanel<ContentAnalytics>("content", "/api/admin/analytics/content", post === null ? {} : { post: String(post) });
export const useReportSummary = (params: ReportParams | null) =>
  usePanel<ReportSummary>("report", "/api/admin/reports/summary", params ? { from: params.from, to: params.to } : {}, params !== null);

/** The CSV download's address (a plain link: the browser sends the Access cookie). */
export function reportCsvUrl(params: ReportParams): string {
  return `/api/admin/reports/export?${new URLSearchParams({ tz: browserTimeZone(), from: params.from, to: params.to, kind: params.kind })}`;
}
