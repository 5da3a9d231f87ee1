/**
 * Pagination of the home list and seller pages (docs/product.md#browsing): Previous, the
 * numbered pages 1 up to the current page, an ellipsis while more pages exist, and Next.
 * The server only knows whether the current page is the last one (isEnd), not a total.
 */
export type PageItems = {
  previous: number | null;
  pages: number[];
  ellipsis: boolean;
  next: number | null;
};

export function pageItems(page: number, isEnd: boolean): PageItems {
  const current = Math.max(1, Math.floor(page));
  return {
    previous: current > 1 ? current - 1 : null,
    pages: Array.from({ length: current }, (_, i) => i + 1),
    ellipsis: !isEnd,
    next: isEnd ? null : current + 1,
  };
}
