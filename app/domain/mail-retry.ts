// When a queued mail that failed is tried again (docs/product.md#mail-delivery, decision 0044):
// 30 s after the first failure, doubling each time, at most an hour apart. The queue gives a
// message MAIL_MAX_ATTEMPTS tries (wrangler.toml max_retries + 1), then moves it to the
// dead-letter queue.

export const MAIL_MAX_ATTEMPTS = 6;
const FIRST_DELAY_SECONDS = 30;
const MAX_DELAY_SECONDS = 60 * 60;

/** Seconds to wait before the next try of a message that has failed `attempts` times (1, 2, ...). */
export function retryDelaySeconds(attempts: number): number {
  const n = Math.max(1, Math.floor(attempts));
  return Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** (n - 1));
}
