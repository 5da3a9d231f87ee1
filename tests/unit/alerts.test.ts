// Alert rules (docs/product.md#alerts, decision 0048): when a search is due, the digest's day and
// key, how the 10 places of a digest are shared, and the unsubscribe token: it reads back exactly
// what was signed, and any change to it (payload or signature, one character or more) fails.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DIGEST_MAX_LISTINGS, digestKey, isAlertDue, istDate, isPriceDrop, planDigest } from "../../app/domain/alerts";
import { readUnsubscribePayload, type UnsubscribeTarget, unsubscribePayload } from "../../app/domain/alerts-token";
import { DAY_MS } from "../../app/domain/dates";
import { signUnsubscribe, verifyUnsubscribe } from "../../app/server/alerts/unsubscribe.server";

const SECRET = "unit-test-secret";

describe("when alerts are due", () => {
  const now = Date.UTC(2026, 10, 27, 2, 0);
  it("daily at every run, weekly 7 days after the last (a late cron still counts), off never", () => {
    expect(isAlertDue("daily", now - 1, now)).toBe(true);
    expect(isAlertDue("daily", now, now)).toBe(false);
    expect(isAlertDue("weekly", now - 6 * DAY_MS, now)).toBe(false);
    expect(isAlertDue("weekly", now - 7 * DAY_MS + 60_000, now)).toBe(true);
    expect(isAlertDue("weekly", now - 7 * DAY_MS, now)).toBe(true);
    expect(isAlertDue("off", 0, now)).toBe(false);
  });

  it("the digest's day is the India date: 02:00 UTC is 07:30 the same day; 20:00 UTC is the next", () => {
    expect(istDate(now)).toBe("2026-11-27");
    expect(istDate(Date.UTC(2026, 10, 27, 20, 0))).toBe("2026-11-28");
    expect(digestKey("u1", "2026-11-27")).toBe("digest:u1:2026-11-27");
  });

  it("a price drop is a price below the one last told", () => {
    expect(isPriceDrop(100, 99)).toBe(true);
    expect(isPriceDrop(100, 100)).toBe(false);
    expect(isPriceDrop(null, 1)).toBe(false);
  });
});

describe("planDigest", () => {
  const ls = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: from + i }));
  it("shows at most 10: drops first, then the searches in turn; the rest are 'more'", () => {
    const plan = planDigest(ls(1, 2), [
      { searchId: 1, name: "a", query: "", matches: ls(100, 12) },
      { searchId: 2, name: "b", query: "", matches: ls(200, 2) },
    ]);
    expect(plan.drops).toHaveLength(2);
    const [a, b] = plan.sections;
    expect(a?.shown).toHaveLength(6);
    expect(b?.shown).toHaveLength(2);
    expect(a?.more).toBe(6);
    expect(b?.more).toBe(0);
  });

  it("never shows a listing twice, never more than 10, and drops searches with nothing", () => {
    const listing = fc.integer({ min: 1, max: 30 }).map((id) => ({ id }));
    fc.assert(
      fc.property(
        fc.uniqueArray(listing, { selector: (l) => l.id, maxLength: 12 }),
        fc.array(fc.uniqueArray(listing, { selector: (l) => l.id, maxLength: 15 }), { maxLength: 4 }),
        (drops, searches) => {
          const plan = planDigest(
            drops,
            searches.map((matches, i) => ({ searchId: i, name: `s${i}`, query: "", matches })),
          );
          const shown = [...plan.drops, ...plan.sections.flatMap((s) => s.shown)].map((l) => l.id);
          expect(shown.length).toBeLessThanOrEqual(DIGEST_MAX_LISTINGS);
          expect(new Set(shown).size).toBe(shown.length);
          for (const s of plan.sections) expect(s.shown.length + s.more).toBeGreaterThan(0);
        },
      ),
    );
  });
});

const target: fc.Arbitrary<UnsubscribeTarget> = fc
  .record({
    userId: fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
    searchIds: fc.uniqueArray(fc.integer({ min: 1, max: 1e9 }), { maxLength: 5 }),
    listingIds: fc.uniqueArray(fc.integer({ min: 1, max: 1e9 }), { maxLength: 5 }),
  })
  .filter((t) => t.searchIds.length + t.listingIds.length > 0);

describe("unsubscribe tokens (property)", () => {
  it("a payload reads back as what was written; other purposes and malformed text read as nothing", () => {
    fc.assert(
      fc.property(target, (t) => {
        expect(readUnsubscribePayload(unsubscribePayload(t))).toEqual(t);
        expect(readUnsubscribePayload(unsubscribePayload(t).replace("unsubscribe", "confirm"))).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const read = readUnsubscribePayload(text);
        if (read) expect(unsubscribePayload(read)).toBe(text);
      }),
    );
  });

  it("a signed token verifies as its target; any altered token fails", async () => {
    await fc.assert(
      fc.asyncProperty(
        target,
        fc.nat(),
        fc.constantFrom("replace", "insert", "delete", "swap-halves"),
        fc.string({ minLength: 1, maxLength: 3 }),
        async (t, at, how, text) => {
          const token = await signUnsubscribe(SECRET, t);
          expect(await verifyUnsubscribe(SECRET, token)).toEqual(t);
          const i = at % token.length;
          const altered =
            how === "replace"
              ? token.slice(0, i) + (token[i] === text[0] ? `${text}x` : text) + token.slice(i + 1)
              : how === "insert"
                ? token.slice(0, i) + text + token.slice(i)
                : how === "delete"
                  ? token.slice(0, i) + token.slice(i + 1)
                  : token.split(".").reverse().join(".");
          if (altered === token) return;
          expect(await verifyUnsubscribe(SECRET, altered)).toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });

  it("another secret's token fails", async () => {
    const token = await signUnsubscribe("other-secret", { userId: "u", searchIds: [1], listingIds: [] });
    expect(await verifyUnsubscribe(SECRET, token)).toBeNull();
  });
});
