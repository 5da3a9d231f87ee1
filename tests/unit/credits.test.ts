// Credit rules (app/domain/credits.ts) and payment signatures.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  buyButtonLabel,
  DAILY_GRANT_LIMIT,
  dailyGrantLimitMessage,
  knownFailureReason,
  PAYMENT_FAILURE_TEXT,
  paymentFailureText,
  planAdjustment,
  planPaymentCheck,
  planTakeBack,
  CREDIT_PACKS,
  DAILY_REVEAL_LIMIT,
  findPack,
  formatCreditAmount,
  packLine,
  planPendingOrder,
  planReveal,
  planSettlement,
  purchaseDescription,
  rupeesToPaise,
} from "~/domain/credits";
import { canSeeEnquiries } from "~/domain/permissions";
import { hmacSha256Hex, verifyHmacSha256Hex } from "~/server/credits/payments/signature.server";

describe("packs", () => {
  it("are ₹1000/100, ₹2000/200, ₹3000/300 with the product's lines and button names", () => {
    expect(CREDIT_PACKS.map((p) => [p.amount, p.credits])).toEqual([
      [1000, 100],
      [2000, 200],
      [3000, 300],
    ]);
    expect(packLine(100)).toBe("10 contacts can be viewed and 5 posts can be created");
    expect(packLine(300)).toBe("30 contacts can be viewed and 15 posts can be created");
    expect(buyButtonLabel({ credits: 200 })).toBe("Buy 200 credits");
    expect(purchaseDescription({ credits: 300, amount: 3000 })).toBe("Purchased 300 credits (₹3,000)");
  });

  it("are found by id only; amounts go to providers in paise", () => {
    expect(findPack("pack-200")?.credits).toBe(200);
    expect(findPack("pack-999")).toBeNull();
    expect(findPack({ id: "pack-100" })).toBeNull();
    expect(rupeesToPaise(1000)).toBe(100000);
    for (const bad of [0, -1, 10.5, Number.NaN]) expect(() => rupeesToPaise(bad)).toThrow();
  });
});

describe("planReveal", () => {
  const base = {
    isSelf: false,
    isAdmin: false,
    alreadyRevealed: false,
    alreadyApplied: false,
    revealsToday: 0,
    balance: 25,
  };

  it("charges 10 credits for a new seller", () => {
    expect(planReveal(base)).toEqual({ kind: "charge", amount: 10, balanceAfter: 15 });
    expect(planReveal({ ...base, balance: 10 })).toEqual({ kind: "charge", amount: 10, balanceAfter: 0 });
  });

  it("is free for your own number, for admins, and for a seller already paid for", () => {
    expect(planReveal({ ...base, isSelf: true, balance: 0 })).toEqual({ kind: "free", why: "self" });
    expect(planReveal({ ...base, isAdmin: true, balance: 0 })).toEqual({ kind: "free", why: "admin" });
    expect(planReveal({ ...base, alreadyRevealed: true, balance: 0 })).toEqual({
      kind: "free",
      why: "already-revealed",
    });
    expect(planReveal({ ...base, alreadyApplied: true, balance: 0 })).toEqual({
      kind: "free",
      why: "already-revealed",
    });
  });

  it("refuses with fewer than 10 credits, and past the daily limit", () => {
    expect(planReveal({ ...base, balance: 9 })).toEqual({ kind: "insufficient" });
    expect(planReveal({ ...base, revealsToday: DAILY_REVEAL_LIMIT - 1 }).kind).toBe("charge");
    expect(planReveal({ ...base, revealsToday: DAILY_REVEAL_LIMIT })).toEqual({ kind: "limit" });
    // A seller already paid for stays visible even past the limit.
    expect(planReveal({ ...base, revealsToday: 99, alreadyRevealed: true }).kind).toBe("free");
  });
});

describe("planSettlement", () => {
  const order = { status: "created" as const, amountRupees: 1000 };
  const captured = { status: "captured", amountPaise: 100000, currency: "INR" };

  it("credits a captured payment of exactly the order's amount, also on an order marked failed", () => {
    expect(planSettlement(order, captured)).toEqual({ kind: "credit" });
    expect(planSettlement({ ...order, status: "failed" }, captured)).toEqual({ kind: "credit" });
  });

  it("never credits twice, an uncaptured payment, or a different amount or currency", () => {
    expect(planSettlement({ ...order, status: "paid" }, captured)).toEqual({ kind: "already-paid" });
    expect(planSettlement(order, { ...captured, status: "authorized" })).toEqual({ kind: "not-captured" });
    expect(planSettlement(order, { ...captured, amountPaise: 99900 }).kind).toBe("amount-mismatch");
    expect(planSettlement(order, { ...captured, amountPaise: 1000 }).kind).toBe("amount-mismatch");
    expect(planSettlement(order, { ...captured, currency: "USD" }).kind).toBe("amount-mismatch");
  });
});

