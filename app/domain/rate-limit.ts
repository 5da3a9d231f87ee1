// Rate limits as pure functions of (state, now): the RateLimiter Durable Object stores the
// state and serialises calls; nothing here reads a clock. Sign-in throttling follows
// docs/product.md#security: a correct password always signs in (at most a short wait), wrong
// guesses are slowed per account, and an IP is refused only after failures on many accounts.

export type WindowState = { hits: number[] };

/**
 * Sliding window: a key is blocked once it has `limit` recorded hits within `windowMs`.
 * `record` adds a hit at `now` (e.g. a mail sent) before answering.
 */
export function slidingWindow(
  state: WindowState,
  opts: { limit: number; windowMs: number; record: boolean; now: number },
): { allowed: boolean; retryAfterMs: number; state: WindowState } {
  const hits = state.hits.filter((t) => t > opts.now - opts.windowMs);
  if (opts.record) hits.push(opts.now);
  const allowed = hits.length < opts.limit;
  const oldest = hits[0];
  const retryAfterMs = allowed || oldest === undefined ? 0 : oldest + opts.windowMs - opts.now;
  return { allowed, retryAfterMs, state: { hits: hits.slice(-opts.limit) } };
}

/**
 * A budget of `limit` per `windowMs`: takes one unit when any is left (and records it), else
 * refuses without recording, so a refused request never stretches the wait of the one it
 * protects (a victim's inbox, an account's own resend button).
 */
export function takeFromWindow(
  state: WindowState,
  opts: { limit: number; windowMs: number; now: number },
): { allowed: boolean; retryAfterMs: number; state: WindowState } {
  const peek = slidingWindow(state, { ...opts, record: false });
  if (!peek.allowed) return peek;
  return { allowed: true, retryAfterMs: 0, state: { hits: [...peek.state.hits, opts.now].slice(-opts.limit) } };
}

// ---------------------------------------------------------------------------------------------
// Mail limits (docs/product.md#security): every path that sends mail takes from each budget it
// counts against, the IP's first (a refused IP spends nobody else's budget), then the path's own
// (per account or per address), then the recipient address's, and sends nothing once one is spent.

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export type MailBudget = { limit: number; windowMs: number };

export const MAIL_LIMITS = {
  /** Verification mails per account (resend button, signing up again unverified). */
  verifyPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  /** Password-reset mails per address. */
  resetPerAddress: { limit: 5, windowMs: HOUR },
  /** E-mail change requests per account (each mails the new address and the old one). */
  emailChangePerAccount: { limit: 5, windowMs: HOUR },
  /** Mails to one address, whatever sent them: the cap on flooding someone's inbox. */
  perAddress: { limit: 10, windowMs: HOUR },
  /** Mails caused from one IP: high enough for a carrier's NAT, low enough to stop a script. */
  perIp: { limit: 50, windowMs: HOUR },
} as const satisfies Record<string, MailBudget>;

// ---------------------------------------------------------------------------------------------
// Sign-in throttling (docs/decisions/0008-sign-in-throttling.md)

export const SIGN_IN_LIMITS = {
  /** Failed attempts per account that cost nothing. */
  freeFailures: 5,
  /** The wait after the free failures; it doubles with each further failure... */
  baseDelayMs: 1000,
  /** ...up to this: the longest any attempt is held. A source's own queue beyond it is refused. */
  maxWaitMs: 15_000,
  /** Failures older than this (since the last one) are forgotten. */
  windowMs: 15 * 60 * 1000,
  /** Failures a known-device cookie may have before it stops exempting its browser. */
  deviceMaxFailures: 5,
  /** Distinct accounts failed from one IP within the window before that IP is refused. */
  ipMaxAccounts: 100,
  /** Sources (addresses) with queued attempts remembered per account; the furthest queues stay. */
  maxSources: 200,
} as const;

export type SignInLimits = typeof SIGN_IN_LIMITS;

