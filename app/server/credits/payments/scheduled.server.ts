// The scheduled job (cron in wrangler.toml, docs/product.md#payments): orders still unpaid 15
// minutes after they were created are looked up at the provider and settled: credited when a
// captured payment exists (an authorized one is captured first), closed when the payments failed
// or nobody paid within a day.
import { and, asc, eq, lte } from "drizzle-orm";
import { CREDIT_MESSAGES, planPaymentCheck, planPendingOrder, planSettlement, SETTLE_AFTER_MS } from "~/domain/credits";
import { createDb } from "../../db/client.server";
import { payments } from "../../db/schema.server";
import { hasProviderOrder, markOrderFailed, settleOrder } from "./orders.server";
import { type PaymentProvider, paymentProvider } from "./provider.server";

const BATCH = 50;

export type SettleSummary = { checked: number; credited: number; closed: number; errors: number };

export async function settlePendingOrders(
  env: Env,
  now: number,
  provider: PaymentProvider = paymentProvider(env),
): Promise<SettleSummary> {
  const summary: SettleSummary = { checked: 0, credited: 0, closed: 0, errors: 0 };
  const pending = await createDb(env.DB)
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, "created"),
        eq(payments.provider, provider.name),
        lte(payments.createdAt, now - SETTLE_AFTER_MS),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(BATCH);

  for (const order of pending) {
    summary.checked += 1;
    try {
      if (!hasProviderOrder(order)) {
        await markOrderFailed(env, order.id, CREDIT_MESSAGES.orderFailed);
        summary.closed += 1;
        continue;
      }
      const found = await provider.fetchOrderPayments(order.providerOrderId);
      let captured = found.find((p) => p.status === "captured");
      // Manual capture (or a lapsed auto-capture): an authorized payment of this order, for its
      // amount and currency, is captured by us now, then credited (docs/product.md#payments).
      const authorized = captured ? undefined : found.find((p) => p.status === "authorized");
      if (authorized) {
        const plan = planPaymentCheck(
          { status: order.status, amountRupees: order.amount, providerOrderId: order.providerOrderId },
          authorized,
        );
        if (plan.kind === "capture") {
          const after = await provider.capturePayment(authorized.id, plan.amountPaise, plan.currency);
          if (after.status === "captured") captured = after;
        }
      }
      if (captured) {
        const plan = planSettlement(
          { status: order.status, amountRupees: order.amount },
          { status: captured.status, amountPaise: captured.amountPaise, currency: captured.currency },
        );
        if (plan.kind === "credit") {
          const result = await settleOrder(env, order, { paymentId: captured.id, by: "scheduled", at: now });
          if (result === "credited") summary.credited += 1;
        } else if (plan.kind === "amount-mismatch") {
          console.error(
            `scheduled: order #${order.id} captured ${plan.gotPaise} ${plan.currency}, expected ${plan.expectedPaise}`,
          );
        }
        continue;
      }
      const failed = found.filter((p) => p.status === "failed").at(-1);
      const plan = planPendingOrder({
        createdAt: order.createdAt,
        now,
        failedReason: failed ? (failed.errorDescription ?? CREDIT_MESSAGES.paymentFailed) : null,
      });
      if (plan.kind !== "wait") {
        await markOrderFailed(env, order.id, plan.reason);
        summary.closed += 1;
      }
    } catch (error) {
      // One unreachable order must not stop the others; the next run tries again.
      console.error(`scheduled: settling order #${order.id} failed:`, error);
      summary.errors += 1;
    }
  }
  return summary;
}
