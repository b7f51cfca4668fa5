/**
 * The admin area's server state: lists cached five minutes with no retry (spec section 7), and
 * every change followed by a refetch of the lists it touches.
 */
import { useMutation, useQuery, type QueryKey } from "@tanstack/react-query";
import type { AdminSession, DashboardCounts, LeadKind, LeadRow } from "../../../../contract/admin";
import type { BlogPostInput, ProjectInput } from "../../../../contract/admin-content";
import type { BlogPost, Inquiry, Project } from "../../../../contract/entities";
import type { MediaItem } from "../../../../contract/media";
import { api } from "../../lib/api";
import { queryClient } from "../../lib/query-client";

/** Spec section 9: the admin lists are cached for 5 minutes (300000 ms). */
export const ADMIN_STALE_TIME_MS = 300_000;

export const adminKeys = {
  session: ["admin", "session"],
  dashboard: ["admin", "dashboard"],
  posts: ["admin", "posts"],
  projects: ["admin", "projects"],
  inquiries: ["admin", "inquiries"],
  leads: (kind: LeadKind) => ["admin", "leads", kind],
  media: ["admin", "media"],
} as const;

function useAdminList<T>(queryKey: QueryKey, path: string, enabled = true) {
  return useQuery({ queryKey, queryFn: () => api.get<T>(path), staleTime: ADMIN_STALE_TIME_MS, retry: false, enabled }, queryClient);
}

export function useAdminSession() {
  return useQuery({ queryKey: adminKeys.session, queryFn: () => api.get<AdminSession>("/api/access/session"), staleTime: 0, retry: false }, queryClient);
}

export const useDashboardCounts = () => useAdminList<DashboardCounts>(adminKeys.dashboard, "/api/admin/dashboard");
export const useAdminPosts = () => useAdminList<BlogPost[]>(adminKeys.posts, "/api/admin/blog");
export const useAdminProjects = () => useAdminList<Project[]>(adminKeys.projects, "/api/admin/projects");
export const useInquiries = () => useAdminList<Inquiry[]>(adminKeys.inquiries, "/api/inquiries");
export const useAdminMedia = () => useAdminList<MediaItem[]>(adminKeys.media, "/api/admin/media");
export const useLeads = (kind: LeadKind) => useAdminList<LeadRow[]>(adminKeys.leads(kind), `/api/admin/leads/${kind}`);

/** A change, then a refetch of the lists it affects (the dashboard counts included). */
function useAdminMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>, lists: QueryKey[]) {
  return useMutation({
    mutationFn: fn,
    retry: false,
    onSuccess: async () => {
      await Promise.all([...lists, adminKeys.dashboard].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  }, queryClient);
}

export const useDeletePost = () => useAdminMutation((id: number) => api.delete<void>(`/api/blog/${id}`), [adminKeys.posts, adminKeys.media]);
export const useDeleteProject = () => useAdminMutation((id: number) => api.delete<void>(`/api/projects/${id}`), [adminKeys.projects, adminKeys.media]);
export const useDeleteInquiry = () => useAdminMutation((id: number) => api.delete<void>(`/api/inquiries/${id}`), [adminKeys.inquiries]);
export const useRespondInquiry = () => useAdminMutation((id: number) => api.patch<Inquiry>(`/api/inquiries/${id}/respond`), [adminKeys.inquiries]);

export const useDeleteMedia = () => useAdminMutation((key: string) => api.delete<void>(`/api/admin/media/${key}`), [adminKeys.media]);
export const useUpdateMediaAlt = () => useAdminMutation(({ key, alt }: { key: string; alt: string }) => api.patch<MediaItem>(`/api/admin/media/${key}`, { alt }), [adminKeys.media]);

export const useSavePost = () =>
  useAdminMutation(
    ({ id, input }: { id: number | null; input: BlogPostInput }) => (id === null ? api.post<BlogPost>("/api/admin/blog", input) : api.put<BlogPost>(`/api/admin/blog/${id}`, input)),
    [adminKeys.posts, adminKeys.media],
  );

export const useSaveProject = () =>
  useAdminMutation(
    ({ id, input }: { id: number | null; input: ProjectInput }) => (id === null ? api.post<Project>("/api/admin/projects", input) : api.put<Project>(`/api/admin/projects/${id}`, input)),
    [adminKeys.projects, adminKeys.media],
  );

export function useLocalSignIn() {
  return useMutation({
    mutationFn: () => api.post<void>("/api/access/local-sign-in"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  }, queryClient);
}
