// Credit rules (docs/product.md#credits, #payments): packs, prices, what things cost, and the
// plans the UserCredits Durable Object and the payment settlement follow. Pure: no I/O.
import { CREDIT_PACKS, LISTING_COST_CREDITS, REVEAL_COST_CREDITS } from "./catalog";
import { formatCount, formatIndianNumber, formatRupees } from "./format";

export { CREDIT_PACKS };
export type CreditPack = (typeof CREDIT_PACKS)[number];
export type PackId = CreditPack["id"];
export const PACK_IDS = CREDIT_PACKS.map((p) => p.id) as [PackId, ...PackId[]];

export const REVEAL_COST = REVEAL_COST_CREDITS;
export const POST_COST = LISTING_COST_CREDITS;
/** Reveals a user may buy per day (India time): enough for any buyer, a brake on scraping. */
export const DAILY_REVEAL_LIMIT = 30;
/** Orders still unpaid after this long are asked about at the provider by the scheduled job. */
export const SETTLE_AFTER_MS = 15 * 60 * 1000;
/** Orders with no captured payment after this long are closed as expired. */
export const EXPIRE_AFTER_MS = 24 * 60 * 60 * 1000;
export const CURRENCY = "INR";

export function findPack(id: unknown): CreditPack | null {
  return CREDIT_PACKS.find((p) => p.id === id) ?? null;
}

/** Whole rupees to paise, the unit payment providers take. */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isSafeInteger(rupees) || rupees <= 0) throw new Error("Amount must be a positive whole number of rupees");
  return rupees * 100;
}

/** The pack's line (docs/product.md#credits): "10 contacts can be viewed and 5 posts can be created". */
export function packLine(credits: number): string {
  return `${Math.floor(credits / REVEAL_COST)} contacts can be viewed and ${Math.floor(credits / POST_COST)} posts can be created`;
}

export function buyButtonLabel(pack: { credits: number }): string {
  return `Buy ${pack.credits} credits`;
}

export function purchaseDescription(pack: { credits: number; amount: number }): string {
  return `Purchased ${pack.credits} credits (${formatRupees(pack.amount)})`;
}

export function revealDescription(seller: { username: string }, listingId?: number | null): string {
  return listingId
    ? `Viewed mobile number of @${seller.username} (listing #${listingId})`
    : `Viewed mobile number of @${seller.username}`;
}

/** "+100" / "−10" for the history; a true minus sign reads better than a hyphen. */
export function formatCreditAmount(amount: number): string {
  if (amount === 0) return "0";
  return `${amount > 0 ? "+" : "−"}${formatIndianNumber(Math.abs(amount))}`;
}

export type DebitPlan = { kind: "replay" } | { kind: "insufficient" } | { kind: "apply"; balanceAfter: number };

/** Decides a debit: a repeated idempotency key never charges twice; balances never go negative. */
export function planDebit(input: { balance: number; amount: number; alreadyApplied: boolean }): DebitPlan {
  if (!Number.isInteger(input.amount) || input.amount <= 0) throw new Error("Debit amount must be a positive integer");
  if (input.alreadyApplied) return { kind: "replay" };
  if (input.balance < input.amount) return { kind: "insufficient" };
  return { kind: "apply", balanceAfter: input.balance - input.amount };
}

/** The most an admin adds or removes in one adjustment (a typo guard, not a business limit). */
export const ADJUST_MAX = 100_000;

/**
 * The most credits admins may grant one user in one India-time day (calendar day, like the
 * reveal limit); a grant that would pass it needs a superadmin (docs/product.md#admin).
 */
export const DAILY_GRANT_LIMIT = 1_000;

export type AdjustPlan =
  | { kind: "replay" }
  | { kind: "below-zero" }
  | { kind: "daily-limit"; grantedToday: number }
  | { kind: "apply"; balanceAfter: number };

