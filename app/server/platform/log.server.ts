// The app's structured log: one JSON line per event (a request, a payment, a mail, an AI call, a
// scheduled run), which Workers Logs ([observability] in wrangler.toml) indexes by field. Every
// value goes through `redact` first: no e-mail address, phone number, token, key, password or
// cookie ever reaches a log line, whatever a caller passes (docs/product.md#operations,
// docs/decisions/0038-structured-logs-and-deploy.md).
import { type AgnosticRouteObject as RouteObject, matchRoutes } from "@remix-run/router";
import { langOfPath, TAMIL_PREFIX, unprefixedPath } from "~/domain/language";

export type LogEvent = "request" | "payment" | "mail" | "ai" | "scheduled";
export type LogValue = string | number | boolean | null | undefined;
export type LogFields = Record<string, LogValue>;

/** Field names whose values are never logged, whatever they hold. */
const SECRET_FIELD = /pass|secret|token|key|cookie|auth|session|email|e-mail|phone|mobile|otp|code|signature/i;

// Applied in this order; each replaces what it finds with a label saying what was there.
const RULES: [RegExp, string | ((match: string, ...groups: string[]) => string)][] = [
  // Anything with an @ in it: an e-mail address, however odd its characters.
  [/\S*@\S*/g, "[email]"],
  // "Bearer abc", "password=abc", "api_key: abc", "cookie=abc; other=def".
  [/\b(bearer|basic)\s+\S+/gi, "$1 [redacted]"],
  [
    /\b([\w-]*(?:pass|secret|token|key|cookie|auth|session|signature)[\w-]*)(["']?\s*[=:]\s*)("[^"]*"|'[^']*'|[^\s,;&]+)/gi,
    "$1$2[redacted]",
  ],
  // Query values of a URL (a search, a reset link's token): the names stay, the values go.
  [/([?&][^=&\s#?]+)=[^&\s#]*/g, "$1=[redacted]"],
  // Tokens and keys: long runs of base64url/hex characters (24+), or 16+ with a digit in them.
  [/[A-Za-z0-9_+=-]{24,}/g, "[token]"],
  [/[A-Za-z0-9_+=-]{16,}/g, (run) => (/\d/.test(run) ? "[token]" : run)],
  // Phone numbers: ten or more digits, with at most two separators between two digits.
  [/\+?\d(?:[\s().-]{0,2}\d){9,}/g, "[phone]"],
];

/** `text` with every e-mail address, phone number, token, key and secret value replaced. */
export function redact(text: string): string {
  let out = text;
  for (const [pattern, replacement] of RULES) {
    out = out.replace(pattern, replacement as string);
  }
  return out;
}

const MAX_VALUE = 300;

function clean(name: string, value: LogValue): LogValue {
  if (value === undefined || value === null || typeof value === "boolean") return value;
  if (SECRET_FIELD.test(name)) return "[redacted]";
  // A cf-ray id looks like a token but is what ties a line to Cloudflare's own request trace.
  if (name === "ray" && typeof value === "string" && /^[0-9a-f]{16}(-[A-Z]{3})?$/.test(value)) return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : String(value);
  return redact(value.length > MAX_VALUE ? value.slice(0, MAX_VALUE) : value);
}

/** The log line for an event, as written: JSON, fields redacted. */
export function logLine(event: LogEvent, fields: LogFields = {}): string {
  const out: Record<string, LogValue> = { event };
  for (const [name, value] of Object.entries(fields)) {
    if (name === "event") continue;
    out[redact(name).slice(0, 40)] = clean(name, value);
  }
  return JSON.stringify(out);
}

/** Writes one log line; `level: "error"` (or "warn") in the fields picks console.error (warn). */
export function log(event: LogEvent, fields: LogFields = {}): void {
  const line = logLine(event, fields);
  if (fields.level === "error") console.error(line);
  else if (fields.level === "warn") console.warn(line);
  else console.log(line);
}

/** An error as a short, redacted message for a log field (never its stack). */
export function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : "unknown error";
}

// ---------------------------------------------------------------------------------------------
// The route pattern of a request ("/listings/:id"), never its URL: paths and query strings may
// hold personal data (a search, a token). Matched against the server build's route table.

type BuildRoute = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };

const trees = new WeakMap<object, RouteObject[]>();

function routeTree(routes: Record<string, BuildRoute | undefined>): RouteObject[] {
  let tree = trees.get(routes);
  if (!tree) {
    const all = Object.values(routes).filter((r): r is BuildRoute => !!r);
    const childrenOf = (parentId: string | undefined): RouteObject[] =>
      all
        .filter((r) => r.parentId === parentId)
        .map((r) =>
          r.index
            ? { id: r.id, path: r.path, index: true }
            : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: childrenOf(r.id) },
        );
    tree = childrenOf(undefined);
    trees.set(routes, tree);
  }
  return tree;
}

/**
 * "/listings/:id" for /listings/42 (and for its data request, /listings/42.data); "/*" for the
 * catch-all; null when nothing matches. A Tamil page's pattern keeps its prefix: "/ta/listing/:id".
 */
export function routePattern(routes: Record<string, BuildRoute | undefined>, pathname: string): string | null {
  if (langOfPath(pathname) === "ta") {
    const inner = routePattern(routes, pathname === `${TAMIL_PREFIX}.data` ? "/_root.data" : unprefixedPath(pathname));
    return inner === null ? null : `${TAMIL_PREFIX}${inner === "/" ? "" : inner}`;
  }
  if (pathname === "/__manifest") return pathname;
  const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
  const matches = matchRoutes(routeTree(routes), page);
  if (!matches) return null;
  const parts = matches.map((m) => m.route.path).filter((p): p is string => !!p);
  return `/${parts.join("/")}`.replace(/\/{2,}/g, "/");
}
