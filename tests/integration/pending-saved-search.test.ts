// The pending-saved-search cookie (docs/product.md#saved-searches) is outside input: a visitor's
// browser sends it back to the sign-in that completes it, and anything may stand in it by then.
// Whatever it holds, completing it never throws, clears it, and saves either nothing or
// one search that the save form itself would have accepted (a valid name, a canonical query with
// a filter); what the save page wrote comes back as it was written.
import { env } from "cloudflare:test";
import type { AppLoadContext } from "@remix-run/cloudflare";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOCALITIES, PROPERTY_TYPES } from "~/domain/catalog";
import { SAVED_SEARCH_NAME_MAX, savedSearchQuery, savedSearchQueryOf } from "~/domain/saved-search";
import { normalizeFilters } from "~/domain/filters";
import { COOKIES } from "~/server/http/cookies.server";
import { completePendingSavedSearch, pendingSavedSearchCookie } from "~/server/saved-searches/saved-searches.server";
import { insertUser } from "../helpers/db";
import { savedSearchRows } from "../helpers/saved-searches";

const context = { cloudflare: { env } } as unknown as AppLoadContext;
const NAME = COOKIES.pendingSavedSearch.name;

function signInWith(cookie: string): Request {
  return new Request("https://coimbatore.example/login", { method: "POST", headers: { Cookie: cookie } });
}

/** The Cookie header a browser sends back for a Set-Cookie value. */
const sentBack = (setCookie: string) => setCookie.split(";")[0]!;

const cleared = (lines: string[]) => lines.some((l) => l.startsWith(`${NAME}=;`) && /Max-Age=0/.test(l));

// Cookie values a browser could send: printable ASCII without `;` as it stands, or any text
// (Tamil, emoji, lone `%`) percent-encoded as the save page writes it.
const cookieText = fc.oneof(
  fc.string({ unit: "grapheme-ascii", maxLength: 300 }).map((s) => s.replace(/;/g, "")),
  fc
    .record({
      n: fc.oneof(fc.string({ unit: "grapheme", maxLength: 80 }), fc.constant(""), fc.constant("   ")),
      q: fc.oneof(
        fc.string({ unit: "grapheme", maxLength: 200 }),
        fc.constantFrom("type=plot", "location=Vadavalli", "type=nope&location=%", "ai=plots", "maxPrice=-5"),
      ),
    })
    .map(({ n, q }) => encodeURIComponent(new URLSearchParams({ n, q }).toString())),
);

describe("the pending-saved-search cookie", () => {
  it("whatever it holds: never throws, is cleared, saves nothing or one valid canonical search", async () => {
    await fc.assert(
      fc.asyncProperty(cookieText, async (value) => {
        const user = await insertUser();
        const lines = await completePendingSavedSearch(signInWith(`${NAME}=${value}`), context, user.id);
        // An empty value is nothing pending: nothing to clear.
        expect(cleared(lines)).toBe(value.trim() !== "");
        const rows = await savedSearchRows(user.id);
        expect(rows.length).toBeLessThanOrEqual(1);
        for (const row of rows) {
          expect(row.name.trim()).toBe(row.name);
          expect(row.name.length).toBeGreaterThan(0);
          expect(row.name.length).toBeLessThanOrEqual(SAVED_SEARCH_NAME_MAX);
          expect(row.query).not.toBe("");
          expect(savedSearchQueryOf(new URLSearchParams(row.query))).toBe(row.query);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("what the save page wrote is saved as written", async () => {
    const filters = fc.record({
      types: fc.subarray([...PROPERTY_TYPES], { minLength: 1, maxLength: 2 }),
      locations: fc.subarray([...LOCALITIES], { maxLength: 2 }),
      maxPrice: fc.option(fc.integer({ min: 100_000, max: 50_000_000 }), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(
        filters,
        fc.oneof(
          fc.string({ minLength: 1, maxLength: SAVED_SEARCH_NAME_MAX }).filter((s) => s.trim() === s && s.length > 0),
          fc.constantFrom("வடவள்ளியில் மனை", "Plots near RS Puram 🏡"),
        ),
        async (f, name) => {
          const user = await insertUser();
          const query = savedSearchQuery(normalizeFilters(f));
          const set = pendingSavedSearchCookie(signInWith(""), context, { name, query });
          const lines = await completePendingSavedSearch(signInWith(sentBack(set)), context, user.id);
          expect(cleared(lines)).toBe(true);
          const rows = await savedSearchRows(user.id);
          expect(rows.map((r) => [r.name, r.query])).toEqual([[name, query]]);
        },
      ),
      { numRuns: 30 },
    );
  });

  it("no cookie: nothing to do, nothing set", async () => {
    const user = await insertUser();
    expect(await completePendingSavedSearch(signInWith("theme=dark"), context, user.id)).toEqual([]);
    expect(await savedSearchRows(user.id)).toHaveLength(0);
  });
});
