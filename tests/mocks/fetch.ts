// The one fetch router every fake of an outside service registers on. The app under test runs
// in the test's isolate (SELF.fetch and the worker's own fetch calls included), so replacing
// globalThis.fetch here intercepts every outgoing call the app makes. A call no fake answers
// fails loudly: tests never reach the network. See README.md in this folder.
import { SELF } from "cloudflare:test";

export type Route = {
  /** Shown in `fetchMock.calls` and in errors, e.g. "google token". */
  name: string;
  match(url: URL, request: Request): boolean;
  handle(request: Request): Response | Promise<Response>;
};

export type Call = { route: string; method: string; url: string };

const routes: Route[] = [];
const resets = new Set<() => void>();
const calls: Call[] = [];
let realFetch: typeof fetch | null = null;

async function routedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const url = new URL(request.url);
  // The latest registration wins, so a test can override one endpoint of an installed fake.
  const route = [...routes].reverse().find((r) => r.match(url, request));
  if (!route) {
    throw new Error(
      `tests/mocks: no fake answers ${request.method} ${url.origin}${url.pathname}; install one (tests/mocks/README.md)`,
    );
  }
  calls.push({ route: route.name, method: request.method, url: request.url });
  return route.handle(request);
}

export const fetchMock = {
  /** Every call a fake answered since the last reset, in order. */
  calls: calls as readonly Call[],

  /** Replaces globalThis.fetch with the router (idempotent). Fakes call it from their install(). */
  install() {
    if (realFetch) return;
    realFetch = globalThis.fetch;
    globalThis.fetch = routedFetch as typeof fetch;
  },

  /** Adds a route; returns a function that removes it. */
  register(route: Route): () => void {
    routes.push(route);
    return () => {
      const at = routes.indexOf(route);
      if (at >= 0) routes.splice(at, 1);
    };
  },

  /** A fake's own state reset, run by fetchMock.reset(). */
  onReset(reset: () => void) {
    resets.add(reset);
  },

  /** Sends calls whose URL starts with `prefix` into the app itself (its /dev stand-ins). */
  routeToApp(prefix: string) {
    fetchMock.install();
    return fetchMock.register({
      name: `app ${prefix}`,
      match: (url) => url.href.startsWith(prefix),
      handle: (req) => SELF.fetch(req),
    });
  },

  /** Removes every route, clears calls and every fake's state, and restores the real fetch. Use in afterEach. */
  reset() {
    routes.length = 0;
    calls.length = 0;
    for (const reset of resets) reset();
    resets.clear();
    if (realFetch) globalThis.fetch = realFetch;
    realFetch = null;
  },
};
