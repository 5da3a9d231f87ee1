// Fake Sentry: the envelope endpoint of SENTRY_ENV's DSN (app/server/platform/sentry.server.ts
// posts there). Checks what Sentry checks (the public key in X-Sentry-Auth or the envelope's
// dsn, an event_id, an item of type "event") and records each envelope, parsed.
import { fetchMock } from "./fetch";

export const SENTRY_KEY = "0123456789abcdef0123456789abcdef";
export const SENTRY_ENV = { SENTRY_DSN: `https://${SENTRY_KEY}@sentry.example/42`, SENTRY_RELEASE: "test-release-1" };
const ENDPOINT = "https://sentry.example/api/42/envelope/";

export type Envelope = {
  header: { event_id: string; dsn?: string; sent_at: string };
  item: { type: string };
  event: Record<string, unknown>;
  /** The envelope as posted, for scanning. */
  raw: string;
  auth: string | null;
};

const envelopes: Envelope[] = [];

function reset() {
  envelopes.length = 0;
}

async function receive(request: Request): Promise<Response> {
  const raw = new TextDecoder().decode(await request.arrayBuffer());
  const [header, item, event] = raw.split("\n").map((line) => JSON.parse(line));
  const auth = request.headers.get("X-Sentry-Auth");
  const keyed = auth?.includes(`sentry_key=${SENTRY_KEY}`) || header?.dsn?.includes(`${SENTRY_KEY}@`);
  if (!keyed) return Response.json({ detail: "missing authorization information" }, { status: 401 });
  if (!header?.event_id || item?.type !== "event" || event?.event_id !== header.event_id) {
    return Response.json({ detail: "invalid envelope" }, { status: 400 });
  }
  envelopes.push({ header, item, event, raw, auth });
  return Response.json({ id: header.event_id });
}

export const sentryMock = {
  /** Every envelope Sentry accepted since the last reset, oldest first. */
  envelopes: envelopes as readonly Envelope[],

  /** Registers the envelope endpoint. Call in beforeEach. */
  install() {
    fetchMock.install();
    fetchMock.onReset(reset);
    fetchMock.register({
      name: "sentry envelope",
      match: (url, req) => req.method === "POST" && url.href === ENDPOINT,
      handle: receive,
    });
  },
};
