// The language of an account's mails (users.lang, docs/product.md#languages): set when the account
// is made (the page it signed up on), changed by the language switch while signed in.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Lang } from "~/domain/language";
import { sessions, users } from "../db/schema.server";
import { getDb } from "../platform/context.server";
import { currentSessionId } from "./session.server";

/**
 * The switch, pressed by a signed-in person: their next mails come in `lang`. One UPDATE through
 * this request's session (none without a session cookie); an expired session or a deleted account
 * changes nothing.
 */
export async function rememberMailLanguage(request: Request, context: AppLoadContext, lang: Lang): Promise<void> {
  const sessionId = await currentSessionId(request);
  if (!sessionId) return;
  const db = getDb(context);
  const session = db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, Date.now())));
  await db
    .update(users)
    .set({ lang })
    .where(and(eq(users.id, session), isNull(users.deletedAt), ne(users.lang, lang)));
}
