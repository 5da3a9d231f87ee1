// Errors to Sentry when SENTRY_DSN is set, nothing otherwise (docs/product.md#operations,
// docs/decisions/0039-health-errors-and-tiles.md). Not the @sentry/cloudflare SDK (about 57 KiB
// gzipped, the Worker has 7 KiB left of its budget): one event per error, posted as an envelope
// to the DSN's envelope endpoint, in the background (waitUntil). The event holds the route
// pattern, the release, the environment and the exception (type, redacted message, stack
// frames); never the URL, headers, cookies, body or user.
import { redact } from "./log.server";

export type SentryTarget = { endpoint: string; publicKey: string; dsn: string };

/**
 * The envelope endpoint of a DSN, `https://<key>@<host>[/<path>]/<project>`:
 * `https://<host>[/<path>]/api/<project>/envelope/`; null when it is not a DSN.
 */
export function parseDsn(value: string): SentryTarget | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const at = url.pathname.lastIndexOf("/");
  const project = url.pathname.slice(at + 1);
  if (!/^https?:$/.test(url.protocol) || !url.username || !/^\d+$/.test(project)) return null;
  const base = `${url.protocol}//${url.host}${url.pathname.slice(0, at)}`;
  return {
    endpoint: `${base}/api/${project}/envelope/`,
    publicKey: url.username,
    // An old DSN's secret part is not needed and never sent.
    dsn: `${url.protocol}//${url.username}@${url.host}${url.pathname}`,
  };
}

type Frame = { function?: string; filename?: string; lineno?: number; colno?: number };

/** V8 stack lines as Sentry frames, oldest call first; the file names and functions redacted. */
export function stackFrames(stack: string | undefined): Frame[] {
  const frames: Frame[] = [];
  for (const line of (stack ?? "").split("\n").slice(1, 51)) {
    const match = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line);
    if (!match) continue;
    const [, fn, file, lineno, colno] = match;
    frames.push({
      function: fn ? redact(fn) : undefined,
      filename: redact(file),
      lineno: Number(lineno),
      colno: Number(colno),
    });
  }
  return frames.reverse();
}

export type ErrorReport = {
  /** The route pattern ("/listing/:id") or the cron ("cron 17 3 * * *"), never a URL. */
  transaction: string;
  release?: string;
  environment: string;
};

/** The envelope (header, item header, event; one JSON value a line) for one error. */
export function errorEnvelope(target: SentryTarget, error: unknown, report: ErrorReport, now: number): string {
  const eventId = crypto.randomUUID().replaceAll("-", "");
  const type = error instanceof Error ? error.name : "Error";
  const message = redact(error instanceof Error ? error.message : "unknown error").slice(0, 1000);
  const event = {
    event_id: eventId,
    timestamp: now / 1000,
    platform: "javascript",
    level: "error",
    release: report.release,
    environment: report.environment,
    transaction: redact(report.transaction),
    exception: {
      values: [
        {
          type,
          value: message,
          stacktrace: error instanceof Error ? { frames: stackFrames(error.stack) } : undefined,
        },
      ],
    },
  };
  const sentAt = new Date(now).toISOString();
  return [
    JSON.stringify({ event_id: eventId, dsn: target.dsn, sent_at: sentAt }),
    JSON.stringify({ type: "event" }),
    JSON.stringify(event),
  ].join("\n");
}

/** Posts one error's envelope; never throws (a reporter that fails must not fail the request). */
export async function sendError(target: SentryTarget, error: unknown, report: ErrorReport): Promise<void> {
  try {
    await fetch(target.endpoint, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-sentry-envelope",
        "X-Sentry-Auth": `Sentry sentry_version=7, sentry_key=${target.publicKey}, sentry_client=coimbatore-property/1`,
      },
      body: errorEnvelope(target, error, report, Date.now()),
    });
  } catch {
    // Nothing to do: the error itself is already in the log line of its request or run.
  }
}
