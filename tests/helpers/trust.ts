// What the trust tests (docs/product.md#trust) need on top of db.ts and http.ts: a listing's
// reports and its public flag, and addresses of their own for the per-address limits.
import { eq } from "drizzle-orm";
import { listingReports, listings } from "~/server/db/schema.server";
import { db } from "./db";

let ipCounter = 0;
/** A client address no other test uses, so per-address budgets are this test's alone. */
export function freshIp(): Record<string, string> {
  ipCounter += 1;
  return { "CF-Connecting-IP": `10.211.${ipCounter % 250}.${Math.floor(Math.random() * 250) + 1}` };
}

export function reportsOf(listingId: number) {
  return db()
    .select()
    .from(listingReports)
    .where(eq(listingReports.listingId, listingId))
    .orderBy(listingReports.id)
    .all();
}

/** is_public, hidden_reason and the freshness columns of one listing. */
export async function publicState(listingId: number) {
  const row = await db()
    .select({
      isPublic: listings.isPublic,
      hiddenReason: listings.hiddenReason,
      confirmedAt: listings.confirmedAt,
      remindedAt: listings.remindedAt,
      status: listings.status,
    })
    .from(listings)
    .where(eq(listings.id, listingId))
    .get();
  if (!row) throw new Error(`no listing ${listingId}`);
  return row;
}