/**
 * Decides an admin's credit adjustment (docs/product.md#admin): a signed, non-zero amount; the
 * same key again changes nothing; a removal never takes the balance below 0; grants to one user
 * today, this one included, above DAILY_GRANT_LIMIT need a superadmin (removals do not give
 * the allowance back).
 */
export function planAdjustment(input: {
  balance: number;
  amount: number;
  alreadyApplied: boolean;
  /** Credits admins granted this user since the start of today (IST), before this grant. */
  grantedToday?: number;
  /** The actor is a superadmin: no daily limit. */
  unlimited?: boolean;
}): AdjustPlan {
  if (!Number.isInteger(input.amount) || input.amount === 0) throw new Error("Adjustment must be a non-zero integer");
  if (input.alreadyApplied) return { kind: "replay" };
  const grantedToday = input.grantedToday ?? 0;
  if (input.amount > 0 && !input.unlimited && grantedToday + input.amount > DAILY_GRANT_LIMIT) {
    return { kind: "daily-limit", grantedToday };
  }
  const balanceAfter = input.balance + input.amount;
  if (balanceAfter < 0) return { kind: "below-zero" };
  return { kind: "apply", balanceAfter };
}

/** What an admin reads when a grant passes the daily limit. */
export function dailyGrantLimitMessage(grantedToday: number): string {
  const left = Math.max(0, DAILY_GRANT_LIMIT - grantedToday);
  return `Admins can grant up to ${formatIndianNumber(DAILY_GRANT_LIMIT)} credits a day to one user (${formatIndianNumber(left)} left today). A larger grant needs a superadmin.`;
}

/** The ledger description of every admin grant starts with this (the daily limit sums them). */
export const ADMIN_GRANT_PREFIX = "Credits added by admin";

/** The ledger's words for an adjustment, shown in the user's credit history with the admin's reason. */
export function adjustmentDescription(amount: number, reason: string): string {
  return `${amount > 0 ? ADMIN_GRANT_PREFIX : "Credits removed by admin"}: ${reason.trim()}`;
}

/** One key per admin, user and form token: a double submit of the same form applies once. */
export function adjustIdempotencyKey(actorId: string, userId: string, formToken: string): string {
  return `adjust:${actorId}:${userId}:${formToken}`;
}

export type RevealInput = {
  /** The buyer is the seller: their own number is free. */
  isSelf: boolean;
  /** Admins and superadmins see numbers without paying (they moderate and handle disputes). */
  isAdmin: boolean;
  /** An enquiry (buyer, seller) exists: paid once, shown from then on everywhere. */
  alreadyRevealed: boolean;
  /** The ledger already holds this request's idempotency key (a retried request). */
  alreadyApplied: boolean;
  /** Paid reveals by this buyer since the start of today (IST). */
  revealsToday: number;
  balance: number;
};

export type RevealPlan =
  | { kind: "free"; why: "self" | "admin" | "already-revealed" }
  | { kind: "limit" }
  | { kind: "insufficient" }
  | { kind: "charge"; amount: number; balanceAfter: number };

/** Whether revealing a seller's mobile is free, refused or charged (docs/product.md#credits). */
export function planReveal(input: RevealInput): RevealPlan {
  if (input.isSelf) return { kind: "free", why: "self" };
  if (input.isAdmin) return { kind: "free", why: "admin" };
  if (input.alreadyRevealed || input.alreadyApplied) return { kind: "free", why: "already-revealed" };
  if (input.revealsToday >= DAILY_REVEAL_LIMIT) return { kind: "limit" };
  const debit = planDebit({ balance: input.balance, amount: REVEAL_COST, alreadyApplied: false });
  if (debit.kind !== "apply") return { kind: "insufficient" };
  return { kind: "charge", amount: REVEAL_COST, balanceAfter: debit.balanceAfter };
}

/** What our order row says; amounts are ours, never taken from a request. */
export type OrderFacts = { status: "created" | "paid" | "failed"; amountRupees: number };
/** What the provider reports about one payment of the order. */
export type ProviderPaymentFacts = { status: string; amountPaise: number; currency: string };

