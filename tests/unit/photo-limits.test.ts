import { describe, expect, it } from "vitest";
import { PHOTO_RULES } from "~/domain/image-bytes";
import { PHOTO_LIMIT_MESSAGES, PHOTO_LIMITS, photoBudgetKey } from "~/domain/photo-limits";
import { takeFromWindow, type WindowState } from "~/domain/rate-limit";

describe("PHOTO_LIMITS (docs/product.md#photos)", () => {
  it("leave room for whole listings: a full listing's photos fit in each limit", () => {
    expect(PHOTO_LIMITS.pendingUploads).toBeGreaterThanOrEqual(PHOTO_RULES.maxPhotos);
    expect(PHOTO_LIMITS.perHour.limit).toBeGreaterThanOrEqual(3 * PHOTO_RULES.maxPhotos);
    expect(PHOTO_LIMITS.perHour.windowMs).toBe(60 * 60 * 1000);
  });

  it("the hourly budget takes exactly its limit within an hour, and more once the hour has passed", () => {
    const { limit, windowMs } = PHOTO_LIMITS.perHour;
    let state: WindowState = { hits: [] };
    const t0 = 1_700_000_000_000;
    for (let i = 0; i < limit; i++) {
      const r = takeFromWindow(state, { limit, windowMs, now: t0 + i * 1000 });
      expect(r.allowed).toBe(true);
      state = r.state;
    }
    expect(takeFromWindow(state, { limit, windowMs, now: t0 + limit * 1000 }).allowed).toBe(false);
    expect(takeFromWindow(state, { limit, windowMs, now: t0 + windowMs + 1 }).allowed).toBe(true);
  });

  it("says the number in its message, and keys the budget per user", () => {
    expect(PHOTO_LIMIT_MESSAGES.perHour).toContain(String(PHOTO_LIMITS.perHour.limit));
    expect(photoBudgetKey("u1")).not.toBe(photoBudgetKey("u2"));
  });
});
