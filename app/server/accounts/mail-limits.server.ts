// Mail limits (docs/product.md#security): every path that sends mail asks here first, so the
// forms cannot be used to flood an inbox or to send mail in bulk. The budgets are in
// app/domain/rate-limit.ts (MAIL_LIMITS); each is a RateLimiter Durable Object per key.
import { normaliseEmail } from "~/domain/auth";
import { MAIL_LIMITS, type MailBudget } from "~/domain/rate-limit";
import { clientIp, hit } from "./rate-limit.server";

export type MailPath =
  /** A verification mail; `accountId` is absent for an account not created yet (a new sign-up). */
  | { kind: "verify"; accountId?: string }
  | { kind: "reset" }
  /** An e-mail change: the link to the new address (the notice to the old one rides along). */
  | { kind: "email-change"; accountId: string };

/**
 * Whether one more mail to `to` may go out on `path` from this request's IP. Takes from the
 * IP's budget first (a refused IP spends nobody else's), then the path's own, then the
 * address's; false as soon as one is spent, and then nothing must be sent.
 */
export async function allowMail(env: Env, request: Request, to: string, path: MailPath): Promise<boolean> {
  const address = normaliseEmail(to);
  const budgets: [string, MailBudget][] = [[`mail:ip:${clientIp(request)}`, MAIL_LIMITS.perIp]];
  if (path.kind === "verify" && path.accountId) {
    budgets.push([`mail:verify:${path.accountId}`, MAIL_LIMITS.verifyPerAccount]);
  } else if (path.kind === "reset") {
    budgets.push([`mail:reset:${address}`, MAIL_LIMITS.resetPerAddress]);
  } else if (path.kind === "email-change") {
    budgets.push([`mail:email-change:${path.accountId}`, MAIL_LIMITS.emailChangePerAccount]);
  }
  budgets.push([`mail:to:${address}`, MAIL_LIMITS.perAddress]);
  for (const [key, budget] of budgets) {
    if (!(await hit(env, key, budget.limit, budget.windowMs))) return false;
  }
  return true;
}
