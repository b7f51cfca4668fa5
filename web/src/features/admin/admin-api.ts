/**
 * The admin area's server state: lists cached five minutes with no retry, and
 * every change followed by a refetch of the lists it touches. Every admin call carries the D1
 * bookmark of the previous answer, so the refetch after a save reads the saved data even from a
 * read replica; content writes report how the public site took the change (X-Public-Site).
 */
import { keepPreviousData, useMutation, useQuery, type QueryKey } from "@tanstack/react-query";
import type { ClientRequestOptions, ClientResponse } from "hono/client";
import type { AdminSession } from "#contract/admin.ts";
import type { LeadKind } from "#contract/lead-kinds.ts";
import type { BlogPostInput, ProjectInput } from "#contract/admin-content.ts";
import type { AuthorProfileInput } from "#contract/author-profiles.ts";
import type { SortOf, ViewOf } from "#contract/admin-lists.ts";
import { type BulkAction, type InboxSort, type InboxView, type LeadChange, type LeadRef, leadListParam } from "#contract/lead-inbox.ts";
import type { PreviewRequest } from "#contract/previews.ts";
import { D1_BOOKMARK_HEADER, parsePublicSite, PUBLIC_SITE_HEADER, type PublicSiteStatus } from "#contract/public-site.ts";
import { type RevisionDetail, type RevisionSummary, type TrashPage, versionTag } from "#contract/revisions.ts";
import { client, data, exchange, type Answer } from "../../lib/api";
import { queryClient } from "../../lib/query-client";
import type { ListQuery } from "./list-paging";

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
  inbox: ["admin", "inbox"],
  authors: ["admin", "authors"],
  subscribers: ["admin", "subscribers"],
} as const;

/** The last D1 bookmark an admin answer carried (lost on reload: the next call then starts at the primary). */
let bookmark: string | null = null;

/**
 * An admin call in the admin's D1 session: `call` makes one typed call with the options it is
 * given (they carry the bookmark). Answers the body and, for content writes, the public site's status.
 */
export async function adminCall<R extends ClientResponse<unknown, number>>(
  call: (options: ClientRequestOptions) => Promise<R>,
  extraHeaders: Record<string, string> = {},
): Promise<{ data: Answer<R>; publicSite: PublicSiteStatus | null }> {
  const headers0 = bookmark ? { ...extraHeaders, [D1_BOOKMARK_HEADER]: bookmark } : extraHeaders;
  const { data, headers } = await exchange(call({ headers: headers0 }));
  bookmark = headers.get(D1_BOOKMARK_HEADER) ?? bookmark;
  return { data, publicSite: parsePublicSite(headers.get(PUBLIC_SITE_HEADER)) };
}

function useAdminList<R extends ClientResponse<unknown, number>>(
  queryKey: QueryKey,
  call: (options: ClientRequestOptions) => Promise<R>,
  enabled = true,
) {
  return useQuery(
    { queryKey, queryFn: async () => (await adminCall(call)).data, staleTime: ADMIN_STALE_TIME_MS, retry: false, enabled },
    queryClient,
  );
}

/**
 * One page of a paged admin list (ADR 251). The page asked for is part of the key, under the
 * list's own key, so a change refetches every page; the page shown stays until the next arrives.
 */
