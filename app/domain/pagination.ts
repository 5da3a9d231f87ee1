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

/** A compact page list entry: a page number, or a gap ("…") between two numbers. */
export type CompactItem = number | "gap";

/**
 * The phone form (docs/product.md#browsing): the first page, a gap when pages are skipped, then
 * a window of the page before, the current page and, while more pages exist, the next one.
 * Never more than five entries, so it fits one row at 320 px.
 */
export function compactPageItems(page: number, isEnd: boolean): CompactItem[] {
  const current = Math.max(1, Math.floor(page));
  const from = Math.max(1, current - 1);
  const to = isEnd ? current : current + 1;
  const items: CompactItem[] = [];
  if (from > 1) items.push(1);
  if (from > 2) items.push("gap");
  for (let p = from; p <= to; p++) items.push(p);
  return items;
}
