/**
 * Waits without using CPU time: workerd's scheduler, a timer elsewhere. Used to hold a throttled
 * sign-in and to gather listing opens; 0 or less resolves on the next turn.
 */
export function sleep(ms: number): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return typeof scheduler !== "undefined" ? scheduler.wait(ms) : new Promise((resolve) => setTimeout(resolve, ms));
}
