// patches/@remix-run+router+1.23.3.patch keeps the ranked route branches and compiled path
// matchers between matches (a fifth of a signed-in page's server time went into rebuilding them:
// decision 0015). The cache must not outlive a change to the tree: lazy route discovery adds routes in
// place on the client, and a route it adds must match at once.
import { createMemoryHistory, createRouter, matchPath, matchRoutes } from "@remix-run/router";
import routerSource from "@remix-run/router/dist/router.js?raw";
import { describe, expect, it } from "vitest";

const ids = (matches: ReturnType<typeof matchRoutes>) => matches?.map((m) => m.route.id) ?? null;

describe("route matching (patched @remix-run/router)", () => {
  it("runs the patched router (npm's postinstall applies patches/ with patch-package)", () => {
    expect(routerSource).toContain("function rankedBranches(routes)");
    expect(routerSource).toContain("branchCache = new WeakMap();");
  });

  it("matches as before, with params, again and again", () => {
    const routes = [
      {
        id: "root",
        path: "/",
        children: [
          { id: "index", index: true },
          { id: "listing", path: "listing/:id" },
        ],
      },
    ];
    for (const id of ["1", "2", "1"]) {
      const matches = matchRoutes(routes, `/listing/${id}`);
      expect(ids(matches)).toEqual(["root", "listing"]);
      expect(matches?.[1]?.params).toEqual({ id });
    }
    expect(ids(matchRoutes(routes, "/"))).toEqual(["root", "index"]);
    expect(matchRoutes(routes, "/nope")).toBeNull();
    expect(matchPath("/seller/:username", "/seller/asha")?.params).toEqual({ username: "asha" });
    expect(matchPath({ path: "/seller", end: false }, "/seller/asha")?.pathnameBase).toBe("/seller");
  });

  it("sees a route that lazy discovery adds to a tree it has matched before", () => {
    const router = createRouter({
      routes: [{ id: "root", path: "/", children: [{ id: "index", index: true }] }],
      history: createMemoryHistory(),
    });
    expect(matchRoutes(router.routes, "/terms")).toBeNull();
    router.patchRoutes("root", [{ id: "terms", path: "terms" }]);
    expect(ids(matchRoutes(router.routes, "/terms"))).toEqual(["root", "terms"]);
  });
});
