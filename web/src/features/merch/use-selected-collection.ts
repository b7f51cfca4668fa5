/**
 * The selected collection tab, kept in the URL so a reload, a shared link or the back button shows
 * the same tab: a section anchor (#field-collection, #heritage, …) wins, then ?collection=<id>,
 * then the default (Dragon Crest Line). Choosing a tab writes ?collection= and drops the anchor.
 * The tabs are links to that query, so a tap before hydration (or without JavaScript) loads it, and
 * the Worker renders the page with that collection (contract/routes.ts queryRenderedPages).
 */
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useClientLocation } from "../../lib/use-client-location";
import { defaultCollectionId, findCollection } from "#contract/merch-catalogue.ts";
import { collectionForAnchor } from "#content/merch.ts";

const COLLECTION_PARAM = "collection";

export function selectedCollectionId(search: string, hash: string): string {
  const fromAnchor = collectionForAnchor(hash);
  if (fromAnchor) return fromAnchor;
  const fromQuery = new URLSearchParams(search).get(COLLECTION_PARAM);
  return fromQuery && findCollection(fromQuery) ? fromQuery : defaultCollectionId;
}

/** The query that selects a collection. */
export function collectionSearch(id: string): string {
  return `?${COLLECTION_PARAM}=${encodeURIComponent(id)}`;
}

export function useSelectedCollection(): [string, (id: string) => void] {
  const { search, hash } = useClientLocation();
  const navigate = useNavigate();
  const select = useCallback(
    (id: string) => {
      void navigate({ search: collectionSearch(id), hash: "" }, { replace: true });
    },
    [navigate],
  );
  return [selectedCollectionId(search, hash), select];
}
