import { DurableObject } from "cloudflare:workers";
import { slidingWindow, type WindowState } from "../app/domain/rate-limit";

/**
 * One instance per key (an e-mail or an IP). Serialises the attempt count so parallel
 * requests cannot race past the limit; state lives in the object's own storage.
 */
export class RateLimiter extends DurableObject<Env> {
  /** Records a hit when `record` is set; returns whether the key is still allowed. */
  async check(opts: { limit: number; windowMs: number; record: boolean; now?: number }) {
    const now = opts.now ?? Date.now();
    const state = (await this.ctx.storage.get<WindowState>("w")) ?? { hits: [] };
    const result = slidingWindow(state, { ...opts, now });
    await this.ctx.storage.put("w", result.state);
    return { allowed: result.allowed, retryAfterMs: result.retryAfterMs };
  }

  async reset() {
    await this.ctx.storage.delete("w");
  }
}
