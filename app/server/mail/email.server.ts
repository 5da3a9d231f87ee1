// Outgoing e-mail behind a small interface. With EMAIL_API_URL (always in production) mails are
// POSTed to a Resend-style HTTP API and nothing of them is logged. Local and test runs without
// it write to the email_outbox table, shown by /dev/outbox, so sign-up and password reset work
// on one machine. Each mail logs one line with its subject and outcome, never its address or link.
// The app's mails go through the mail queue (`getEmailSender`, `queuedSender`): the queue handler
// (queue.server.ts) sends them with retries (docs/product.md#mail-delivery, decision 0044).
// Each mail is written in its recipient's language (users.lang, read where the mail is queued;
// the words are app/messages/mail.server.ts) and a queued mail holds its rendered text, so a
// mail queued before a change of language or of the words goes out as it was written.
// docs/product.md#security
import type { AppLoadContext } from "@remix-run/cloudflare";
import { desc, eq } from "drizzle-orm";
import { HTML_LANG, type Lang, localisedPath } from "~/domain/language";
import { mail as MAIL } from "~/messages/mail.server";
import { fill } from "~/messages/messages";
import type { Db } from "../db/client.server";
import { emailOutbox, mailDeliveries, users } from "../db/schema.server";
import { recordedSender } from "../health/mail-sends.server";
import { getConfig, getDb, getEnv } from "../platform/context.server";
import { log, redact } from "../platform/log.server";
import type { AppConfig } from "../platform/env.server";

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra mail headers (List-Unsubscribe on alert mails: docs/product.md#saved-searches). */
  headers?: Record<string, string>;
};

/** `key`: the mail's idempotency key; the same key is never sent twice (decision 0044). */
export type SendOptions = { key?: string };

export interface EmailSender {
  send(message: EmailMessage, options?: SendOptions): Promise<void>;
}

export function outboxSender(db: Db): EmailSender {
  return {
    async send(m) {
      await db
        .insert(emailOutbox)
        .values({ to: m.to, subject: m.subject, text: m.text, html: m.html ?? "", sentAt: Date.now() });
      log("mail", { via: "outbox", subject: m.subject, outcome: "sent" });
    },
  };
}

export function httpSender(opts: { url: string; apiKey: string; from: string; fetch?: typeof fetch }): EmailSender {
  const doFetch = opts.fetch ?? fetch;
  return {
    async send(m, options) {
      const headers: Record<string, string> = {
        Authorization: `Bearer ${opts.apiKey}`,
        "Content-Type": "application/json",
      };
      // The provider drops a second request with the same key (a retry after a lost answer).
      if (options?.key) headers["Idempotency-Key"] = options.key;
      const res = await doFetch(opts.url, {
        method: "POST",
        headers,
        body: JSON.stringify({
          from: opts.from,
          to: [m.to],
          subject: m.subject,
          text: m.text,
          html: m.html || undefined,
          headers: m.headers,
        }),
      });
      log("mail", { via: "api", subject: m.subject, outcome: res.ok ? "sent" : "failed", status: res.status });
      if (!res.ok) throw new Error(`E-mail provider answered ${res.status}`);
    },
  };
}

/** The app's sender in a request: every mail through the mail queue. */
export function getEmailSender(context: AppLoadContext): EmailSender {
  return queuedSender(getEnv(context).MAIL_QUEUE, getDb(context), getConfig(context));
}

/** A queue message of the mail queue: one mail, with its idempotency key (decision 0044). */
export type MailJob = { kind: "mail"; key: string; mail: EmailMessage; outboxId?: number };

/**
 * Enqueues each mail with its key (a fresh one unless given) and records it as queued; a key
 * already recorded is not enqueued again. Locally the /dev/outbox row is written at once, so the
 * mail shows there (with its delivery state) as before; the queue handler marks it delivered.
 * Without a queue binding, or when the queue refuses, it sends at once.
 */
export function queuedSender(
  queue: Queue | undefined,
  db: Db,
  config: Pick<AppConfig, "email" | "isLocal">,
): EmailSender {
  const direct = emailSenderFor(config, db);
  if (!queue) return direct;
  return {
    async send(m, options) {
      const key = options?.key ?? `mail:${crypto.randomUUID()}`;
      const now = Date.now();
      const subject = redact(m.subject).slice(0, 120);
      const claimed = await db
        .insert(mailDeliveries)
        .values({ key, subject, state: "queued", updatedAt: now })
        .onConflictDoNothing()
        .returning({ id: mailDeliveries.id });
      if (claimed.length === 0) return; // already on its way or sent: never a second mail
      let outboxId: number | undefined;
      if (!config.email) {
        if (!config.isLocal) throw new Error("No e-mail provider configured outside local mode");
        const [row] = await db
          .insert(emailOutbox)
          .values({ to: m.to, subject: m.subject, text: m.text, html: m.html ?? "", sentAt: null })
          .returning({ id: emailOutbox.id });
        outboxId = row?.id;
        await db.update(mailDeliveries).set({ outboxId }).where(eq(mailDeliveries.key, key));
      }
      const job: MailJob = { kind: "mail", key, mail: m, outboxId };
      try {
        await queue.send(job, { contentType: "json" });
      } catch {
        // The queue refused: send now (locally the outbox row is the mail) rather than lose it.
        log("mail", { level: "error", via: "queue", subject: m.subject, outcome: "enqueue failed" });
        if (outboxId === undefined) {
          try {
            await direct.send(m, { key });
          } catch (error) {
            // Neither took it: give the key back, so the caller's retry (a digest's redelivery,
            // a person's resend) sends the mail instead of finding it "on its way".
            await db.delete(mailDeliveries).where(eq(mailDeliveries.key, key));
            throw error;
          }
        }
        await db
          .update(mailDeliveries)
          .set({ state: "sent", updatedAt: Date.now() })
          .where(eq(mailDeliveries.key, key));
      }
    },
  };
}

