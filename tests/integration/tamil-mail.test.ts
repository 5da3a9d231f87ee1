// Every e-mail in the language of the person it goes to (docs/product.md#languages): users.lang is
// set by the page an account is made on (e-mail sign-up under /ta, a sign-in with a provider that
// started on a Tamil page or after the switch) and by the switch while signed in, and read where
// each mail is queued. Tamil mails link to the /ta pages, token pages included, and those pages
// work; the one-click unsubscribe of the mail header stays the unprefixed path that takes a mail
// provider's POST. English mails are what they have always been, letter for letter
// (tests/fixtures/mails-english.json, rendered by the code before this change). Mails go through
// the real queue handler to the shared e-mail fake (tests/mocks/email.ts), under production settings.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Lang } from "~/domain/language";
import { mail as MAIL } from "~/messages/mail.server";
import type { MessageTree } from "~/messages/messages";
import { liveEmail, rejectionEmail } from "~/server/admin/listings.server";
import { digestEmail, digestJobs } from "~/server/alerts/digest.server";
import { createDb } from "~/server/db/client.server";
import { listings, savedSearches, users } from "~/server/db/schema.server";
import { PHOTO_CLEANUP_CRON } from "~/server/listings/manage.server";
import {
  type EmailMessage,
  emailChangeEmail,
  emailChangeNoticeEmail,
  passwordResetEmail,
  verificationEmail,
} from "~/server/mail/email.server";
import { reminderEmail } from "~/server/trust/freshness.server";
import { DAY_MS } from "~/domain/dates";
import english from "../fixtures/mails-english.json";
import { alertWindow, insertPublicListing, insertSavedSearch } from "../helpers/alerts";
import { confirmEmail, userByEmail } from "../helpers/auth";
import { db, insertListing, insertUser, uniqueEmail } from "../helpers/db";
import { PRODUCTION_ENV, PRODUCTION_ORIGIN } from "../helpers/env";
import { get, Jar, location, ORIGIN, postForm, signInAs } from "../helpers/http";
import { captureQueue, MAIL_QUEUE_NAME, runQueue } from "../helpers/queue";
import { runScheduled } from "../helpers/scheduled";
import { emailMock, type SentMail } from "../mocks/email";
import { fetchMock } from "../mocks/fetch";

// Mails are caught on their way to the queue, then delivered by the Worker's queue handler under
// the same production settings (as tests/integration/security-mail.test.ts does).
const queue = captureQueue();
const QUEUED = { ...PRODUCTION_ENV, MAIL_QUEUE: queue };
const deliver = () => runQueue(MAIL_QUEUE_NAME, queue.bodies.splice(0), { env: QUEUED });
/** Requests as production serves them (the mails' links are under PRODUCTION_ORIGIN). */
const PROD = { env: PRODUCTION_ENV, origin: PRODUCTION_ORIGIN };
const SENDING = { env: QUEUED, origin: PRODUCTION_ORIGIN };

let ips = 0;
/** A client address of its own per request that mails, so the per-address mail limits stay out of the way. */
const ip = () => ({ "CF-Connecting-IP": `10.219.${++ips % 250}.${Math.floor(Math.random() * 250) + 1}` });

beforeEach(() => {
  queue.bodies.length = 0;
  emailMock.install();
});
afterEach(() => fetchMock.reset());

const TAMIL = /[\u0B80-\u0BFF]/;

function leaves(tree: MessageTree): string[] {
  return Object.values(tree).flatMap((v) => (typeof v === "string" ? [v] : leaves(v)));
}

/** The fixed words of every English entry (between its placeholders), as they would show in a mail. */
const ENGLISH_WORDS = leaves(MAIL.en as MessageTree)
  .flatMap((text) => text.split(/\{\w+\}/))
  .map((part) => part.trim())
  .filter((part) => /[A-Za-z]{3}/.test(part));