export type SettlementPlan =
  | { kind: "credit" }
  | { kind: "already-paid" }
  | { kind: "not-captured" }
  | { kind: "amount-mismatch"; expectedPaise: number; gotPaise: number; currency: string };

/**
 * Whether a payment the provider reports should credit the order. A failed or cancelled order can
 * still be paid later (the customer retried on the provider's page): money taken is never lost.
 */
export function planSettlement(order: OrderFacts, payment: ProviderPaymentFacts): SettlementPlan {
  if (order.status === "paid") return { kind: "already-paid" };
  if (payment.status !== "captured") return { kind: "not-captured" };
  const expectedPaise = rupeesToPaise(order.amountRupees);
  if (payment.amountPaise !== expectedPaise || payment.currency !== CURRENCY) {
    return { kind: "amount-mismatch", expectedPaise, gotPaise: payment.amountPaise, currency: payment.currency };
  }
  return { kind: "credit" };
}

/** Our order as the callback and the settle job check a payment against it. */
export type CheckedOrder = OrderFacts & { providerOrderId: string };
/** A payment as the provider's own API reports it (GET /v1/payments/:id), or null when it has none. */
export type FetchedPayment = ProviderPaymentFacts & { orderId: string };

export type PaymentCheckPlan =
  | { kind: "credit" }
  | { kind: "capture"; amountPaise: number; currency: string }
  | { kind: "already-paid" }
  | { kind: "not-found" }
  | { kind: "other-order" }
  | { kind: "amount-mismatch"; expectedPaise: number; gotPaise: number; currency: string }
  | { kind: "not-captured"; status: string };

/**
 * What to do with a payment fetched from the provider for one of our orders
 * (docs/product.md#payments): it must exist, belong to this order and carry its amount and
 * currency; captured credits, authorized is captured by us (with our amount) and then credited;
 * anything else (created, failed, refunded) credits nothing and waits for the webhook or the job.
 */
export function planPaymentCheck(order: CheckedOrder, payment: FetchedPayment | null): PaymentCheckPlan {
  if (order.status === "paid") return { kind: "already-paid" };
  if (!payment) return { kind: "not-found" };
  if (payment.orderId !== order.providerOrderId) return { kind: "other-order" };
  const expectedPaise = rupeesToPaise(order.amountRupees);
  if (payment.amountPaise !== expectedPaise || payment.currency !== CURRENCY) {
    return { kind: "amount-mismatch", expectedPaise, gotPaise: payment.amountPaise, currency: payment.currency };
  }
  if (payment.status === "captured") return { kind: "credit" };
  if (payment.status === "authorized") return { kind: "capture", amountPaise: expectedPaise, currency: CURRENCY };
  return { kind: "not-captured", status: payment.status };
}

export type RefundKind = "refund" | "dispute";

export type TakeBackPlan =
  | { kind: "replay" }
  | { kind: "mismatch" }
  | { kind: "apply"; credits: number; taken: number; shortfall: number; balanceAfter: number };

/**
 * Credits a refund (or a lost dispute) of a paid order takes back (docs/product.md#payments):
 * its share of the order's credits, rounded up, never more than the order's credits not yet
 * taken back by earlier refunds; taken from the balance down to 0, never below; the rest is
 * the shortfall (credits already spent), shown to admins.
 */
export function planTakeBack(input: {
  balance: number;
  orderCredits: number;
  orderAmountRupees: number;
  refundPaise: number;
  currency: string;
  /** Credits earlier refunds of the same order took back (their `credits`, shortfall included). */
  alreadyTakenBack: number;
  /** This refund id was applied before. */
  alreadyApplied: boolean;
}): TakeBackPlan {
  if (input.alreadyApplied) return { kind: "replay" };
  const orderPaise = rupeesToPaise(input.orderAmountRupees);
  if (
    input.currency !== CURRENCY ||
    !Number.isSafeInteger(input.refundPaise) ||
    input.refundPaise <= 0 ||
    input.refundPaise > orderPaise
  ) {
    return { kind: "mismatch" };
  }
  const share = Math.ceil((input.orderCredits * input.refundPaise) / orderPaise);
  const credits = Math.max(0, Math.min(share, input.orderCredits - input.alreadyTakenBack));
  const taken = Math.min(credits, Math.max(0, input.balance));
  return { kind: "apply", credits, taken, shortfall: credits - taken, balanceAfter: input.balance - taken };
}