/** The direct sender for a config (the queue handler's; tests of the provider). */
export function emailSenderFor(config: Pick<AppConfig, "email" | "isLocal">, db: Db): EmailSender {
  const { email, isLocal } = config;
  if (email) return recordedSender(httpSender(email), db, "api");
  // The config requires EMAIL_API_URL in production, so this is unreachable there; the outbox
  // holds live links and must never be written outside local and test runs.
  if (!isLocal) throw new Error("No e-mail provider configured outside local mode");
  return recordedSender(outboxSender(db), db, "outbox");
}

/** The latest outbox mails, each with its delivery state (null: written before the mail queue). */
export async function latestOutbox(db: Db, limit = 30) {
  return db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      createdAt: emailOutbox.createdAt,
      state: mailDeliveries.state,
      attempts: mailDeliveries.attempts,
    })
    .from(emailOutbox)
    .leftJoin(mailDeliveries, eq(mailDeliveries.outboxId, emailOutbox.id))
    .orderBy(desc(emailOutbox.id))
    .limit(limit)
    .all();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The mails' words in `lang` (app/messages/mail.server.ts). */
export function mailWords(lang: Lang) {
  return MAIL[lang];
}

/**
 * A link in a mail to one of our pages, in the recipient's language: `path` as the app writes it
 * ("/verify-email?token=...") under `origin`, "/ta/verify-email?token=..." in a Tamil mail. Every
 * page a mail links to, the token pages included, works under /ta as it does unprefixed.
 */
export function mailLink(origin: string, path: string, lang: Lang): string {
  return `${origin}${localisedPath(path, lang)}`;
}

/** The language of the mails an account gets (users.lang); English for an account not found. */
export async function langOfUser(db: Db, userId: string): Promise<Lang> {
  const row = await db.select({ lang: users.lang }).from(users).where(eq(users.id, userId)).get();
  return row?.lang ?? "en";
}

/** A Tamil mail's HTML says its language (screen readers, translators); English as it always was. */
export function mailHtml(html: string, lang: Lang): string {
  return lang === "en" ? html : `<div lang="${HTML_LANG[lang]}">${html}</div>`;
}

/** A plain mail with one link: intro, the link as `action`, outro, signed by the site (in `lang`). */
export function linkMail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  link: string,
  outro: string,
  lang: Lang = "en",
): EmailMessage {
  const signature = MAIL[lang].signature;
  const text = `${intro}\n\n${action}: ${link}\n\n${outro}\n\n${signature}`;
  const html =
    `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` +
    `<p>${escapeHtml(outro)}</p><p>${escapeHtml(signature)}</p>`;
  return { to, subject, text, html: mailHtml(html, lang) };
}

/** A one-link mail of the catalogue (subject, intro, action, outro) in `lang`. */
function catalogueMail(
  to: string,
  words: { subject: string; intro: string; action: string; outro: string },
  link: string,
  lang: Lang,
  values: Record<string, string | number> = {},
): EmailMessage {
  return linkMail(
    to,
    fill(words.subject, values),
    fill(words.intro, values),
    fill(words.action, values),
    link,
    fill(words.outro, values),
    lang,
  );
}

export function verificationEmail(to: string, link: string, lang: Lang = "en"): EmailMessage {
  return catalogueMail(to, MAIL[lang].verification, link, lang);
}

export function passwordResetEmail(to: string, link: string, lang: Lang = "en"): EmailMessage {
  return catalogueMail(to, MAIL[lang].passwordReset, link, lang);
}

export function emailChangeEmail(to: string, link: string, lang: Lang = "en"): EmailMessage {
  return catalogueMail(to, MAIL[lang].emailChange, link, lang);
}

/** "m•••@example.com": enough for the owner to recognise, not a list of addresses for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return at > 0 ? `${email[0]}•••${email.slice(at)}` : "•••";
}

/** To the old address when someone asks to move the account to another (docs/product.md#accounts). */
export function emailChangeNoticeEmail(
  to: string,
  newAddress: string,
  resetLink: string,
  lang: Lang = "en",
): EmailMessage {
  return catalogueMail(to, MAIL[lang].emailChangeNotice, resetLink, lang, { address: maskEmail(newAddress) });
}