/**
 * One account's throttle. `failures` counts attempts from unknown browsers since the last
 * success, counted when they START; `lastAt` is the latest slot given out. `sources` holds, per
 * source (a hashed address or IPv6 /64), when that source's next attempt may run: one source's
 * parallel guesses queue behind each other, but never in front of another source's attempt
 * (decision 0021). `devices` counts failures per known-device cookie.
 */
export type AccountThrottle = {
  failures: number;
  lastAt: number;
  sources: Record<string, number>;
  devices: Record<string, { failures: number; lastAt: number }>;
};

export const EMPTY_ACCOUNT_THROTTLE: AccountThrottle = { failures: 0, lastAt: 0, sources: {}, devices: {} };

export type SignInGate =
  /** Check the password after `waitMs`; `trusted` when a known-device cookie exempted it. */
  | { go: true; waitMs: number; trusted: boolean }
  /** Refused without checking the password and without counting a failure. */
  | { go: false; retryAfterMs: number };

/** The spacing required after `failures` failed attempts: 0 for the free ones, then doubling to the cap. */
export function signInSpacing(failures: number, limits: SignInLimits = SIGN_IN_LIMITS): number {
  if (failures < limits.freeFailures) return 0;
  const doublings = Math.min(failures - limits.freeFailures, 30);
  return Math.min(limits.baseDelayMs * 2 ** doublings, limits.maxWaitMs);
}

function forgetOld(state: AccountThrottle, now: number, limits: SignInLimits): AccountThrottle {
  const devices: AccountThrottle["devices"] = {};
  for (const [id, d] of Object.entries(state.devices ?? {})) {
    if (now - d.lastAt < limits.windowMs) devices[id] = d;
  }
  // A source whose next slot has come is no different from a new one.
  const sources = Object.fromEntries(Object.entries(state.sources ?? {}).filter(([, at]) => at > now));
  const stale = state.failures > 0 && now - state.lastAt >= limits.windowMs;
  return stale
    ? { ...EMPTY_ACCOUNT_THROTTLE, devices }
    : { failures: state.failures, lastAt: state.lastAt, sources, devices };
}

function deviceTrusted(state: AccountThrottle, device: string | null, limits: SignInLimits): boolean {
  return device !== null && (state.devices[device]?.failures ?? 0) < limits.deviceMaxFailures;
}

/** The `max` sources with the furthest queues (the ones that still hold anything back). */
function boundedSources(sources: Record<string, number>, max: number): Record<string, number> {
  const entries = Object.entries(sources);
  if (entries.length <= max) return sources;
  return Object.fromEntries(entries.sort((a, b) => b[1] - a[1]).slice(0, max));
}

/**
 * Decides whether a sign-in attempt may check its password, and when. A known device (valid
 * cookie, few failures of its own) goes at once. Any other attempt waits the account's current
 * delay after the latest attempt (never more than that delay from now), and behind the earlier
 * attempts of its own source; it is counted as a failure now and `finishSignIn` clears the
 * count if the password was right. Only a source whose own queue reaches more than `maxWaitMs`
 * ahead, or an IP refused for `ipRefusedForMs`, is turned away uncounted: a stream of guesses
 * from one address slows the owner elsewhere down to the current delay, never out.
 */