/** A Tamil mail: Tamil in subject, text and HTML, no English sentence of the catalogue, no placeholder left. */
function expectTamil(mail: Pick<EmailMessage, "subject" | "text" | "html">) {
  for (const part of [mail.subject, mail.text, mail.html ?? ""]) {
    expect(part).toMatch(TAMIL);
    expect(part).not.toMatch(/\{\w+\}/);
    for (const words of ENGLISH_WORDS) expect(part, `"${words}" in a Tamil mail`).not.toContain(words);
  }
  expect(mail.html).toMatch(/^<div lang="ta">/);
}

/** Every link in a mail's text. */
const linksOf = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];
/** A mail link as a path of the production site. */
const pathOf = (link: string) => link.replace(PRODUCTION_ORIGIN, "");

/** What a mail says: its subject, text and HTML. */
const words = (mail: EmailMessage) => ({ subject: mail.subject, text: mail.text, html: mail.html });

function sentTo(address: string): SentMail {
  const { mail } = emailMock.lastTo(address);
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
}

const signupFields = (email: string) => ({
  email,
  phone: "",
  password: "secret-pass",
  confirmPassword: "secret-pass",
  role: "seller",
});

describe("sign-up sets the language of an account's mails", () => {
  it("a Tamil sign-up gets a Tamil verification mail whose /ta link confirms the address", async () => {
    const email = uniqueEmail("ta-signup");
    const jar = new Jar();
    const res = await postForm("/ta/signup", signupFields(email), { ...SENDING, jar, headers: ip() });
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/ta/verify-email?sent=1");
    expect(await userByEmail(email)).toMatchObject({ lang: "ta", email_verified: 0 });
    await deliver();
    const mail = sentTo(email);
    expect(mail.subject).toBe(MAIL.ta.verification.subject);
    expectTamil(mail);
    const [link] = linksOf(mail.text);
    expect(link).toMatch(new RegExp(`^${PRODUCTION_ORIGIN}/ta/verify-email\\?token=`));
    expect(mail.html).toContain(`href="${link}"`);

    // The /ta link is the confirm page in Tamil, and its button confirms.
    const page = await get(pathOf(link!), { ...PROD, jar });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<html[^>]*\slang="ta"/);
    const confirmed = await confirmEmail(pathOf(link!), { ...PROD, jar });
    expect(confirmed.status).toBe(302);
    expect(location(confirmed).replace(PRODUCTION_ORIGIN, "")).toMatch(/^\/ta(\/|$|\?)/);
    expect(await userByEmail(email)).toMatchObject({ email_verified: 1 });
  });

  it("an English sign-up gets today's English mail, letter for letter", async () => {
    const email = uniqueEmail("en-signup");
    const res = await postForm("/signup", signupFields(email), { ...SENDING, headers: ip() });
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/verify-email?sent=1");
    expect(await userByEmail(email)).toMatchObject({ lang: "en" });
    await deliver();
    const mail = sentTo(email);
    const [link] = linksOf(mail.text);
    expect(link).toMatch(new RegExp(`^${PRODUCTION_ORIGIN}/verify-email\\?token=`));
    expect(mail.subject).toBe("Verify your e-mail address");
    expect(mail.text).toBe(
      "Welcome to Coimbatore Properties. Please confirm this is your e-mail address.\n\n" +
        `Verify email: ${link}\n\n` +
        "The link works for 24 hours. If you did not sign up, you can ignore this mail.\n\nCoimbatore Properties",
    );
    expect(mail.html).toBe(
      "<p>Welcome to Coimbatore Properties. Please confirm this is your e-mail address.</p>" +
        `<p><a href="${link}">Verify email</a></p>` +
        "<p>The link works for 24 hours. If you did not sign up, you can ignore this mail.</p><p>Coimbatore Properties</p>",
    );
  });

  it("a resend from the English prompt page still speaks the account's language", async () => {
    const email = uniqueEmail("ta-resend");
    const jar = new Jar();
    expect((await postForm("/ta/signup", signupFields(email), { ...SENDING, jar, headers: ip() })).status).toBe(302);
    expect((await postForm("/verify-email", {}, { ...SENDING, jar, headers: ip() })).status).toBe(302);
    await deliver();
    const mails = emailMock.sent.filter((m) => m.to.includes(email));
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.subject).toBe(MAIL.ta.verification.subject);
      expect(linksOf(mail.text)[0]).toContain(`${PRODUCTION_ORIGIN}/ta/verify-email?token=`);
    }
  });
});

