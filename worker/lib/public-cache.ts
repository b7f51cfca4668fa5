/**
 * After an admin change, the public API answers cached at this location are dropped so the site
 * shows the change at once here (other locations follow within their max-age of a minute at most).
 */
export async function purgePublicCache(requestUrl: string, paths: readonly string[]): Promise<void> {
  try {
    const cache = caches.default;
    await Promise.all(paths.map((path) => cache.delete(new Request(new URL(path, requestUrl)))));
  } catch (error) {
    // A stale public cache is self-healing; the admin's change itself has been saved.
    console.warn("Public cache purge failed", error);
  }
}
