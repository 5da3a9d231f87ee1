// Quick enquiries (docs/product.md#admin): "Request a call back" from the public form, and the
// admin's Quick enquiries tab. Every admin change is written with its audit row in one batch.
import { desc, eq, sql } from "drizzle-orm";
import { QUICK_ENQUIRY_LIMIT } from "~/domain/rate-limit";
import type { QuickEnquiryStatus } from "~/domain/catalog";
import { type AuditActor, auditInsert } from "./audit.server";
import { clientIp, hit } from "../accounts/rate-limit.server";
import type { Db } from "../db/client.server";
import { quickEnquiries } from "../db/schema.server";

export const QUICK_ENQUIRY_PAGE_SIZE = 20;

export type QuickEnquiryRow = typeof quickEnquiries.$inferSelect;

/** Whether this request's IP may send one more call-back request (takes from its budget). */
export function allowQuickEnquiry(env: Env, request: Request): Promise<boolean> {
  const { limit, windowMs } = QUICK_ENQUIRY_LIMIT;
  return hit(env, `quick-enquiry:ip:${clientIp(request)}`, limit, windowMs);
}

/** Stores a call-back request; it arrives Open. */
export async function createQuickEnquiry(
  db: Db,
  input: { name: string; phone: string; message?: string | undefined },
): Promise<number> {
  const row = await db
    .insert(quickEnquiries)
    .values({ name: input.name, phone: input.phone, message: input.message ?? "", status: "Open" })
    .returning({ id: quickEnquiries.id })
    .get();
  return row.id;
}

/** One page, newest first; `name` keeps those whose name contains it (any case). */
export async function quickEnquiryPage(
  db: Db,
  opts: { name?: string | undefined; page: number },
  pageSize = QUICK_ENQUIRY_PAGE_SIZE,
): Promise<{ rows: QuickEnquiryRow[]; isEnd: boolean }> {
  const where = opts.name ? sql`instr(lower(${quickEnquiries.name}), ${opts.name.toLowerCase()}) > 0` : undefined;
  const rows = await db
    .select()
    .from(quickEnquiries)
    .where(where)
    .orderBy(desc(quickEnquiries.createdAt), desc(quickEnquiries.id))
    .limit(pageSize + 1)
    .offset((opts.page - 1) * pageSize);
  return { rows: rows.slice(0, pageSize), isEnd: rows.length <= pageSize };
}

/** Any status at any time (the spec sets no order); false when there is no such enquiry. */
export async function setQuickEnquiryStatus(
  db: Db,
  actor: AuditActor,
  id: number,
  status: QuickEnquiryStatus,
): Promise<boolean> {
  const row = await db.select().from(quickEnquiries).where(eq(quickEnquiries.id, id)).get();
  if (!row) return false;
  await db.batch([
    db.update(quickEnquiries).set({ status }).where(eq(quickEnquiries.id, id)),
    auditInsert(db, actor, {
      action: "enquiry.status",
      targetType: "quick_enquiry",
      targetId: id,
      before: { status: row.status },
      after: { status },
    }),
  ]);
  return true;
}

/** Deletes one; the audit row keeps who asked for the call and what they wrote. */
export async function deleteQuickEnquiry(db: Db, actor: AuditActor, id: number): Promise<boolean> {
  const row = await db.select().from(quickEnquiries).where(eq(quickEnquiries.id, id)).get();
  if (!row) return false;
  const { id: _id, ...before } = row;
  await db.batch([
    db.delete(quickEnquiries).where(eq(quickEnquiries.id, id)),
    auditInsert(db, actor, { action: "enquiry.delete", targetType: "quick_enquiry", targetId: id, before }),
  ]);
  return true;
}