describe("a sign-in with a provider that makes an account", () => {
  // The offline stand-in provider (local settings): the worker's calls to it come back into the worker.
  beforeEach(() => fetchMock.routeToApp(`${ORIGIN}/dev/oauth/`));

  async function signUpWithGoogle(email: string, start: { headers?: Record<string, string>; jar?: Jar } = {}) {
    const jar = start.jar ?? new Jar();
    const begin = await get(`/api/auth/google/login?redirectTo=${encodeURIComponent("/favourites")}`, {
      jar,
      headers: start.headers,
    });
    expect(begin.status).toBe(302);
    const consent = new URL(begin.headers.get("Location")!);
    const picked = await postForm(
      consent.pathname + consent.search,
      { identity: "custom", email, name: "Kavya" },
      { jar },
    );
    const back = new URL(picked.headers.get("Location")!);
    const res = await get(back.pathname + back.search, { jar });
    expect(res.status).toBe(302);
    return { landed: location(res), user: await userByEmail(email) };
  }

  it("started on a Tamil page: a Tamil account, back on the Tamil page", async () => {
    const email = uniqueEmail("ta-google");
    const { landed, user } = await signUpWithGoogle(email, { headers: { Referer: `${ORIGIN}/ta/login` } });
    expect(landed).toBe("/ta/favourites");
    expect(user).toMatchObject({ lang: "ta", email_verified: 1 });
  });

  it("started on an English page after switching to Tamil (the lang cookie): a Tamil account", async () => {
    const email = uniqueEmail("cookie-google");
    const { landed, user } = await signUpWithGoogle(email, {
      headers: { Referer: `${ORIGIN}/login` },
      jar: new Jar("lang=ta"),
    });
    expect(landed).toBe("/favourites");
    expect(user).toMatchObject({ lang: "ta" });
  });

  it("English otherwise, as before; another site's Referer names no language", async () => {
    const plain = await signUpWithGoogle(uniqueEmail("en-google"));
    expect(plain).toMatchObject({ landed: "/favourites", user: { lang: "en" } });
    const foreign = await signUpWithGoogle(uniqueEmail("foreign-google"), {
      headers: { Referer: "https://elsewhere.example/ta/login" },
    });
    expect(foreign).toMatchObject({ landed: "/favourites", user: { lang: "en" } });
  });
});

