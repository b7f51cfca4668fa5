/** The arithmetic of a public list's pages (docs/decisions/250-paging-public-lists.md). */
import { type ListPage, PUBLIC_PAGE_SIZE } from "#contract/public-lists.ts";

/** The rows of page `page` (from 1). */
export function pageWindow(page: number): { offset: number; limit: number } {
  return { offset: (page - 1) * PUBLIC_PAGE_SIZE, limit: PUBLIC_PAGE_SIZE };
}

/** The envelope of page `page` of `totalItems`, without its items; null past the last page (page 1 always exists). */
export function pageOf(page: number, totalItems: number): Omit<ListPage<never>, "items"> | null {
  const totalPages = lastPage(totalItems);
  return page > totalPages ? null : { page, pageSize: PUBLIC_PAGE_SIZE, totalItems, totalPages };
}

/** The 404 message past the last page. */
export function pageNotFound(page: number, totalItems: number): string {
  return `There is no page ${page}: the last page is ${lastPage(totalItems)}.`;
}

const lastPage = (totalItems: number) => Math.max(1, Math.ceil(totalItems / PUBLIC_PAGE_SIZE));
