import { DurableObject } from "cloudflare:workers";
import {
  EMPTY_ACCOUNT_THROTTLE,
  EMPTY_IP_FAILURES,
  beginSignIn,
  finishSignIn,
  ipRefusedFor,
  recordIpSignIn,
  slidingWindow,
  takeFromWindow,
  type AccountThrottle,
  type IpFailures,
  type WindowState,
} from "../app/domain/rate-limit";

/**
 * One instance per key (an account's e-mail, an IP, a mail-sending action). Serialises the
 * counts so parallel requests cannot race past a limit; state lives in the object's own
 * storage. The rules are in app/domain/rate-limit.ts; callers pass `now`.
 */
export class RateLimiter extends DurableObject<Env> {
  /** Sliding window (mail limits): records a hit when `record` is set; returns whether the key is still allowed. */
  async check(opts: { limit: number; windowMs: number; record: boolean; now?: number }) {
    const now = opts.now ?? Date.now();
    const state = (await this.ctx.storage.get<WindowState>("w")) ?? { hits: [] };
    const result = slidingWindow(state, { ...opts, now });
    await this.ctx.storage.put("w", result.state);
    return { allowed: result.allowed, retryAfterMs: result.retryAfterMs };
  }

  /** Budget (mail limits): takes one unit if any is left; a refusal records nothing. */
  async take(opts: { limit: number; windowMs: number; now?: number }) {
    const now = opts.now ?? Date.now();
    const state = (await this.ctx.storage.get<WindowState>("w")) ?? { hits: [] };
    const result = takeFromWindow(state, { ...opts, now });
    if (result.allowed) await this.ctx.storage.put("w", result.state);
    return { allowed: result.allowed, retryAfterMs: result.retryAfterMs };
  }

  async reset() {
    await this.ctx.storage.delete(["w", "account", "ip"]);
  }

  /** Account key: may this sign-in attempt check its password, and after how long? */
  async beginSignIn(opts: { now: number; device: string | null; source: string; ipRefusedForMs: number }) {
    const state = (await this.ctx.storage.get<AccountThrottle>("account")) ?? EMPTY_ACCOUNT_THROTTLE;
    const result = beginSignIn(state, opts);
    await this.ctx.storage.put("account", result.state);
    return result.gate;
  }

  /** Account key: the attempt's outcome (a success clears the count). */
  async finishSignIn(opts: { now: number; ok: boolean; trusted: boolean; device: string | null }) {
    const state = (await this.ctx.storage.get<AccountThrottle>("account")) ?? EMPTY_ACCOUNT_THROTTLE;
    await this.ctx.storage.put("account", finishSignIn(state, opts));
  }

  /** IP key: how long sign-ins from this IP are still refused (0: not refused). */
  async ipRefusedFor(now: number): Promise<number> {
    return ipRefusedFor((await this.ctx.storage.get<IpFailures>("ip")) ?? EMPTY_IP_FAILURES, now);
  }

  /** IP key: an account failed (or signed in) from this IP. */
  async recordIpSignIn(opts: { now: number; account: string; ok: boolean }) {
    const state = (await this.ctx.storage.get<IpFailures>("ip")) ?? EMPTY_IP_FAILURES;
    await this.ctx.storage.put("ip", recordIpSignIn(state, opts));
  }
}