describe("the language switch while signed in", () => {
  async function resetMail(email: string) {
    const res = await postForm("/forgot-password", { email }, { ...SENDING, headers: ip() });
    expect(res.status).toBe(302);
    await deliver();
    return sentTo(email);
  }

  it("to Tamil: the next password reset and alert digest are Tamil; back to English: English again", async () => {
    const user = await insertUser({}, { password: "demo-password" });
    expect(user.lang).toBe("en");
    const cookie = await signInAs(user.id);
    const toTamil = await postForm(
      "/preferences",
      { intent: "language", lang: "ta", redirectTo: "/profile" },
      { cookie },
    );
    expect(toTamil.status).toBe(303);
    expect(location(toTamil)).toBe("/ta/profile");
    expect(await userByEmail(user.email)).toMatchObject({ lang: "ta" });

    // The reset, asked for on the English page: the account's language decides.
    const reset = await resetMail(user.email);
    expect(reset.subject).toBe(MAIL.ta.passwordReset.subject);
    expectTamil(reset);
    const [resetLink] = linksOf(reset.text);
    expect(resetLink).toMatch(new RegExp(`^${PRODUCTION_ORIGIN}/ta/reset-password\\?token=`));
    const resetPage = await get(pathOf(resetLink!), PROD);
    expect(resetPage.status).toBe(200);
    expect(await resetPage.text()).toMatch(/<html[^>]*\slang="ta"/);

    // The digest: words, amounts and places in Tamil, links to the Tamil pages.
    const w = alertWindow();
    const search = await insertSavedSearch(user.id, "type=plot&location=Saravanampatti", {
      lastAlertedAt: w.start,
      name: "Saravanampatti plots",
    });
    const listing = await insertPublicListing(w.publicAt(), {
      type: "plot",
      area: "Saravanampatti",
      price: 4_500_000,
    });
    const jobs = await digestJobs(createDb(env.DB), w.at, [user.id]);
    expect(jobs).toHaveLength(1);
    await runQueue(MAIL_QUEUE_NAME, jobs, { env: QUEUED });
    const [queued] = queue.bodies as { kind: string; mail: EmailMessage }[];
    await deliver();
    const digest = sentTo(user.email);
    expect(digest.subject).toBe(MAIL.ta.digest.subject);
    expectTamil(digest);
    expect(digest.text).toContain("Saravanampatti (சரவணம்பட்டி)");
    expect(digest.text).toContain("₹45.00 லட்சம்");
    expect(digest.text).toContain(`${PRODUCTION_ORIGIN}/ta/listing/${listing.id}`);
    expect(digest.text).toContain(`"Saravanampatti plots" தேடலுக்குப் புதியவை (${PRODUCTION_ORIGIN}/ta?type=plot`);
    for (const link of linksOf(digest.text)) expect(link.startsWith(`${PRODUCTION_ORIGIN}/ta`), link).toBe(true);

    // The header's one-click URL stays the unprefixed path a mail provider may POST to.
    const header = /^<(.+)>$/.exec(queued?.mail.headers?.["List-Unsubscribe"] ?? "")?.[1] ?? "";
    expect(header.startsWith(`${PRODUCTION_ORIGIN}/alerts/unsubscribe?t=`)).toBe(true);
    // The body's links open the page in Tamil, and its button there works.
    const stop = linksOf(digest.text).find((l) => l.includes("/alerts/unsubscribe?t="));
    expect(stop).toMatch(new RegExp(`^${PRODUCTION_ORIGIN}/ta/alerts/unsubscribe\\?t=`));
    const page = await get(pathOf(stop!), PROD);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<html[^>]*\slang="ta"/);
    expect(html).toContain("Saravanampatti plots");
    const pressed = await postForm(pathOf(stop!), { "List-Unsubscribe": "One-Click" }, PROD);
    expect(pressed.status).toBe(200);
    const row = await db().select().from(savedSearches).where(eq(savedSearches.id, search.id)).get();
    expect(row?.frequency).toBe("off");

    // Back to English: the next mail is today's English one.
    await postForm("/preferences", { intent: "language", lang: "en", redirectTo: "/ta/profile" }, { cookie });
    expect(await userByEmail(user.email)).toMatchObject({ lang: "en" });
    const again = await resetMail(user.email);
    const [link] = linksOf(again.text);
    expect(link).toMatch(new RegExp(`^${PRODUCTION_ORIGIN}/reset-password\\?token=`));
    expect(again).toMatchObject(words(passwordResetEmail(user.email, link!)));
  });

  it("signed out it changes no account (only the cookie), and a deleted account keeps its row as it was", async () => {
    const user = await insertUser();
    const signedOut = await postForm("/preferences", { intent: "language", lang: "ta", redirectTo: "/" });
    expect(signedOut.status).toBe(303);
    expect(await userByEmail(user.email)).toMatchObject({ lang: "en" });
    const gone = await insertUser({ deletedAt: Date.now() });
    const cookie = await signInAs(gone.id);
    await postForm("/preferences", { intent: "language", lang: "ta", redirectTo: "/" }, { cookie });
    expect(await userByEmail(gone.email)).toMatchObject({ lang: "en" });
  });
});

