// "Report this listing" and the admins' Reports tab (docs/product.md#trust). Anyone who may see a
// listing may report it, signed in or not, within per-address and per-user limits; a reporter has
// one Open report per listing. Three distinct reporters saying "Already sold" take an Approved
// listing out of public view until a superadmin looks (dismisses those reports or sets a status).
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { ReportReason, ReportStatus } from "~/domain/catalog";
import { ipLimitKey } from "~/domain/ip-key";
import { type Actor, canSeeListing, isSuperadmin } from "~/domain/permissions";
import { REPORT_LIMITS } from "~/domain/rate-limit";
import { SOLD_REPORTS_TO_HIDE } from "~/domain/trust";
import type { ReportsQuery } from "~/schemas/report";
import { type AuditActor, auditInsert } from "../admin/audit.server";
import { clientIp, hit } from "../accounts/rate-limit.server";
import type { Db } from "../db/client.server";
import { listingReports, listings } from "../db/schema.server";
import { publicSinceAfter } from "../alerts/public-since.server";
import { sha256Hex } from "../platform/crypto.server";

export type ReportOutcome = "sent" | "already" | "too-many" | "not-found";

/** Who reports: the signed-in user, or (signed out) a hash of the address, never the address itself. */
async function reporterKey(request: Request, viewer: Actor | null): Promise<string> {
  if (viewer) return `user:${viewer.id}`;
  return `ip:${(await sha256Hex(`report:${ipLimitKey(clientIp(request))}`)).slice(0, 24)}`;
}

/** Takes one report from the address's budget and, signed in, from the user's. */
async function allowReport(env: Env, request: Request, viewer: Actor | null): Promise<boolean> {
  const { perIp, perUser } = REPORT_LIMITS;
  if (!(await hit(env, `report:ip:${ipLimitKey(clientIp(request))}`, perIp.limit, perIp.windowMs))) return false;
  return !viewer || hit(env, `report:user:${viewer.id}`, perUser.limit, perUser.windowMs);
}

const openSoldReporters = (listingId: number) =>
  sql`(SELECT count(DISTINCT ${listingReports.reporterKey}) FROM ${listingReports}
       WHERE ${listingReports.listingId} = ${listingId} AND ${listingReports.status} = 'Open'
         AND ${listingReports.reason} = 'Already sold')`;

/**
 * Files a report. A second report of the same listing by the same reporter while the first is
 * Open is "already" (and spends no budget). The report and the hiding rule run in one batch, so
 * concurrent third reports cannot both miss it.
 */
export async function reportListing(
  env: Env,
  db: Db,
  request: Request,
  viewer: Actor | null,
  listingId: number,
  input: { reason: ReportReason; note?: string | undefined },
): Promise<ReportOutcome> {
  const listing = await db
    .select({ postedById: listings.postedById, status: listings.status })
    .from(listings)
    .where(eq(listings.id, listingId))
    .get();
  if (!listing || !canSeeListing(viewer, listing)) return "not-found";
  const key = await reporterKey(request, viewer);
  const open = and(
    eq(listingReports.listingId, listingId),
    eq(listingReports.reporterKey, key),
    eq(listingReports.status, "Open"),
  );
  if (await db.select({ id: listingReports.id }).from(listingReports).where(open).get()) return "already";
  if (!(await allowReport(env, request, viewer))) return "too-many";
  const [inserted] = await db.batch([
    db
      .insert(listingReports)
      .values({
        listingId,
        reporterId: viewer?.id ?? null,
        reporterKey: key,
        reason: input.reason,
        note: input.note ?? "",
      })
      .onConflictDoNothing(),
    db
      .update(listings)
      .set({ hiddenReason: "reported_sold", publicSince: null })
      .where(
        and(
          eq(listings.id, listingId),
          eq(listings.status, "Approved"),
          sql`(${listings.hiddenReason} IS NULL OR ${listings.hiddenReason} = 'stale')`,
          sql`${openSoldReporters(listingId)} >= ${SOLD_REPORTS_TO_HIDE}`,
        ),
      ),
  ]);
  return inserted.meta.changes > 0 ? "sent" : "already";
}

export const REPORTS_PAGE_SIZE = 20;