describe("planPendingOrder", () => {
  const MIN = 60 * 1000;
  it("waits 15 minutes, closes failed payments after that, and expires unpaid orders after a day", () => {
    expect(planPendingOrder({ createdAt: 0, now: 14 * MIN, failedReason: "Declined" })).toEqual({ kind: "wait" });
    expect(planPendingOrder({ createdAt: 0, now: 15 * MIN, failedReason: "Declined" })).toEqual({
      kind: "fail",
      reason: "Declined",
    });
    expect(planPendingOrder({ createdAt: 0, now: 60 * MIN, failedReason: null })).toEqual({ kind: "wait" });
    expect(planPendingOrder({ createdAt: 0, now: 24 * 60 * MIN, failedReason: null }).kind).toBe("expire");
  });
});

describe("formatCreditAmount and canSeeEnquiries", () => {
  it("signs amounts", () => {
    expect(formatCreditAmount(100)).toBe("+100");
    expect(formatCreditAmount(-10)).toBe("−10");
    expect(formatCreditAmount(0)).toBe("0");
    expect(formatCreditAmount(100000)).toBe("+1,00,000");
  });

  it("lets the owner and admins see a listing's enquiries", () => {
    const listing = { postedById: "seller" };
    expect(canSeeEnquiries({ id: "seller", role: "seller" }, listing)).toBe(true);
    expect(canSeeEnquiries({ id: "x", role: "admin" }, listing)).toBe(true);
    expect(canSeeEnquiries({ id: "x", role: "superadmin" }, listing)).toBe(true);
    expect(canSeeEnquiries({ id: "x", role: "both" }, listing)).toBe(false);
    expect(canSeeEnquiries(null, listing)).toBe(false);
  });
});

describe("payment signatures", () => {
  it("are HMAC-SHA256 hex as Razorpay makes them (RFC 4231 test case 2)", async () => {
    expect(await hmacSha256Hex("Jefe", "what do ya want for nothing?")).toBe(
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    );
  });

  it("verify only the exact message with the exact key", async () => {
    const sig = await hmacSha256Hex("key_secret", "order_1|pay_1");
    expect(await verifyHmacSha256Hex("key_secret", "order_1|pay_1", sig)).toBe(true);
    expect(await verifyHmacSha256Hex("key_secret", "order_1|pay_1", sig.toUpperCase())).toBe(true);
    expect(await verifyHmacSha256Hex("key_secret", "order_2|pay_1", sig)).toBe(false);
    expect(await verifyHmacSha256Hex("other_secret", "order_1|pay_1", sig)).toBe(false);
    expect(await verifyHmacSha256Hex("key_secret", "order_1|pay_1", sig.slice(0, 63))).toBe(false);
    expect(await verifyHmacSha256Hex("key_secret", "order_1|pay_1", `${sig.slice(0, 63)}g`)).toBe(false);
    expect(await verifyHmacSha256Hex("key_secret", "order_1|pay_1", null)).toBe(false);
    expect(await verifyHmacSha256Hex("", "order_1|pay_1", sig)).toBe(false);
  });
});

describe("planAdjustment: the daily grant limit (docs/product.md#admin)", () => {
  it("grants above 1,000 a day to one user need a superadmin; removals are not limited", () => {
    expect(planAdjustment({ balance: 0, amount: 400, alreadyApplied: false, grantedToday: 600 })).toEqual({
      kind: "apply",
      balanceAfter: 400,
    });
    expect(planAdjustment({ balance: 0, amount: 401, alreadyApplied: false, grantedToday: 600 })).toEqual({
      kind: "daily-limit",
      grantedToday: 600,
    });
    expect(planAdjustment({ balance: 0, amount: 5000, alreadyApplied: false, unlimited: true })).toEqual({
      kind: "apply",
      balanceAfter: 5000,
    });
    expect(planAdjustment({ balance: 50, amount: -50, alreadyApplied: false, grantedToday: 5000 })).toEqual({
      kind: "apply",
      balanceAfter: 0,
    });
    expect(dailyGrantLimitMessage(600)).toBe(
      "Admins can grant up to 1,000 credits a day to one user (400 left today). A larger grant needs a superadmin.",
    );
  });

  it("never lets an admin's grants of one day add up past the limit (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 2000 }), { maxLength: 30 }), (amounts) => {
        let granted = 0;
        for (const amount of amounts) {
          const plan = planAdjustment({ balance: granted, amount, alreadyApplied: false, grantedToday: granted });
          if (plan.kind === "apply") granted += amount;
          else expect(plan.kind).toBe("daily-limit");
        }
        expect(granted).toBeLessThanOrEqual(DAILY_GRANT_LIMIT);
      }),
    );
  });
});