describe("mail already queued", () => {
  it("a mail job holding its rendered text goes out as it was written", async () => {
    const to = uniqueEmail("queued");
    const written = verificationEmail(to, `${PRODUCTION_ORIGIN}/verify-email?token=old`);
    await runQueue(MAIL_QUEUE_NAME, [{ kind: "mail", key: `mail:${crypto.randomUUID()}`, mail: written }], {
      env: QUEUED,
    });
    expect(sentTo(to)).toMatchObject(words(written));
  });

  it("a digest job (which names no language) is written in the language the user reads when it is delivered", async () => {
    const user = await insertUser();
    const w = alertWindow();
    await insertSavedSearch(user.id, "", { lastAlertedAt: w.start });
    await insertPublicListing(w.publicAt());
    const jobs = await digestJobs(createDb(env.DB), w.at, [user.id]);
    expect(Object.keys(jobs[0] ?? {}).sort()).toEqual(["at", "day", "kind", "searches", "userId"]);
    await db().update(users).set({ lang: "ta" }).where(eq(users.id, user.id));
    await runQueue(MAIL_QUEUE_NAME, jobs, { env: QUEUED });
    await deliver();
    expect(sentTo(user.email).subject).toBe(MAIL.ta.digest.subject);
  });
});

describe("moderation and reminders in the poster's language", () => {
  it("a Tamil poster's listing rejected, then approved: Tamil mails whose links open the Tamil pages", async () => {
    const poster = await insertUser({ role: "seller", lang: "ta" });
    const listing = await insertListing({ status: "Pending", postedById: poster.id });
    const admin = await signInAs((await insertUser({ role: "superadmin" })).id);
    const reason = "Photos are of another plot.";
    const rejected = await postForm(
      `/admin/listing/${listing.id}`,
      { status: "Rejected", reason },
      { ...SENDING, cookie: admin },
    );
    expect(rejected.status).toBe(302);
    await deliver();
    const no = sentTo(poster.email);
    expect(no.subject).toBe(MAIL.ta.rejected.subject);
    expect(no.text).toContain(`காரணம்: ${reason}`);
    expect(no.text).toContain(`${PRODUCTION_ORIGIN}/ta/seller/listings`);

    const approved = await postForm(
      `/admin/listing/${listing.id}`,
      { status: "Approved" },
      { ...SENDING, cookie: admin },
    );
    expect(approved.status).toBe(302);
    await deliver();
    const live = sentTo(poster.email);
    expect(live.subject).toBe(MAIL.ta.live.subject);
    expectTamil(live);
    const [link] = linksOf(live.text);
    expect(link).toBe(`${PRODUCTION_ORIGIN}/ta/listing/${listing.id}`);
    const page = await get(pathOf(link!), PROD);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<html[^>]*\slang="ta"/);

    // An English poster's mail, as it always was.
    const other = await insertUser({ role: "seller" });
    const theirs = await insertListing({ status: "Pending", postedById: other.id });
    await postForm(`/admin/listing/${theirs.id}`, { status: "Approved" }, { ...SENDING, cookie: admin });
    await deliver();
    expect(sentTo(other.email)).toMatchObject(words(liveEmail(other.email, theirs, PRODUCTION_ORIGIN)));
  });

  it("the availability reminder: Tamil, with a /ta link whose page answers", async () => {
    const now = Date.now();
    const seller = await insertUser({ role: "seller", lang: "ta" });
    const listing = await insertListing({ postedById: seller.id, confirmedAt: now - 46 * DAY_MS });
    await runScheduled(PHOTO_CLEANUP_CRON, now, QUEUED);
    await deliver();
    const mail = sentTo(seller.email);
    expect(mail.subject).toBe(MAIL.ta.reminder.subject);
    expectTamil(mail);
    const [link] = linksOf(mail.text);
    expect(link).toMatch(new RegExp(`^${PRODUCTION_ORIGIN}/ta/confirm-listing\\?token=`));
    const page = await get(pathOf(link!), PROD);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<html[^>]*\slang="ta"/);
    expect(html).toContain(listing.title);
    const stored = await db()
      .select({ remindedAt: listings.remindedAt })
      .from(listings)
      .where(eq(listings.id, listing.id))
      .get();
    expect(stored?.remindedAt).toBe(now);
  });
});