function useAdminPage<Q extends ListQuery<string, string> | InboxParams, R extends ClientResponse<unknown, number>>(
  listKey: QueryKey,
  query: Q,
  call: (query: Q, options: ClientRequestOptions) => Promise<R>,
) {
  return useQuery(
    {
      queryKey: [...listKey, query],
      queryFn: async () => (await adminCall((o) => call(query, o))).data,
      staleTime: ADMIN_STALE_TIME_MS,
      retry: false,
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
}

export function useAdminSession() {
  return useQuery(
    { queryKey: adminKeys.session, queryFn: () => data(client.access.session.$get()), staleTime: 0, retry: false },
    queryClient,
  );
}

const admin = client.admin;

export const useDashboardCounts = () => useAdminList(adminKeys.dashboard, (o) => admin.dashboard.$get(undefined, o));
export const useAdminPosts = (query: ListQuery<SortOf<"posts">, ViewOf<"posts">>) =>
  useAdminPage(adminKeys.posts, query, (q, o) => admin.blog.$get({ query: q }, o));
export const useAdminProjects = (query: ListQuery<SortOf<"projects">, ViewOf<"projects">>) =>
  useAdminPage(adminKeys.projects, query, (q, o) => admin.projects.$get({ query: q }, o));
export const useInquiries = (query: ListQuery<SortOf<"leads">>) =>
  useAdminPage(adminKeys.inquiries, query, (q, o) => client.inquiries.$get({ query: q }, o));
export const useAdminMedia = (query: ListQuery<SortOf<"media">, ViewOf<"media">>) =>
  useAdminPage(adminKeys.media, query, (q, o) => admin.media.$get({ query: q }, o));
/** After an upload: the library's lists and files are read again. */
export const refreshMedia = () => queryClient.invalidateQueries({ queryKey: adminKeys.media });
/** One file of the library (the editors' media fields), by key; nothing while the field holds no library URL. */
export const useMediaItem = (key: string | null) =>
  useAdminList([...adminKeys.media, "item", key], (o) => admin.media[":key"].$get({ param: { key: key ?? "" } }, o), key !== null);
export const useLeads = (kind: LeadKind, query: ListQuery<SortOf<"leads">>) =>
  useAdminPage(adminKeys.leads(kind), query, (q, o) => admin.leads[":kind"].$get({ param: { kind }, query: q }, o));
export const useFailedNotifications = (enabled: boolean) =>
  useAdminList(adminKeys.failedNotifications, (o) => admin.notifications.failed.$get(undefined, o), enabled);

/** The blog's e-mail subscribers: counts and the newest (the dashboard's Overview, ADR 306). */
export const useSubscribers = () => useAdminList(adminKeys.subscribers, (o) => admin.subscribers.$get(undefined, o));

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

const byId = (id: number) => ({ param: { id: String(id) } });

/** The spec's DELETE: to the trash (ADR 271), so the trash list refetches too. */
export const useDeletePost = () =>
  useAdminMutation(
    (id: number) => adminCall((o) => client.blog[":id"].$delete(byId(id), o)),
    [adminKeys.posts, ["admin", "post", "trash"]],
  );
export const useDeleteProject = () =>
  useAdminMutation(
    (id: number) => adminCall((o) => client.projects[":id"].$delete(byId(id), o)),
    [adminKeys.projects, ["admin", "project", "trash"]],
  );
export const useDeleteInquiry = () =>
  useAdminMutation((id: number) => adminCall((o) => client.inquiries[":id"].$delete(byId(id), o)), [adminKeys.inquiries]);
export const useDeleteSubscriber = () =>
  useAdminMutation((id: number) => adminCall((o) => admin.subscribers[":id"].$delete(byId(id), o)), [adminKeys.subscribers]);
/** Sends a lead's notification again; every list that shows notification status is refetched. */
export const useResendNotification = () =>
  useAdminMutation(
    (id: number) => adminCall((o) => admin.notifications[":id"].resend.$post(byId(id), o)),
    [adminKeys.allLeads, adminKeys.inquiries, adminKeys.failedNotifications],
  );

/** A lead the bot check held: released (then e-mailed) or deleted; the lists and counts refetch. */
export const useReleaseLead = () =>
  useAdminMutation(
    ({ kind, id }: { kind: LeadKind; id: number }) =>
      adminCall((o) => admin.leads[":kind"][":id"].release.$post({ param: { kind, id: String(id) } }, o)),
    [adminKeys.inbox, adminKeys.allLeads, adminKeys.inquiries],
  );
export const useDeleteHeldLead = (kind: LeadKind) =>
  useAdminMutation(
    (id: number) => adminCall((o) => admin.leads[":kind"][":id"].$delete({ param: { kind, id: String(id) } }, o)),
    [adminKeys.inbox, adminKeys.allLeads, adminKeys.inquiries],
  );

/** The browser's (the admin's) time zone: exports write their dates on its clock. */
const adminTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** A kind's whole CSV, or every kind's ("all"), dated in the admin's zone (a plain download link, so no fetch). */
export function leadsCsvUrl(kind: LeadKind | "all"): string {
  const tz = encodeURIComponent(adminTimeZone());
  return kind === "all" ? `/api/admin/inbox/export?tz=${tz}` : `/api/admin/leads/${kind}/export?tz=${tz}`;
}

/** The ticked leads of the inbox as one CSV (every kind's columns), dated in the admin's zone. */
export function selectedLeadsCsvUrl(leads: readonly LeadRef[]): string {
  return `/api/admin/inbox/export?tz=${encodeURIComponent(adminTimeZone())}&leads=${encodeURIComponent(leadListParam(leads))}`;
}

/** The inbox's query as the URL holds it (every parameter a string the API validates). */
export interface InboxParams {
  kind: LeadKind | "all";
  view: InboxView;
  sort: InboxSort;
  q: string;
  cursor?: string;
}

/** One page of the leads inbox across every kind, with its counts (docs/leads-inbox.md). */
export const useInbox = (query: InboxParams) =>
  useAdminPage([...adminKeys.inbox, "list"], query, (q, o) =>
    admin.inbox.$get({ query: { kind: q.kind, view: q.view, sort: q.sort, q: q.q, ...(q.cursor ? { cursor: q.cursor } : {}) } }, o),
  );

/** The dashboard's glance at the inbox: this admin's unread counts and the newest leads. */
export const useInboxSummary = () => useAdminList([...adminKeys.inbox, "summary"], (o) => admin.inbox.summary.$get(undefined, o));

const leadParam = (kind: LeadKind, id: number) => ({ param: { kind, id: String(id) } });

/** One lead with every field, its workflow and history; reading it marks it read for this admin. */
export const useLeadDetail = (kind: LeadKind, id: number) =>
  useAdminList([...adminKeys.inbox, "lead", kind, id], (o) => admin.inbox[":kind"][":id"].$get(leadParam(kind, id), o));

/** Every list that shows leads: a workflow change refetches them all. */
const leadLists = [adminKeys.inbox, adminKeys.allLeads, adminKeys.inquiries];

export const useChangeLead = () =>
  useAdminMutation(
    ({ kind, id, change }: { kind: LeadKind; id: number; change: LeadChange }) =>
      adminCall((o) => admin.inbox[":kind"][":id"].$patch({ ...leadParam(kind, id), json: change }, o)),
    leadLists,
  );
/** Marks a lead as spam or not spam (a held lead is then released); answers the previous state for undo. */
export const useMarkSpam = () =>
  useAdminMutation(
    ({ kind, id, spam }: { kind: LeadKind; id: number; spam: boolean }) =>
      adminCall((o) =>
        spam
          ? admin.inbox[":kind"][":id"].spam.$post(leadParam(kind, id), o)
          : admin.inbox[":kind"][":id"].spam.$delete(leadParam(kind, id), o),
      ),
    leadLists,
  );
export const useAddNote = () =>
  useAdminMutation(
    ({ kind, id, body }: { kind: LeadKind; id: number; body: string }) =>
      adminCall((o) => admin.inbox[":kind"][":id"].notes.$post({ ...leadParam(kind, id), json: { body } }, o)),
    [adminKeys.inbox],
  );
export const useDeleteLead = () =>
  useAdminMutation(
    ({ kind, id }: { kind: LeadKind; id: number }) => adminCall((o) => admin.inbox[":kind"][":id"].$delete(leadParam(kind, id), o)),
    leadLists,
  );
export const useBulkLeads = () =>
  useAdminMutation((action: BulkAction) => adminCall((o) => admin.inbox.bulk.$post({ json: action }, o)), leadLists);

export const useDeleteMedia = () =>
  useAdminMutation((key: string) => adminCall((o) => admin.media[":key"].$delete({ param: { key } }, o)), [adminKeys.media]);
export const useUpdateMediaAlt = () =>
  useAdminMutation(
    ({ key, alt }: { key: string; alt: string }) => adminCall((o) => admin.media[":key"].$patch({ param: { key }, json: { alt } }, o)),
    [adminKeys.media],
  );

/** The version an edit was made from, as If-Match (ADR 270); none for a new item. */
const ifMatch = (revision: number | null): Record<string, string> => (revision === null ? {} : { "If-Match": versionTag(revision) });

export const useSavePost = () =>
  useAdminMutation(
    ({ id, revision, input }: { id: number | null; revision: number | null; input: BlogPostInput }) =>
      id === null
        ? adminCall((o) => admin.blog.$post({ json: input }, o))
        : adminCall((o) => admin.blog[":id"].$put({ ...byId(id), json: input }, o), ifMatch(revision)),
    [adminKeys.posts, adminKeys.media],
  );

export const useSaveProject = () =>
  useAdminMutation(
    ({ id, revision, input }: { id: number | null; revision: number | null; input: ProjectInput }) =>
      id === null
        ? adminCall((o) => admin.projects.$post({ json: input }, o))
        : adminCall((o) => admin.projects[":id"].$put({ ...byId(id), json: input }, o), ifMatch(revision)),
    [adminKeys.projects, adminKeys.media],
  );

/**
 * One post or project for its editor page (`/admin/blog/12/edit`), under its list's key so a save
 * refetches it; no call without an id (a new one). A 404 is the page's not-found state.
 */
export const useAdminPost = (id: number | null) =>
  useAdminList([...adminKeys.posts, "item", id], (o) => admin.blog[":id"].$get(byId(id ?? 0), o), id !== null);
export const useAdminProject = (id: number | null) =>
  useAdminList([...adminKeys.projects, "item", id], (o) => admin.projects[":id"].$get(byId(id ?? 0), o), id !== null);

/** What the post editor's pickers offer: the categories, tags and authors in use (ADR 315). */
export const useBlogTerms = () => useAdminList([...adminKeys.posts, "terms"], (o) => admin["blog-terms"].$get(undefined, o));

/** The author profiles (ADR 315); a change refetches them and the pickers' authors. */
export const useAuthorProfiles = () => useAdminList(adminKeys.authors, (o) => admin.authors.$get(undefined, o));
export const useSaveAuthor = () =>
  useAdminMutation(
    ({ id, input }: { id: number | null; input: AuthorProfileInput }) =>
      id === null
        ? adminCall((o) => admin.authors.$post({ json: input }, o))
        : adminCall((o) => admin.authors[":id"].$put({ ...byId(id), json: input }, o)),
    [adminKeys.authors, adminKeys.posts],
  );
export const useDeleteAuthor = () =>
  useAdminMutation((id: number) => adminCall((o) => admin.authors[":id"].$delete(byId(id), o)), [adminKeys.authors, adminKeys.posts]);

/** A preview of what an editor holds (ADR 313): its address, signed and expiring. Changes no list. */
export const useCreatePreview = () =>
  useMutation(
    {
      mutationFn: async (request: PreviewRequest) => (await adminCall((o) => admin.previews.$post({ json: request }, o))).data,
      retry: false,
    },
    queryClient,
  );

/** Cloudflare Access's logout on the site's own host: ends the Access session (ADR 265). */
export const ACCESS_LOGOUT_PATH = "/cdn-cgi/access/logout";

/** The local emulation's sign-out (404 wherever the emulation is off); the gate then shows the sign-in. */
export function useLocalSignOut() {
  return useMutation(
    {
      mutationFn: () => data(client.access["local-sign-out"].$post()),
      onSuccess: () => {
        // Signed out at once (the gate takes the lists off screen), then nothing an admin saw stays cached.
        queryClient.setQueryData<AdminSession>(adminKeys.session, (session) => session && { ...session, signedIn: false, email: null });
        queryClient.removeQueries({ queryKey: ["admin"], predicate: (query) => query.queryKey[1] !== adminKeys.session[1] });
      },
    },
    queryClient,
  );
}

// ── History: revisions and the trash (ADR 271) ────────────────────────────────

export type ContentKind = "post" | "project";

const byRevision = (id: number, revision: number) => ({ param: { id: String(id), revision: String(revision) } });

type Call = (o: ClientRequestOptions) => Promise<ClientResponse<unknown, number>>;

/**
 * The history calls of each kind, so one component serves posts and projects. Their answers are
 * typed by the contract (the two kinds' typed calls differ, so they meet here as plain calls).
 */
const history: Record<
  ContentKind,
  {
    revisions: (id: number) => Call;
    revision: (id: number, revision: number) => Call;
    restore: (id: number, revision: number) => Call;
    trash: (page: number) => Call;
    untrash: (id: number) => Call;
    purge: (id: number) => Call;
    list: QueryKey;
  }
> = {
  post: {
    revisions: (id) => (o) => admin.blog[":id"].revisions.$get(byId(id), o),
    revision: (id, revision) => (o) => admin.blog[":id"].revisions[":revision"].$get(byRevision(id, revision), o),
    restore: (id, revision) => (o) => admin.blog[":id"].revisions[":revision"].restore.$post(byRevision(id, revision), o),
    trash: (page) => (o) => admin.blog.trash.$get({ query: { page: String(page) } }, o),
    untrash: (id) => (o) => admin.blog.trash[":id"].restore.$post(byId(id), o),
    purge: (id) => (o) => admin.blog.trash[":id"].$delete(byId(id), o),
    list: adminKeys.posts,
  },
  project: {
    revisions: (id) => (o) => admin.projects[":id"].revisions.$get(byId(id), o),
    revision: (id, revision) => (o) => admin.projects[":id"].revisions[":revision"].$get(byRevision(id, revision), o),
    restore: (id, revision) => (o) => admin.projects[":id"].revisions[":revision"].restore.$post(byRevision(id, revision), o),
    trash: (page) => (o) => admin.projects.trash.$get({ query: { page: String(page) } }, o),
    untrash: (id) => (o) => admin.projects.trash[":id"].restore.$post(byId(id), o),
    purge: (id) => (o) => admin.projects.trash[":id"].$delete(byId(id), o),
    list: adminKeys.projects,
  },
};

/** A history call's answer as the contract types it. */
async function historyCall<A>(call: Call, extraHeaders?: Record<string, string>): Promise<A> {
  return (await adminCall(call, extraHeaders)).data as A;
}

const historyKeys = {
  revisions: (kind: ContentKind, id: number) => ["admin", kind, id, "revisions"],
  trash: (kind: ContentKind) => ["admin", kind, "trash"],
};

function useHistoryQuery<A>(queryKey: QueryKey, call: Call, enabled = true) {
  return useQuery({ queryKey, queryFn: () => historyCall<A>(call), staleTime: 0, retry: false, enabled }, queryClient);
}

export const useRevisions = (kind: ContentKind, id: number) =>
  useHistoryQuery<RevisionSummary[]>(historyKeys.revisions(kind, id), history[kind].revisions(id));
export const useRevision = (kind: ContentKind, id: number, revision: number | null) =>
  useHistoryQuery<RevisionDetail>(
    [...historyKeys.revisions(kind, id), revision],
    history[kind].revision(id, revision ?? 0),
    revision !== null,
  );

/** Restores a revision as a new save from `version` (If-Match); answers the item as saved. */
export const useRestoreRevision = <Item>(kind: ContentKind, id: number) =>
  useAdminMutation(
    ({ revision, version }: { revision: number; version: number }) =>
      historyCall<Item>(history[kind].restore(id, revision), ifMatch(version)),
    [history[kind].list, historyKeys.revisions(kind, id)],
  );

export const useTrash = (kind: ContentKind, page: number) =>
  useHistoryQuery<TrashPage>([...historyKeys.trash(kind), page], history[kind].trash(page));
export const useUntrash = (kind: ContentKind) =>
  useAdminMutation((id: number) => adminCall(history[kind].untrash(id)), [history[kind].list, historyKeys.trash(kind)]);
export const useDeleteForGood = (kind: ContentKind) =>
  useAdminMutation((id: number) => adminCall(history[kind].purge(id)), [historyKeys.trash(kind)]);

export function useLocalSignIn() {
  return useMutation(
    {
      mutationFn: () => data(client.access["local-sign-in"].$post()),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
    },
    queryClient,
  );
}
