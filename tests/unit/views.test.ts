import { describe, expect, it } from "vitest";
import {
  decideViewCount,
  isNewOpen,
  parseViewedListings,
  serializeViewedListings,
  VIEWED_LISTINGS_MAX,
  type OpenRequest,
} from "~/domain/views";

const open: OpenRequest = {
  method: "GET",
  path: "/listing/7",
  sameOriginRefererPath: "/",
  purpose: null,
  isBot: false,
};

describe("parseViewedListings / serializeViewedListings", () => {
  it("reads a comma list of ids", () => {
    expect(parseViewedListings("3,12,7")).toEqual([3, 12, 7]);
    expect(serializeViewedListings([3, 12, 7])).toBe("3,12,7");
  });
  it("drops junk and duplicates", () => {
    expect(parseViewedListings(" 3 ,x,,-1,0,1.5,3,9007199254740993,4")).toEqual([3, 4]);
  });
  it("is empty for a missing cookie", () => {
    expect(parseViewedListings(undefined)).toEqual([]);
    expect(parseViewedListings("")).toEqual([]);
  });
  it("keeps only the most recent ids", () => {
    const many = Array.from({ length: VIEWED_LISTINGS_MAX + 20 }, (_, i) => i + 1);
    const parsed = parseViewedListings(many.join(","));
    expect(parsed).toHaveLength(VIEWED_LISTINGS_MAX);
    expect(parsed[0]).toBe(21);
    expect(serializeViewedListings(many).split(",")).toHaveLength(VIEWED_LISTINGS_MAX);
  });
});

describe("decideViewCount", () => {
  it("counts every open without consent, and keeps no cookie", () => {
    expect(decideViewCount(undefined, [], 7)).toEqual({ count: true, viewed: null });
    expect(decideViewCount(undefined, [7], 7)).toEqual({ count: true, viewed: null });
  });
  it("counts every open when consent is false", () => {
    expect(decideViewCount("false", [7], 7)).toEqual({ count: true, viewed: null });
  });
  it("treats unknown consent values as no consent", () => {
    expect(decideViewCount("yes", [7], 7)).toEqual({ count: true, viewed: null });
  });
  it("counts once per listing with consent, remembering it", () => {
    expect(decideViewCount("true", [3], 7)).toEqual({ count: true, viewed: [3, 7] });
    expect(decideViewCount("true", [3, 7], 7)).toEqual({ count: false, viewed: null });
  });
  it("caps the remembered list, dropping the oldest", () => {
    const full = Array.from({ length: VIEWED_LISTINGS_MAX }, (_, i) => i + 1);
    const d = decideViewCount("true", full, 5000);
    expect(d.viewed).toHaveLength(VIEWED_LISTINGS_MAX);
    expect(d.viewed![0]).toBe(2);
    expect(d.viewed!.at(-1)).toBe(5000);
  });
});

describe("isNewOpen", () => {
  it("is an open when coming from another page or from outside", () => {
    expect(isNewOpen(open)).toBe(true);
    expect(isNewOpen({ ...open, sameOriginRefererPath: null })).toBe(true);
    expect(isNewOpen({ ...open, sameOriginRefererPath: "/listing/8" })).toBe(true);
  });
  it("is not an open when the page loads itself again (revalidation, ?image=N, post-redirect)", () => {
    expect(isNewOpen({ ...open, sameOriginRefererPath: "/listing/7" })).toBe(false);
    expect(isNewOpen({ ...open, sameOriginRefererPath: "/listing/7/" })).toBe(false);
  });
  it("ignores bots, prefetches and non-GET requests", () => {
    expect(isNewOpen({ ...open, isBot: true })).toBe(false);
    expect(isNewOpen({ ...open, purpose: "prefetch" })).toBe(false);
    expect(isNewOpen({ ...open, purpose: "prefetch;prerender" })).toBe(false);
    expect(isNewOpen({ ...open, method: "HEAD" })).toBe(false);
    expect(isNewOpen({ ...open, method: "POST" })).toBe(false);
  });
});
