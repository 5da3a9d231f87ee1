import { describe, expect, it } from "vitest";
import { MAIL_MAX_ATTEMPTS, retryDelaySeconds } from "~/domain/mail-retry";

describe("mail retry back-off (docs/product.md#mail-delivery)", () => {
  it("starts at 30 s and doubles", () => {
    expect([1, 2, 3, 4, 5].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 480]);
  });
  it("never waits more than an hour, and reads nonsense as a first failure", () => {
    expect(retryDelaySeconds(20)).toBe(3600);
    expect(retryDelaySeconds(0)).toBe(30);
  });
  it("gives up after six tries in all, about 15 minutes", () => {
    const waited = Array.from({ length: MAIL_MAX_ATTEMPTS - 1 }, (_, i) => retryDelaySeconds(i + 1));
    expect(waited.reduce((a, b) => a + b, 0)).toBe(930);
  });
});
