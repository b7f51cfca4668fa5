/**
 * The admin area's server state: lists cached five minutes with no retry, and
 * every change followed by a refetch of the lists it touches. Every admin call carries the D1
 * bookmark of the previous answer, so the refetch after a save reads the saved data even from a
 * read replica; content writes report how the public site took the change (X-Public-Site).
 */
import { useMutation, useQuery, type QueryKey } from "@tanstack/react-query";
import type {
  AdminInquiry,
  AdminSession,
  DashboardCounts,
  FailedNotification,
  LeadKind,
  LeadNotification,
  LeadRow,
} from "#contract/admin.ts";
import type { BlogPostInput, ProjectInput } from "#contract/admin-content.ts";
import type { BlogPost, Inquiry, Project } from "#contract/entities.ts";
import type { MediaItem } from "#contract/media.ts";
import { D1_BOOKMARK_HEADER, parsePublicSite, PUBLIC_SITE_HEADER, type PublicSiteStatus } from "#contract/public-site.ts";
import { api, exchange } from "../../lib/api";
import { queryClient } from "../../lib/query-client";

/** The admin lists stay fresh for 5 minutes (300000 ms); a change refetches what it touched. */
const ADMIN_STALE_TIME_MS = 300_000;

const adminKeys = {
  session: ["admin", "session"],
  dashboard: ["admin", "dashboard"],
  posts: ["admin", "posts"],
  projects: ["admin", "projects"],
  inquiries: ["admin", "inquiries"],
  leads: (kind: LeadKind) => ["admin", "leads", kind],
  allLeads: ["admin", "leads"],
  failedNotifications: ["admin", "notifications", "failed"],
  media: ["admin", "media"],
} as const;

/** The last D1 bookmark an admin answer carried (lost on reload: the next call then starts at the primary). */
let bookmark: string | null = null;

/** An admin call in the admin's D1 session; answers the body and, for content writes, the public site's status. */
export async function adminCall<T>(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ data: T; publicSite: PublicSiteStatus | null }> {
  const { data, headers } = await exchange<T>(method, path, body, bookmark ? { [D1_BOOKMARK_HEADER]: bookmark } : {});
  bookmark = headers.get(D1_BOOKMARK_HEADER) ?? bookmark;
  return { data, publicSite: parsePublicSite(headers.get(PUBLIC_SITE_HEADER)) };
}

const adminGet = async <T>(path: string) => (await adminCall<T>("GET", path)).data;

function useAdminList<T>(queryKey: QueryKey, path: string, enabled = true) {
  return useQuery({ queryKey, queryFn: () => adminGet<T>(path), staleTime: ADMIN_STALE_TIME_MS, retry: false, enabled }, queryClient);
}

export function useAdminSession() {
  return useQuery(
    { queryKey: adminKeys.session, queryFn: () => api.get<AdminSession>("/api/access/session"), staleTime: 0, retry: false },
    queryClient,
  );
}

export const useDashboardCounts = () => useAdminList<DashboardCounts>(adminKeys.dashboard, "/api/admin/dashboard");
export const useAdminPosts = () => useAdminList<BlogPost[]>(adminKeys.posts, "/api/admin/blog");
export const useAdminProjects = () => useAdminList<Project[]>(adminKeys.projects, "/api/admin/projects");
export const useInquiries = () => useAdminList<AdminInquiry[]>(adminKeys.inquiries, "/api/inquiries");
export const useAdminMedia = () => useAdminList<MediaItem[]>(adminKeys.media, "/api/admin/media");
export const useLeads = (kind: LeadKind) => useAdminList<LeadRow[]>(adminKeys.leads(kind), `/api/admin/leads/${kind}`);
export const useFailedNotifications = (enabled: boolean) =>
  useAdminList<FailedNotification[]>(adminKeys.failedNotifications, "/api/admin/notifications/failed", enabled);

/** A change, then a refetch of the lists it affects (the dashboard counts included). */
function useAdminMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>, lists: QueryKey[]) {
  return useMutation(
    {
      mutationFn: fn,
      retry: false,
      onSuccess: async () => {
        await Promise.all([...lists, adminKeys.dashboard].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      },
    },
    queryClient,
  );
}

export const useDeletePost = () => useAdminMutation((id: number) => adminCall<void>("DELETE", `/api/blog/${id}`), [adminKeys.posts]);
export const useDeleteProject = () =>
  useAdminMutation((id: number) => adminCall<void>("DELETE", `/api/projects/${id}`), [adminKeys.projects]);
export const useDeleteInquiry = () =>
  useAdminMutation((id: number) => adminCall<void>("DELETE", `/api/inquiries/${id}`), [adminKeys.inquiries]);
export const useRespondInquiry = () =>
  useAdminMutation((id: number) => adminCall<Inquiry>("PATCH", `/api/inquiries/${id}/respond`), [adminKeys.inquiries]);
/** Sends a lead's notification again; every list that shows notification status is refetched. */
export const useResendNotification = () =>
  useAdminMutation(
    (id: number) => adminCall<LeadNotification>("POST", `/api/admin/notifications/${id}/resend`),
    [adminKeys.allLeads, adminKeys.inquiries, adminKeys.failedNotifications],
  );

export const useDeleteMedia = () =>
  useAdminMutation((key: string) => adminCall<void>("DELETE", `/api/admin/media/${key}`), [adminKeys.media]);
export const useUpdateMediaAlt = () =>
  useAdminMutation(
    ({ key, alt }: { key: string; alt: string }) => adminCall<MediaItem>("PATCH", `/api/admin/media/${key}`, { alt }),
    [adminKeys.media],
  );

export const useSavePost = () =>
  useAdminMutation(
    ({ id, input }: { id: number | null; input: BlogPostInput }) =>
      id === null ? adminCall<BlogPost>("POST", "/api/admin/blog", input) : adminCall<BlogPost>("PUT", `/api/admin/blog/${id}`, input),
    [adminKeys.posts, adminKeys.media],
  );

export const useSaveProject = () =>
  useAdminMutation(
    ({ id, input }: { id: number | null; input: ProjectInput }) =>
      id === null
        ? adminCall<Project>("POST", "/api/admin/projects", input)
        : adminCall<Project>("PUT", `/api/admin/projects/${id}`, input),
    [adminKeys.projects, adminKeys.media],
  );

export function useLocalSignIn() {
  return useMutation(
    {
      mutationFn: () => api.post<void>("/api/access/local-sign-in"),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
    },
    queryClient,
  );
}
