/**
 * The privacy page's calls (docs/privacy.md): find what is held about a person, the export's
 * download address, and the erase, after which the search and the dashboard counts refetch.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import type { PrivacyEraseInput, PrivacySubject } from "#contract/privacy.ts";
import { apiPath, client } from "../../../lib/api";
import { queryClient } from "../../../lib/query-client";
import { adminCall } from "../admin-api";

const privacy = client.admin.privacy;
const findKey = ["admin", "privacy", "find"] as const;

/** Only the parts given: the query string names no empty field. */
const asQuery = (subject: PrivacySubject) => ({
  ...(subject.email ? { email: subject.email } : {}),
  ...(subject.phone ? { phone: subject.phone } : {}),
});

/** What is held about the subject; nothing is asked until there is one. Always fresh: it is about to be acted on. */
export const usePrivacyFind = (subject: PrivacySubject | null) =>
  useQuery(
    {
      queryKey: [...findKey, subject],
      queryFn: async () => (await adminCall((o) => privacy.$get({ query: asQuery(subject ?? {}) }, o))).data,
      enabled: subject !== null,
      staleTime: 0,
      retry: false,
    },
    queryClient,
  );

/** The export file's address (a plain link: the browser sends the Access cookie and saves the file). */
export const privacyExportUrl = (subject: PrivacySubject) => apiPath(privacy.export.$path({ query: asQuery(subject) }));

export const useRetentionSettings = () =>
  useQuery(
    {
      queryKey: ["admin", "privacy", "settings"],
      queryFn: async () => (await adminCall((o) => privacy.settings.$get(undefined, o))).data,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    },
    queryClient,
  );

export const usePrivacyErase = () =>
  useMutation(
    {
      mutationFn: async (input: PrivacyEraseInput) => (await adminCall((o) => privacy.erase.$post({ json: input }, o))).data,
      retry: false,
      // Everything that showed the erased records reads again.
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
    },
    queryClient,
  );

/** One page of the audit log with the filters (each empty filter left out of the query string). */
export const useAuditLog = (filters: Record<string, string>) => {
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ""));
  return useQuery(
    {
      queryKey: ["admin", "audit", query],
      queryFn: async () => (await adminCall((o) => client.admin.audit.$get({ query }, o))).data,
      staleTime: 0,
      retry: false,
    },
    queryClient,
  );
};
