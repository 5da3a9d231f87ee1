// The admin audit trail (docs/product.md#admin): every admin action writes one row, in the same
// D1 batch as the change it records, so there is never a change without its row or a row
// without its change:
//
//   await db.batch([db.update(listings).set({ status })..., auditInsert(db, admin, { ... })]);
//
// A change whose WHERE may match nothing (the row went since it was read) passes the same
// condition as `onlyIf`, so its audit row is written only when the change is made. The Durable
// Object that serialises credits puts the same query in its batch.
import { and, desc, eq, getTableColumns, is, SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { AuditAction, AuditTarget } from "~/domain/catalog";
import { insertWhere } from "../db/batch.server";
import type { Db } from "../db/client.server";
import { auditLog, listings, users } from "../db/schema.server";

/** The admin acting: their id and e-mail (kept as text so the trail outlives the account). */
export type AuditActor = { id: string; email: string };

export type AuditEntry = {
  action: AuditAction;
  targetType: AuditTarget;
  /** The row's id, or SQL giving the id of a row the same batch has just inserted. */
  targetId: string | number | SQL;
  /** The fields the action changed, as they were and as they became (stored as JSON). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Why, when the admin gave a reason (a rejection, a credit adjustment). */
  reason?: string | null;
  at?: number;
};

function values(actor: AuditActor, entry: AuditEntry) {
  return {
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: is(entry.targetId, SQL) ? sql`cast(${entry.targetId} as text)` : String(entry.targetId),
    before: entry.before ? JSON.stringify(entry.before) : null,
    after: entry.after ? JSON.stringify(entry.after) : null,
    reason: entry.reason?.trim() || null,
    createdAt: entry.at ?? Date.now(),
  };
}

/**
 * The audit row as a drizzle query, to put in the same `db.batch([...])` as the change. With
 * `onlyIf`, an SQL condition, the row is written only when the condition holds as the batch runs.
 */
export function auditInsert(db: Db, actor: AuditActor, entry: AuditEntry, onlyIf?: SQL) {
  const row = values(actor, entry);
  return onlyIf ? insertWhere(db, auditLog, row, onlyIf) : db.insert(auditLog).values(row);
}

export const AUDIT_PAGE_SIZE = 50;

/** A person on the trail as the page names them: a live account's name and username, or null. */
export type AuditPerson = { name: string; username: string } | null;

export type AuditRow = {
  id: number;
  actorEmail: string;
  /** The admin by name while their account lives (their e-mail stays either way). */
  actor: AuditPerson;
  /** What the row touched, named: a live user's name, a listing's title; null otherwise. */
  targetName: string | null;
  action: AuditAction;
  targetType: AuditTarget;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  createdAt: number;
};

const parse = (json: string | null) => (json ? (JSON.parse(json) as Record<string, unknown>) : null);

const actors = alias(users, "actors");
const targetUsers = alias(users, "target_users");

/** "Priya Subramanian (@seller)", or "@seller" when the account has no name. */
function personName(fullName: string | null, username: string | null): AuditPerson {
  if (!username) return null;
  return { name: fullName || `@${username}`, username };
}

/**
 * One page of the trail, newest first, with the total count for paging. The people and listings
 * it names are read in the same query (a deleted account reads as no one: its id stays).
 */
export async function listAudit(db: Db, page: number): Promise<{ rows: AuditRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .select({
        ...getTableColumns(auditLog),
        actorName: actors.fullName,
        actorUsername: actors.username,
        targetUserName: targetUsers.fullName,
        targetUsername: targetUsers.username,
        targetListingTitle: listings.title,
      })
      .from(auditLog)
      .leftJoin(actors, and(eq(actors.id, auditLog.actorId), sql`${actors.deletedAt} IS NULL`))
      .leftJoin(
        targetUsers,
        and(
          eq(auditLog.targetType, "user"),
          eq(targetUsers.id, auditLog.targetId),
          sql`${targetUsers.deletedAt} IS NULL`,
        ),
      )
      .leftJoin(
        listings,
        and(eq(auditLog.targetType, "listing"), sql`${listings.id} = cast(${auditLog.targetId} as integer)`),
      )
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((Math.max(1, page) - 1) * AUDIT_PAGE_SIZE)
      .all(),
    db.select({ n: sql<number>`count(*)` }).from(auditLog).get(),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      actorEmail: r.actorEmail,
      actor: personName(r.actorName, r.actorUsername),
      targetName: targetName(r),
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      before: parse(r.before),
      after: parse(r.after),
      reason: r.reason,
      createdAt: r.createdAt,
    })),
    total: count?.n ?? 0,
  };
}

function targetName(r: {
  targetUserName: string | null;
  targetUsername: string | null;
  targetListingTitle: string | null;
}): string | null {
  const person = personName(r.targetUserName, r.targetUsername);
  if (person) return person.name === `@${person.username}` ? person.name : `${person.name} (@${person.username})`;
  return r.targetListingTitle;
}
