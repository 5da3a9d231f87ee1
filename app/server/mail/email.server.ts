// Outgoing e-mail behind a small interface. With EMAIL_API_URL (always in production) mails are
// POSTed to a Resend-style HTTP API and nothing of them is logged. Local and test runs without
// it write to the email_outbox table, shown by /dev/outbox, so sign-up and password reset work
// on one machine. Each mail logs one line with its subject and outcome, never its address or link.
// docs/product.md#security
import type { AppLoadContext } from "@remix-run/cloudflare";
import { desc } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { emailOutbox } from "../db/schema.server";
import { recordedSender } from "../health/mail-sends.server";
import { getConfig, getDb } from "../platform/context.server";
import { log } from "../platform/log.server";
import type { AppConfig } from "../platform/env.server";

export type EmailMessage = { to: string; subject: string; text: string; html?: string };

export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
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
    async send(m) {
      const res = await doFetch(opts.url, {
        method: "POST",
        headers: { Authorization: `Bearer ${opts.apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          from: opts.from,
          to: [m.to],
          subject: m.subject,
          text: m.text,
          html: m.html || undefined,
        }),
      });
      log("mail", { via: "api", subject: m.subject, outcome: res.ok ? "sent" : "failed", status: res.status });
      if (!res.ok) throw new Error(`E-mail provider answered ${res.status}`);
    },
  };
}

export function getEmailSender(context: AppLoadContext): EmailSender {
  return emailSenderFor(getConfig(context), getDb(context));
}

/** The sender for a config, also where no request is (scheduled jobs: `configOf(env)`). */
export function emailSenderFor(config: Pick<AppConfig, "email" | "isLocal">, db: Db): EmailSender {
  const { email, isLocal } = config;
  if (email) return recordedSender(httpSender(email), db, "api");
  // The config requires EMAIL_API_URL in production, so this is unreachable there; the outbox
  // holds live links and must never be written outside local and test runs.
  if (!isLocal) throw new Error("No e-mail provider configured outside local mode");
  return recordedSender(outboxSender(db), db, "outbox");
}

export async function latestOutbox(db: Db, limit = 30) {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit).all();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A plain mail with one link: intro, the link as `action`, outro, signed by the site. */
export function linkMail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  link: string,
  outro: string,
): EmailMessage {
  const text = `${intro}\n\n${action}: ${link}\n\n${outro}\n\nCoimbatore Properties`;
  const html =
    `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` +
    `<p>${escapeHtml(outro)}</p><p>Coimbatore Properties</p>`;
  return { to, subject, text, html };
}

export function verificationEmail(to: string, link: string): EmailMessage {
  return linkMail(
    to,
    "Verify your e-mail address",
    "Welcome to Coimbatore Properties. Please confirm this is your e-mail address.",
    "Verify email",
    link,
    "The link works for 24 hours. If you did not sign up, you can ignore this mail.",
  );
}

export function passwordResetEmail(to: string, link: string): EmailMessage {
  return linkMail(
    to,
    "Reset your password",
    "Someone asked to reset the password of your Coimbatore Properties account.",
    "Reset password",
    link,
    "The link works once, for one hour. If it was not you, ignore this mail: your password stays the same.",
  );
}

export function emailChangeEmail(to: string, link: string): EmailMessage {
  return linkMail(
    to,
    "Confirm your new e-mail address",
    "You asked to use this address for your Coimbatore Properties account. Your old address stays in use until you confirm.",
    "Confirm my e-mail",
    link,
    "The link works for 24 hours. If you did not ask for this, ignore this mail: nothing changes.",
  );
}

/** "m•••@example.com": enough for the owner to recognise, not a list of addresses for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return at > 0 ? `${email[0]}•••${email.slice(at)}` : "•••";
}

/** To the old address when someone asks to move the account to another (docs/product.md#accounts). */
export function emailChangeNoticeEmail(to: string, newAddress: string, resetLink: string): EmailMessage {
  return linkMail(
    to,
    "Your e-mail address is being changed",
    `Someone signed in to your Coimbatore Properties account asked to change its e-mail address to ${maskEmail(newAddress)}. ` +
      "This address stays in use until the new one is confirmed.",
    "If it was not you, reset your password",
    resetLink,
    "If it was you, there is nothing to do.",
  );
}