/** One line of the Reports tab: a listing's reports of one reason in one status. */
export type ReportGroup = {
  listingId: number;
  title: string;
  listingStatus: string;
  hiddenReason: string | null;
  reason: ReportReason;
  status: ReportStatus;
  reporters: number;
  notes: string[];
  latest: number;
};

/** The Reports tab: reports grouped by listing and reason, latest first, filtered by status and reason. */
export async function reportGroups(
  db: Db,
  query: ReportsQuery,
  pageSize = REPORTS_PAGE_SIZE,
): Promise<{ rows: ReportGroup[]; isEnd: boolean }> {
  const latest = sql<number>`max(${listingReports.createdAt})`;
  const rows = await db
    .select({
      listingId: listingReports.listingId,
      title: listings.title,
      listingStatus: listings.status,
      hiddenReason: listings.hiddenReason,
      reason: listingReports.reason,
      status: listingReports.status,
      reporters: sql<number>`count(DISTINCT ${listingReports.reporterKey})`,
      notes: sql<string>`json_group_array(${listingReports.note}) FILTER (WHERE ${listingReports.note} <> '')`,
      latest,
    })
    .from(listingReports)
    .innerJoin(listings, eq(listings.id, listingReports.listingId))
    .where(
      and(
        query.status ? eq(listingReports.status, query.status) : undefined,
        query.reason ? eq(listingReports.reason, query.reason) : undefined,
      ),
    )
    .groupBy(listingReports.listingId, listingReports.reason, listingReports.status)
    .orderBy(desc(latest), desc(listingReports.listingId))
    .limit(pageSize + 1)
    .offset((query.page - 1) * pageSize);
  return {
    isEnd: rows.length <= pageSize,
    rows: rows.slice(0, pageSize).map((r) => ({
      ...r,
      reporters: Number(r.reporters),
      notes: JSON.parse(r.notes) as string[],
    })),
  };
}

/**
 * Resolves or dismisses a listing's Open reports of one reason, with its audit row, in one batch
 * (the audit row only when there were open reports). A superadmin dismissing "Already sold"
 * reports has looked: a listing those reports hid comes back. Resolving leaves it hidden until a
 * superadmin sets its status (Sold, usually).
 */
export async function closeReports(
  db: Db,
  actor: Actor & AuditActor,
  input: { listingId: number; reason: ReportReason; outcome: "Resolved" | "Dismissed" },
  now = Date.now(),
): Promise<boolean> {
  const open = and(
    eq(listingReports.listingId, input.listingId),
    eq(listingReports.reason, input.reason),
    eq(listingReports.status, "Open"),
  );
  const found = await db.select({ n: count() }).from(listingReports).where(open).get();
  if (!found || found.n === 0) return false;
  const unhide =
    input.outcome === "Dismissed" && input.reason === "Already sold" && isSuperadmin(actor.role)
      ? [
          db
            .update(listings)
            .set({ hiddenReason: null, publicSince: publicSinceAfter({ hiddenReason: null }, now) })
            .where(and(eq(listings.id, input.listingId), eq(listings.hiddenReason, "reported_sold"))),
        ]
      : [];
  const [audited] = await db.batch([
    auditInsert(
      db,
      actor,
      {
        action: input.outcome === "Resolved" ? "report.resolve" : "report.dismiss",
        targetType: "listing",
        targetId: input.listingId,
        before: { reason: input.reason, status: "Open", reports: found.n },
        after: { reason: input.reason, status: input.outcome, shownAgain: unhide.length > 0 },
        at: now,
      },
      sql`exists (select 1 from ${listingReports} where ${open})`,
    ),
    db.update(listingReports).set({ status: input.outcome, closedAt: now }).where(open),
    ...unhide,
  ]);
  return audited.meta.changes > 0;
}

/** The reasons of each listing's Open reports, for its seller's My Listings (never who reported). */
export async function openReportReasons(db: Db, listingIds: number[]): Promise<Map<number, ReportReason[]>> {
  const out = new Map<number, ReportReason[]>();
  if (listingIds.length === 0) return out;
  const rows = await db
    .selectDistinct({ listingId: listingReports.listingId, reason: listingReports.reason })
    .from(listingReports)
    .where(and(inArray(listingReports.listingId, listingIds), eq(listingReports.status, "Open")))
    .orderBy(listingReports.listingId, listingReports.reason);
  for (const r of rows) out.set(r.listingId, [...(out.get(r.listingId) ?? []), r.reason]);
  return out;
}