describe("payment failure reasons and payment checks (docs/product.md#payments)", () => {
  it("looks reasons up as own entries only: Object.prototype's names are unknown", () => {
    for (const reason of ["__proto__", "constructor", "toString", "hasOwnProperty", "", null, 42]) {
      expect(knownFailureReason(reason)).toBe("payment_failed");
      expect(paymentFailureText(reason)).toBe("Your payment could not be completed. No credits were added.");
    }
    expect(paymentFailureText("insufficient_funds")).toBe("The account did not have enough funds.");
    fc.assert(
      fc.property(fc.string(), (reason) => {
        expect(typeof paymentFailureText(reason)).toBe("string");
        expect(["payment_failed", ...PAYMENT_FAILURE_TEXT.keys()]).toContain(knownFailureReason(reason));
      }),
    );
  });

  it("credits a captured payment of this order, amount and currency; captures an authorized one; else nothing", () => {
    const order = { status: "created" as const, amountRupees: 1000, providerOrderId: "order_A" };
    const payment = { orderId: "order_A", status: "captured", amountPaise: 100000, currency: "INR" };
    expect(planPaymentCheck(order, payment)).toEqual({ kind: "credit" });
    expect(planPaymentCheck(order, { ...payment, status: "authorized" })).toEqual({
      kind: "capture",
      amountPaise: 100000,
      currency: "INR",
    });
    expect(planPaymentCheck(order, null)).toEqual({ kind: "not-found" });
    expect(planPaymentCheck(order, { ...payment, orderId: "order_B" })).toEqual({ kind: "other-order" });
    expect(planPaymentCheck(order, { ...payment, amountPaise: 99900 }).kind).toBe("amount-mismatch");
    expect(planPaymentCheck(order, { ...payment, currency: "USD" }).kind).toBe("amount-mismatch");
    for (const status of ["created", "failed", "refunded"]) {
      expect(planPaymentCheck(order, { ...payment, status })).toEqual({ kind: "not-captured", status });
    }
    expect(planPaymentCheck({ ...order, status: "paid" }, payment)).toEqual({ kind: "already-paid" });
  });
});

describe("planTakeBack: refunds and lost disputes (decision 0022)", () => {
  const base = {
    orderCredits: 100,
    orderAmountRupees: 1000,
    currency: "INR",
    alreadyTakenBack: 0,
    alreadyApplied: false,
  };

  it("takes the refund's share back down to 0; the rest is the shortfall", () => {
    expect(planTakeBack({ ...base, balance: 150, refundPaise: 100000 })).toEqual({
      kind: "apply",
      credits: 100,
      taken: 100,
      shortfall: 0,
      balanceAfter: 50,
    });
    expect(planTakeBack({ ...base, balance: 40, refundPaise: 100000 })).toEqual({
      kind: "apply",
      credits: 100,
      taken: 40,
      shortfall: 60,
      balanceAfter: 0,
    });
    expect(planTakeBack({ ...base, balance: 40, refundPaise: 50 })).toMatchObject({ credits: 1, taken: 1 });
    expect(planTakeBack({ ...base, balance: 40, refundPaise: 100000, alreadyApplied: true })).toEqual({
      kind: "replay",
    });
    expect(planTakeBack({ ...base, balance: 40, refundPaise: 100001 })).toEqual({ kind: "mismatch" });
    expect(planTakeBack({ ...base, balance: 40, refundPaise: 100, currency: "USD" })).toEqual({ kind: "mismatch" });
    expect(planTakeBack({ ...base, balance: 40, refundPaise: 0 })).toEqual({ kind: "mismatch" });
  });

  it("never goes below 0 and never takes back more than the order gave, over any refunds (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.array(fc.integer({ min: -10, max: 120_000 }), { maxLength: 12 }),
        (start, refunds) => {
          let balance = start;
          let takenBack = 0;
          for (const refundPaise of refunds) {
            const plan = planTakeBack({ ...base, balance, refundPaise, alreadyTakenBack: takenBack });
            if (plan.kind !== "apply") continue;
            expect(plan.taken + plan.shortfall).toBe(plan.credits);
            balance = plan.balanceAfter;
            takenBack += plan.credits;
            expect(balance).toBeGreaterThanOrEqual(0);
          }
          expect(takenBack).toBeLessThanOrEqual(base.orderCredits);
        },
      ),
    );
  });
});
