/**
 * A post's view count: counting this load, or, when that fails, reading the count without counting.
 * Plain fetches rather than the query cache and the typed client: the count is read as the post page
 * hydrates, and a post's first load should not fetch those two for it (ADR 255).
 */
import { useEffect, useRef, useState } from "react";
import type { ViewCountResponse } from "#contract/entities.ts";
import { apiFetch, apiPath, readBody } from "../../lib/api-fetch";

const readCount = async (path: string, init?: RequestInit) =>
  (await readBody<ViewCountResponse>(await apiFetch(apiPath(path), init))).viewCount;

/**
 * POST /api/blog/{id}/view counts this load and answers the count including it; if it fails (rate
 * limit, network), GET /api/blog/{id}/views reads the count without counting.
 */
async function countView(postId: number): Promise<number | null> {
  try {
    return await readCount(`/blog/${postId}/view`, { method: "POST" });
  } catch (error) {
    console.warn("View count not recorded:", (error as Error).message);
  }
  try {
    return await readCount(`/blog/${postId}/views`);
  } catch (error) {
    console.warn("View count not read:", (error as Error).message);
    return null;
  }
}

/** The post's view count with this load counted once; `null` until it is known (or when it cannot be). */
export function usePostViews(postId: number): number | null {
  const [views, setViews] = useState<number | null>(null);
  // One view per load of this post: React's development double effect reuses the same request.
  const request = useRef<{ postId: number; count: Promise<number | null> }>(undefined);
  useEffect(() => {
    if (request.current?.postId !== postId) request.current = { postId, count: countView(postId) };
    let current = true;
    void request.current.count.then((count) => current && setViews(count));
    return () => {
      current = false;
    };
  }, [postId]);
  return views;
}