describe("every template, in both languages", () => {
  const origin = "http://o";
  const content = {
    drops: [{ id: 1, title: "House", price: 3_500_000, area: "RS Puram", oldPrice: 4_000_000 }],
    sections: [
      {
        searchId: 7,
        name: "Houses",
        query: "type=house",
        shown: [{ id: 2, title: "Villa", price: 5_000_012, area: "Saibaba Colony" }],
        more: 3,
      },
      { searchId: 8, name: "All", query: "", shown: [{ id: 3, title: "Flat", price: 999, area: "Nowhere" }], more: 0 },
    ],
  };
  /** Each mail as its caller builds it in `lang` (links in that language). */
  const render = async (lang: Lang) => {
    const at = (path: string) => `${origin}${lang === "ta" ? "/ta" : ""}${path}`;
    return [
      verificationEmail("a@x.test", at("/verify-email?token=T"), lang),
      passwordResetEmail("a@x.test", at("/reset-password?token=T"), lang),
      emailChangeEmail("a@x.test", at("/verify-email?token=T"), lang),
      emailChangeNoticeEmail("a@x.test", "new@y.test", at("/forgot-password"), lang),
      rejectionEmail("a@x.test", { id: 4, title: 'Plot "A" <b>' }, "Blurry & dark", origin, lang),
      liveEmail("a@x.test", { id: 4, title: "Plot" }, origin, lang),
      reminderEmail("a@x.test", { id: 4, title: "Plot" }, at("/confirm-listing?token=T"), lang),
      await digestEmail(
        "a@x.test",
        content,
        new Map([[2, "p/375.jpg"]]),
        { origin, secret: "s".repeat(40), userId: "u1" },
        lang,
      ),
    ];
  };

  it("English: letter for letter what the site has always sent", async () => {
    const mails = await render("en");
    expect(mails).toHaveLength(english.length);
    for (const [i, mail] of mails.entries()) expect(JSON.parse(JSON.stringify(mail)), mail.subject).toEqual(english[i]);
  });

  it("Tamil: every mail in Tamil with no English left, its links to /ta pages, the one-click header unprefixed", async () => {
    const mails = await render("ta");
    const subjects = new Set<string>();
    for (const mail of mails) {
      expectTamil(mail);
      subjects.add(mail.subject);
      for (const link of linksOf(mail.text))
        expect(link.startsWith(`${origin}/ta`), `${mail.subject}: ${link}`).toBe(true);
    }
    expect(subjects.size).toBe(mails.length);
    const digest = mails.at(-1)!;
    expect(digest.headers?.["List-Unsubscribe"]).toMatch(/^<http:\/\/o\/alerts\/unsubscribe\?t=/);
    expect(digest.text).toContain("RS Puram (ஆர்.எஸ். புரம்): ₹35.00 லட்சம் (முன்பு ₹40.00 லட்சம்)");
    expect(digest.text).toContain("இன்னும் 3 விளம்பரங்கள்: http://o/ta?type=house");
    // The seller's and the admin's own words stay as written, escaped in the HTML.
    expect(mails[4]?.text).toContain("காரணம்: Blurry & dark");
    expect(mails[4]?.html).toContain("Blurry &#38; dark");
  });

  it("a price drop too small to show in லட்சம் is shown in whole rupees", async () => {
    const drop = {
      drops: [{ id: 9, title: "Plot", price: 3_999_990, area: "Vadavalli", oldPrice: 4_000_000 }],
      sections: [],
    };
    const mail = await digestEmail("a@x.test", drop, new Map(), { origin, secret: "s".repeat(40), userId: "u1" }, "ta");
    expect(mail.text).toContain("₹39,99,990 (முன்பு ₹40,00,000)");
  });
});
