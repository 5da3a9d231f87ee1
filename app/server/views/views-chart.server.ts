// Views per day for the admin charts (docs/product.md#admin): one query, grouped by India day,
// for a listing (the opens that counted towards its views) or for a user (every open recorded
// under their name, as the rest of their analytics counts them).
import { and, eq, gte, lt, sql } from "drizzle-orm";
import { DAY_MS, IST_OFFSET_MS, istDayStart } from "~/domain/dates";
import { CHART_DAYS, type DayCount, dailySeries, windowStart } from "~/domain/views-chart";
import type { Db } from "../db/client.server";
import { listingViews } from "../db/schema.server";

export type ViewsOf = { listingId: number } | { userId: string };

// istDayStart in SQL. The constants are inlined: D1 binds numbers as REAL, which would make the
// division exact instead of whole days.
const OFFSET = sql.raw(String(IST_OFFSET_MS));
const DAY = sql.raw(String(DAY_MS));
const istDay = sql<number>`((${listingViews.createdAt} + ${OFFSET}) / ${DAY}) * ${DAY} - ${OFFSET}`;

/** The last `days` India days ending on `now`'s day, oldest first, zeros filled in. */
export async function viewsPerDay(db: Db, of: ViewsOf, now: number, days = CHART_DAYS): Promise<DayCount[]> {
  const whose =
    "listingId" in of
      ? and(eq(listingViews.listingId, of.listingId), eq(listingViews.counted, true))
      : eq(listingViews.userId, of.userId);
  const rows = await db
    .select({ day: istDay, views: sql<number>`count(*)` })
    .from(listingViews)
    .where(
      and(
        whose,
        gte(listingViews.createdAt, windowStart(now, days)),
        lt(listingViews.createdAt, istDayStart(now) + DAY_MS),
      ),
    )
    .groupBy(istDay);
  return dailySeries(
    now,
    rows.map((r) => ({ day: Number(r.day), views: Number(r.views) })),
    days,
  );
}
