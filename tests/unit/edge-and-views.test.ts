import { describe, expect, it } from "vitest";
import { planFlush, viewShard, VIEW_SHARDS } from "~/domain/view-flush";
import { edgeCacheKey, edgeRoute } from "~/server/http/edge-cache.server";

describe("planFlush", () => {
  it("keeps one row per open and adds up the counted opens per listing", () => {
    const views = [
      { listingId: 7, userId: null, counted: true, at: 1 },
      { listingId: 7, userId: "u1", counted: false, at: 2 },
      { listingId: 7, userId: null, counted: true, at: 3 },
      { listingId: 9, userId: null, counted: true, at: 4 },
      { listingId: 11, userId: "u2", counted: false, at: 5 },
    ];
    const plan = planFlush(views);
    expect(plan.rows).toEqual(views);
    expect(plan.counters).toEqual([
      { listingId: 7, add: 2 },
      { listingId: 9, add: 1 },
    ]);
  });

  it("spreads listings over the shards", () => {
    expect(viewShard(3)).toBe(viewShard(3 + VIEW_SHARDS));
    expect(viewShard(3)).not.toBe(viewShard(4));
  });
});

describe("edge cache key", () => {
  const req = (path: string, cookie?: string, method = "GET") =>
    new Request(`https://coimbatore.example${path}`, { method, headers: cookie ? { Cookie: cookie } : {} });

  it("covers the public pages, their single-fetch data and pictures only", () => {
    expect(edgeRoute("/")).toEqual({ kind: "page", listingId: null });
    expect(edgeRoute("/_root.data")).toEqual({ kind: "page", listingId: null });
    expect(edgeRoute("/listing/42.data")).toEqual({ kind: "page", listingId: 42 });
    expect(edgeRoute("/images/listings/1/a-375.jpg")?.kind).toBe("image");
    for (const path of ["/login", "/favourites", "/profile", "/listing/edit/4", "/seller/x", "/dev/outbox"]) {
      expect([path, edgeRoute(path)]).toEqual([path, null]);
    }
  });

  it("keys on the URL, the theme and the consent; normalises junk; bypasses sessions, toasts and posts", () => {
    const key = (path: string, cookie?: string) => edgeCacheKey(req(path, cookie))?.key ?? null;
    expect(key("/?type=plot")).toBe("https://coimbatore.example/?type=plot&__edge=system.unset");
    expect(key("/", "theme=dark; cookieConsent=true")).toBe("https://coimbatore.example/?__edge=dark.true");
    expect(key("/", "theme=<script>; cookieConsent=maybe")).toBe(key("/"));
    expect(key("/", "session-token=abc")).toBeNull();
    expect(key("/", "toast=%7B%7D")).toBeNull();
    expect(edgeCacheKey(req("/", undefined, "POST"))).toBeNull();
    // A page cached by the previous deployment names its assets, which are gone after a deploy.
    expect(edgeCacheKey(req("/"), "4f2a9c")?.key).toBe(
      "https://coimbatore.example/?__edge=system.unset&__build=4f2a9c",
    );
    expect(edgeCacheKey(req("/images/a-375.jpg"), "4f2a9c")?.key).toBe("https://coimbatore.example/images/a-375.jpg");
    // Pictures are the same for everyone, signed in or not.
    expect(key("/images/a-375.jpg", "session-token=abc")).toBe("https://coimbatore.example/images/a-375.jpg");
  });
});
