// safeRedirect (app/domain/safe-redirect.ts) against generated input: whatever it is given, it
// answers a path on our own origin (docs/product.md#requests). Examples live in auth-domain.test.ts
// too.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/domain/safe-redirect";

/** The dot-segment cases of the review: each normalised into "//evil.example" before the fix. */
const DOT_SEGMENT_ESCAPES = [
  "/.//evil.example",
  "/..//evil.example",
  "/%2E//evil.example",
  "/%2e//evil.example",
  "/%2E%2E//evil.example",
  "/a/..//evil.example",
  "/a/b/../..//evil.example",
  "/./%2E//evil.example",
  "/.//evil.example/path?x=1#y",
  "/a/%2e%2e//evil.example",
];

/** What a same-origin answer looks like: one "/", not followed by "/" or "\", staying on a.example. */
function expectSameOrigin(out: string) {
  expect(out.startsWith("/")).toBe(true);
  expect(out[1] === "/" || out[1] === "\\").toBe(false);
  const url = new URL(out, "https://a.example/some/page");
  expect(url.origin).toBe("https://a.example");
  // A browser drops tabs and newlines before parsing: the same must hold without them.
  expect(new URL(out.replace(/[\t\n\r]/g, ""), "https://a.example").origin).toBe("https://a.example");
}

/** Pieces that move URL parsers: slashes, dots and their escapes, backslashes, whitespace. */
const PIECES = [
  "/",
  "//",
  ".",
  "..",
  "%2E",
  "%2e",
  "%2F",
  "%2f",
  "%5C",
  "%5c",
  "\\",
  "\t",
  "%09",
  "\n",
  "%0A",
  "\r",
  " ",
  "%20",
  "%",
  "%25",
  "%252F",
  "?",
  "#",
  "@",
  ":",
  "a",
  "evil.example",
  "http:",
  "https:",
  "javascript:",
  "\u3002",
  "\uff0f",
  "\u200b",
  "\u0000",
];
const piece = fc.constantFrom(...PIECES);
const pieced = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(""));
/** Biased: most start with "/" like a real redirectTo, many with dot segments right after. */
const biased = fc.oneof(
  pieced,
  pieced.map((s) => `/${s}`),
  fc.tuple(fc.constantFrom("/.", "/..", "/%2E", "/%2e%2e", "/a/..", "/./."), pieced).map(([a, b]) => `${a}${b}`),
  fc.string({ unit: "binary", maxLength: 40 }).map((s) => `/${s}`),
  fc.webUrl().map((u) => u.replace(/^https?:/, "")),
  fc.webPath(),
);

describe("safeRedirect (property)", () => {
  it("always answers a same-origin path, for thousands of generated strings", () => {
    fc.assert(
      fc.property(
        fc.oneof(biased, fc.string({ maxLength: 40 }), fc.string({ unit: "grapheme", maxLength: 30 })),
        (input) => {
          expectSameOrigin(safeRedirect(input));
          expectSameOrigin(safeRedirect(input, "/favourites"));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it("is stable: its answer passes through it unchanged, and so does that answer decoded once", () => {
    fc.assert(
      fc.property(biased, (input) => {
        const out = safeRedirect(input, "/fallback");
        expect(safeRedirect(out, "/other")).toBe(out);
        // A value may be decoded once more on its way back (a query string, a cookie reader).
        let decoded = out;
        try {
          decoded = decodeURIComponent(out);
        } catch {}
        expectSameOrigin(safeRedirect(decoded));
      }),
      { numRuns: 3000 },
    );
  });

  it("keeps ordinary paths as they are", () => {
    const segment = fc.stringMatching(/^[a-z0-9_-]{1,10}$/);
    fc.assert(
      fc.property(
        fc.array(segment, { minLength: 1, maxLength: 5 }),
        fc.stringMatching(/^[a-z0-9=&]{0,20}$/),
        (parts, query) => {
          const path = `/${parts.join("/")}${query ? `?${query}` : ""}`;
          expect(safeRedirect(path, "/fallback")).toBe(path);
        },
      ),
    );
  });
});

describe("safeRedirect (dot segments that collapse into another host)", () => {
  it.each(DOT_SEGMENT_ESCAPES)("refuses %j", (input) => {
    expect(safeRedirect(input)).toBe("/");
    expect(safeRedirect(input, "/favourites")).toBe("/favourites");
  });

  it.each([
    ["/a/../listing/4", "/listing/4"],
    ["/./profile", "/profile"],
    ["/%2E/profile?x=1", "/profile?x=1"],
  ])("still follows a harmless dot segment: %j is %j", (input, out) => {
    expect(safeRedirect(input)).toBe(out);
  });
});
