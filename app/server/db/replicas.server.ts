// D1 read replication (docs/product.md#security, "Edge scale"): each request reads through a D1
// session, so reads may go to the nearest replica. After a request that may have written (any
// unsafe method), the session's bookmark goes into a short-lived cookie; the visitor's next
// requests start from it, so they always read their own writes (favourite, profile, listing).
import { COOKIES, readCookie, setCookie } from "../http/cookies.server";

/** Replicas catch up within seconds; the cookie outlives its need (COOKIES.d1Bookmark). */
export const BOOKMARK_COOKIE = COOKIES.d1Bookmark.name;
const BOOKMARK_PATTERN = /^[0-9a-f-]{8,128}$/i;

export type ReadSession = {
  /** What getDb wraps: the D1 session, or the database itself where sessions do not exist. */
  d1: D1Database;
  /** The Set-Cookie value for the bookmark after this request, or null. */
  bookmarkCookie(request: Request, secure: boolean): string | null;
};

/**
 * A session for this request. Safe requests start from the visitor's bookmark (or anywhere);
 * unsafe ones start at the primary, which all writes reach first. Without `withSession` (an
 * older runtime) the database is used as it is.
 */
export function readSession(db: D1Database, request: Request): ReadSession {
  if (typeof (db as Partial<D1Database>).withSession !== "function") {
    return { d1: db, bookmarkCookie: () => null };
  }
  const unsafe = request.method !== "GET" && request.method !== "HEAD";
  const saved = readCookie(request, BOOKMARK_COOKIE);
  const start = unsafe ? "first-primary" : saved && BOOKMARK_PATTERN.test(saved) ? saved : "first-unconstrained";
  const session = db.withSession(start);
  return {
    // drizzle's D1 driver only calls prepare() and batch(), which a session has.
    d1: session as unknown as D1Database,
    bookmarkCookie(_request, secure) {
      if (!unsafe) return null;
      const bookmark = session.getBookmark();
      if (!bookmark || bookmark === saved) return null;
      return setCookie(COOKIES.d1Bookmark, bookmark, { secure });
    },
  };
}