/** The ledger's words for a refund or lost dispute, in the buyer's credit history. */
export function takeBackDescription(kind: RefundKind, orderId: number, credits: number, taken: number): string {
  const what = kind === "refund" ? "Payment refunded" : "Payment disputed (chargeback)";
  const spent = taken < credits ? "; the rest was already spent" : "";
  return `${what}: order #${orderId}, ${taken} of ${formatCount(credits, "credit")} taken back${spent}`;
}

export type PendingOrderPlan = { kind: "wait" } | { kind: "expire"; reason: string } | { kind: "fail"; reason: string };

/**
 * A pending order with no captured payment, seen by the scheduled job: failed payments close it
 * with their reason once it is old enough; an order nobody paid expires after a day.
 */
export function planPendingOrder(input: {
  createdAt: number;
  now: number;
  failedReason: string | null;
}): PendingOrderPlan {
  const age = input.now - input.createdAt;
  if (age < SETTLE_AFTER_MS) return { kind: "wait" };
  if (input.failedReason) return { kind: "fail", reason: input.failedReason };
  if (age >= EXPIRE_AFTER_MS) return { kind: "expire", reason: "The payment was not completed in time." };
  return { kind: "wait" };
}

/** Messages the pages show (docs/product.md#credits, #payments). */
export const CREDIT_MESSAGES = {
  revealed: "Mobile number fetched successfully",
  revealFailed: "Failed to fetch mobile number, Check your credits",
  revealLimit: `You can view up to ${DAILY_REVEAL_LIMIT} new mobile numbers a day. Please try again tomorrow.`,
  sellerGone: "This seller's account is no longer available.",
  paymentSuccess: "Payment Successful! Credits will be added shortly.",
  paymentPending: "We are waiting for the payment provider to confirm your payment.",
  paymentCancelled: "Payment cancelled. No money was taken.",
  paymentFailed: "Your payment could not be completed. No credits were added.",
  paymentMismatch:
    "This payment does not belong to this order, so no credits were added. If money was taken for this order, your credits are added automatically once the payment is confirmed.",
  orderFailed: "We could not start the payment. Please try again in a moment.",
  noHistory: "No credit transactions found.",
  adjusted: "Credits updated successfully",
  adjustFailed: "Failed to update credits",
  adjustBelowZero: "The balance cannot go below 0 credits.",
} as const;

/**
 * Failure reasons a callback may name; anything else reads as a plain failure. A Map, not an
 * object: the reason comes from outside, and "__proto__" or "constructor" must not find
 * Object.prototype's members (docs/product.md#payments).
 */
export const PAYMENT_FAILURE_TEXT: ReadonlyMap<string, string> = new Map([
  ["payment_failed", "The bank or card declined the payment."],
  ["payment_cancelled", CREDIT_MESSAGES.paymentCancelled],
  ["authentication_failed", "The payment could not be authenticated with your bank."],
  ["insufficient_funds", "The account did not have enough funds."],
]);

/** The reason as one we know, else "payment_failed" (any text from outside is only a key). */
export function knownFailureReason(reason: unknown): string {
  return typeof reason === "string" && PAYMENT_FAILURE_TEXT.has(reason) ? reason : "payment_failed";
}

/** The words the result page shows for a failure reason from the callback or the URL. */
export function paymentFailureText(reason: unknown): string {
  return (typeof reason === "string" && PAYMENT_FAILURE_TEXT.get(reason)) || CREDIT_MESSAGES.paymentFailed;
}
