// The local test provider (APP_ENV local/test, no Razorpay keys): it plays Razorpay on one
// machine. Its checkout page is /dev/pay/:id; it keeps the payments it "took" in
// local_provider_payments so the scheduled job can ask it about an order like it asks Razorpay.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { localProviderPayments } from "../../db/schema.server";
import {
  type CreateOrderInput,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderOrder,
  type ProviderPayment,
} from "./provider-contract.server";

export function localId(prefix: "order" | "pay" | "evt"): string {
  return `${prefix}_local_${crypto.randomUUID().replace(/-/g, "").slice(0, 14)}`;
}

export class LocalPaymentProvider implements PaymentProvider {
  readonly name = "local" as const;
  constructor(private readonly db: Db) {}

  async createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
    return {
      id: localId("order"),
      amountPaise: input.amountPaise,
      currency: input.currency,
      receipt: input.receipt,
      status: "created",
    };
  }

  async fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]> {
    const rows = await this.db
      .select()
      .from(localProviderPayments)
      .where(eq(localProviderPayments.orderId, providerOrderId));
    return rows.map(toPayment);
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment | null> {
    const row = await this.db.select().from(localProviderPayments).where(eq(localProviderPayments.id, paymentId)).get();
    return row ? toPayment(row) : null;
  }

  /** Like Razorpay: only an authorized payment, only for its own amount and currency. */
  async capturePayment(paymentId: string, amountPaise: number, currency: string): Promise<ProviderPayment> {
    const row = await this.db
      .update(localProviderPayments)
      .set({ status: "captured" })
      .where(
        and(
          eq(localProviderPayments.id, paymentId),
          eq(localProviderPayments.status, "authorized"),
          eq(localProviderPayments.amount, amountPaise),
          eq(localProviderPayments.currency, currency),
        ),
      )
      .returning()
      .get();
    if (!row) throw new PaymentProviderError("http", `local provider: payment ${paymentId} cannot be captured`, 400);
    return toPayment(row);
  }

  checkoutPath(orderRowId: number): string {
    return `/dev/pay/${orderRowId}`;
  }
}

function toPayment(r: typeof localProviderPayments.$inferSelect): ProviderPayment {
  return {
    id: r.id,
    orderId: r.orderId,
    status: r.status,
    amountPaise: r.amount,
    currency: r.currency,
    errorReason: r.errorReason,
    errorDescription: r.errorDescription,
  };
}
