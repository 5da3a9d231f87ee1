// Fake HTTP e-mail provider (the Resend-style API app/server/mail/email.server.ts posts to). Records
// every accepted mail. Configure the app with EMAIL_ENV (production already includes it: see
// PRODUCTION_ENV in tests/helpers/env.ts), install in beforeEach, then read `emailMock.sent`
// or `emailMock.lastTo(address)`; `emailMock.failNext()` makes the next send fail.
import { fetchMock } from "./fetch";

export const EMAIL_ENV = {
  EMAIL_API_URL: "https://email.example/v1/emails",
  EMAIL_API_KEY: "test-email-key",
  EMAIL_FROM: "Coimbatore Properties <no-reply@coimbatore.example>",
};

export type SentMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  /** Mail headers the app asked for (List-Unsubscribe on alert mails). */
  headers?: Record<string, string>;
  /** The request's Idempotency-Key (the mail queue's key: decision 0044). */
  idempotencyKey: string | null;
};

const sent: SentMail[] = [];
const failures: number[] = [];

function reset() {
  sent.length = 0;
  failures.length = 0;
}

async function send(request: Request): Promise<Response> {
  if (request.headers.get("Authorization") !== `Bearer ${EMAIL_ENV.EMAIL_API_KEY}`) {
    return Response.json({ message: "invalid api key" }, { status: 401 });
  }
  const status = failures.shift();
  if (status) return Response.json({ message: "provider failure" }, { status });
  const mail = (await request.json()) as SentMail;
  sent.push({ ...mail, idempotencyKey: request.headers.get("Idempotency-Key") });
  return Response.json({ id: `mail-${sent.length}` });
}

export const emailMock = {
  /** Every mail the provider accepted since the last reset, oldest first. */
  sent: sent as readonly SentMail[],

  /** Registers the provider's send endpoint. Call in beforeEach. */
  install() {
    fetchMock.install();
    fetchMock.onReset(reset);
    fetchMock.register({
      name: "email send",
      match: (url, req) => req.method === "POST" && url.href === EMAIL_ENV.EMAIL_API_URL,
      handle: send,
    });
  },

  /** The next send answers `status` (default 500) and is not recorded. */
  failNext(status = 500) {
    failures.push(status);
  },

  /** The latest mail to `address`, and the first link in its text. */
  lastTo(address: string): { mail: SentMail | undefined; link: string | undefined } {
    const mail = [...sent].reverse().find((m) => m.to.includes(address));
    return { mail, link: mail?.text.match(/https?:\/\/\S+/)?.[0] };
  },
};