export function beginSignIn(
  state: AccountThrottle,
  opts: { now: number; device: string | null; source: string; ipRefusedForMs: number },
  limits: SignInLimits = SIGN_IN_LIMITS,
): { gate: SignInGate; state: AccountThrottle } {
  const { now, source } = opts;
  const current = forgetOld(state, now, limits);
  if (deviceTrusted(current, opts.device, limits))
    return { gate: { go: true, waitMs: 0, trusted: true }, state: current };
  if (opts.ipRefusedForMs > 0) return { gate: { go: false, retryAfterMs: opts.ipRefusedForMs }, state: current };
  const own = current.sources[source] ?? now;
  if (own - now > limits.maxWaitMs) {
    return { gate: { go: false, retryAfterMs: own - now - limits.maxWaitMs }, state: current };
  }
  const delay = signInSpacing(current.failures, limits);
  const shared = Math.min(Math.max(now, current.lastAt + delay), now + delay);
  const slot = Math.max(now, own, shared);
  const failures = current.failures + 1;
  const sources = boundedSources(
    { ...current.sources, [source]: slot + signInSpacing(failures, limits) },
    limits.maxSources,
  );
  return {
    gate: { go: true, waitMs: slot - now, trusted: false },
    state: { ...current, failures, lastAt: Math.max(current.lastAt, slot), sources },
  };
}

/** Records an attempt's outcome: a success clears the account; a known device's failure counts against that device. */
export function finishSignIn(
  state: AccountThrottle,
  opts: { now: number; ok: boolean; trusted: boolean; device: string | null },
  limits: SignInLimits = SIGN_IN_LIMITS,
): AccountThrottle {
  if (opts.ok) return { ...EMPTY_ACCOUNT_THROTTLE };
  const current = forgetOld(state, opts.now, limits);
  if (!opts.trusted || opts.device === null) return current; // counted when it began
  const d = current.devices[opts.device];
  return {
    ...current,
    devices: { ...current.devices, [opts.device]: { failures: (d?.failures ?? 0) + 1, lastAt: opts.now } },
  };
}

/** Per IP: the accounts (keys) that failed from it, each with its latest failure time. */
export type IpFailures = { accounts: Record<string, number> };

export const EMPTY_IP_FAILURES: IpFailures = { accounts: {} };

function recentAccounts(state: IpFailures, now: number, limits: SignInLimits): [string, number][] {
  return Object.entries(state.accounts).filter(([, t]) => now - t < limits.windowMs);
}

/**
 * How long an IP is still refused (0: not refused): failures on `ipMaxAccounts` different
 * accounts within the window. Repeated guesses at one account count once, so a household, an
 * office or a carrier's NAT behind one address is never refused for one person's typos.
 */
export function ipRefusedFor(state: IpFailures, now: number, limits: SignInLimits = SIGN_IN_LIMITS): number {
  const recent = recentAccounts(state, now, limits)
    .map(([, t]) => t)
    .sort((a, b) => b - a);
  if (recent.length < limits.ipMaxAccounts) return 0;
  // Refused until enough of them age out to bring the count below the limit.
  return recent[limits.ipMaxAccounts - 1]! + limits.windowMs - now;
}

/** Adds (failed) or removes (signed in) one account in the IP's set; keeps only what the limit needs. */
export function recordIpSignIn(
  state: IpFailures,
  opts: { now: number; account: string; ok: boolean },
  limits: SignInLimits = SIGN_IN_LIMITS,
): IpFailures {
  const accounts = Object.fromEntries(recentAccounts(state, opts.now, limits).filter(([a]) => a !== opts.account));
  if (!opts.ok) accounts[opts.account] = opts.now;
  const newest = Object.entries(accounts)
    .sort((a, b) => b[1] - a[1])
    .slice(0, limits.ipMaxAccounts * 2);
  return { accounts: Object.fromEntries(newest) };
}

// ---------------------------------------------------------------------------------------------
// "Request a call back" (docs/product.md#admin): stored call-back requests per IP. Enough for a
// family behind one connection, too few to fill the admins' queue.
export const QUICK_ENQUIRY_LIMIT = { limit: 5, windowMs: HOUR } as const satisfies MailBudget;

// "Report this listing" (docs/product.md#trust): reports per address and per signed-in user. A
// person reporting a few listings on a busy day fits; a script filling the admins' queue does not.
export const REPORT_LIMITS = {
  perIp: { limit: 10, windowMs: HOUR },
  perUser: { limit: 20, windowMs: 24 * HOUR },
} as const satisfies Record<string, MailBudget>;
