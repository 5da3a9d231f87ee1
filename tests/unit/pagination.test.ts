// The phone form of the pagination (docs/product.md#browsing).
import { describe, expect, it } from "vitest";
import { compactPageItems } from "~/domain/pagination";

describe("compactPageItems: first page, a gap, a window around the current page", () => {
  it.each([
    [1, true, [1]],
    [1, false, [1, 2]],
    [2, false, [1, 2, 3]],
    [3, false, [1, 2, 3, 4]],
    [4, false, [1, "gap", 3, 4, 5]],
    [24, false, [1, "gap", 23, 24, 25]],
    [24, true, [1, "gap", 23, 24]],
  ] as const)("page %d (last: %s)", (page, isEnd, expected) => {
    expect(compactPageItems(page, isEnd)).toEqual(expected);
  });

  it("never lists more than five entries", () => {
    for (let page = 1; page <= 60; page++) expect(compactPageItems(page, false).length).toBeLessThanOrEqual(5);
  });
});
