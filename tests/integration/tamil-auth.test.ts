// Signing in and the account in Tamil (docs/product.md#languages, decisions 0051 and 0052), through
// the whole Worker, as a browser without JavaScript sees them: /ta/login, /ta/signup,
// /ta/forgot-password, /ta/reset-password, /ta/verify-email and /ta/profile (its edit and delete
// pages) read in Tamil with Tamil titles and no English text of the `auth` and `account`
// catalogues; refused posts (a wrong password, a short password, passwords that do not match, a
// bad profile) answer in Tamil; and the toasts the actions set read in Tamil on the next page.
import { describe, expect, it } from "vitest";
import { ROLE_LABELS } from "~/domain/account";
import { formatTamilDate } from "~/domain/dates";
import {
  FORGOT_PASSWORD_SUCCESS,
  LOGIN_ERRORS,
  RESET_ERRORS,
  RESET_FAILED,
  SIGNUP_ERRORS,
  TOO_MANY_EMAILS,
  tooManyAttemptsMessage,
} from "~/domain/auth";
import { CATALOGUES, say } from "~/messages/catalogues.server";
import type { MessageTree } from "~/messages/messages";
import { forgotPasswordSchema, loginSchema, resetPasswordSchema, signupSchema } from "~/schemas/auth";
import { IDENTITY_MESSAGES } from "~/schemas/identity";
import { GENDER_OPTIONS, SIGNUP_ROLE_OPTIONS } from "~/schemas/options";
import { PHONE_MESSAGE } from "~/schemas/phone";
import { emailChangePendingMessage, PROFILE_MESSAGES, profileSchema } from "~/schemas/profile";
import { lastMail, waitForMail } from "../helpers/auth";
import { insertUser, uniqueEmail } from "../helpers/db";
import { get, Jar, location, postForm, postMultipart, signInAs, toastOf } from "../helpers/http";
import { FULL_PROFILE } from "../helpers/profile";

const TAMIL = /[\u0B80-\u0BFF]/;
const { auth, account } = CATALOGUES;
const ta = { auth: auth.ta, account: account.ta };
const ip = () => ({
  "CF-Connecting-IP": `10.29.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
});

/** The `toast=...` pair a response sets, to send with the next request as a browser would. */
const toastPair = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((line) => line.startsWith("toast="))
    ?.split(";")[0] ?? "";

const htmlLang = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

function decode(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/**
 * What a reader sees and hears: the markup's text and the attributes read aloud, without the
 * scripts (the page's data carries the `said` tables, whose keys are English: decision 0051).
 */
function shown(html: string): string[] {
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<!--[\s\S]*?-->/g, "");
  const out: string[] = [];
  for (const m of markup.matchAll(/>([^<]+)</g)) {
    const text = decode(m[1]!).trim();
    if (text) out.push(text);
  }
  for (const m of markup.matchAll(/\s(?:aria-label|title|placeholder|alt|content)="([^"]*)"/g)) {
    const text = decode(m[1]!).trim();
    if (text) out.push(text);
  }
  return out;
}

/** Every English text of a catalogue (its `said` too), placeholders cut out: the words around them. */
function englishOf(tree: MessageTree): string[] {
  const out: string[] = [];
  for (const value of Object.values(tree)) {
    if (typeof value === "string") out.push(...value.split(/\{\w+\}/).map((part) => part.trim()));
    else out.push(...englishOf(value));
  }
  return [...new Set(out.filter((part) => part.length > 1))];
}

const ENGLISH = [...englishOf(auth.en as MessageTree), ...englishOf(account.en as MessageTree)];
// Words both languages write alike on these pages (docs/tamil-style.md): brands and file types.
const SAME_IN_BOTH = new Set(["Google", "Facebook"]);

/** The page is Tamil: lang="ta", and no English entry of `auth` or `account` is shown. */
function expectTamilPage(html: string, texts: string[]) {
  expect(htmlLang(html)).toBe("ta");
  for (const text of texts) expect(html).toContain(text);
  const seen = shown(html);
  for (const english of ENGLISH) {
    if (SAME_IN_BOTH.has(english)) continue;
    // Short words ("Bio", "No", "or") count only as a whole text; sentences wherever they appear.
    const found = seen.find((text) => text === english || (english.length >= 12 && text.includes(english)));
    expect(found, `English "${english}" on the Tamil page`).toBeUndefined();
  }
}

/** The Tamil of what the code said in English, found in the catalogues. */
function tamil(english: string): string {
  const said = say("ta", english);
  expect(said, english).not.toBe(english);
  expect(said, english).toMatch(TAMIL);
  return said;
}

describe("the auth and account catalogues", () => {
  it("have Tamil for everything the account schemas, errors and toasts can say", () => {
    const messages: string[] = [
      ...Object.values(LOGIN_ERRORS),
      ...Object.values(SIGNUP_ERRORS),
      ...Object.values(RESET_ERRORS),
      TOO_MANY_EMAILS,
      FORGOT_PASSWORD_SUCCESS,
      RESET_FAILED,
      tooManyAttemptsMessage(30_000),
      tooManyAttemptsMessage(5 * 60_000),
      PHONE_MESSAGE,
      ...Object.values(PROFILE_MESSAGES),
      emailChangePendingMessage("new@example.test"),
      // The AI identity form is the admin's (app/messages/admin.server.ts); say() finds it there.
      ...Object.values(IDENTITY_MESSAGES),
    ];
    // What the schemas themselves say to empty and wrong posts.
    const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
      result.error?.issues.map((i) => i.message) ?? [];
    messages.push(
      ...issues(loginSchema.safeParse({})),
      ...issues(loginSchema.safeParse({ email: "x", password: "p".repeat(200) })),
      ...issues(signupSchema.safeParse({})),
      ...issues(signupSchema.safeParse({ email: "a@b.co", password: "short", confirmPassword: "short", role: "x" })),
      ...issues(signupSchema.safeParse({ email: "a@b.co", password: "p".repeat(129), confirmPassword: "x" })),
      ...issues(signupSchema.safeParse({ email: "a@b.co", password: "longenough", confirmPassword: "other-one" })),
      ...issues(forgotPasswordSchema.safeParse({})),
      ...issues(forgotPasswordSchema.safeParse({ email: "a" })),
      ...issues(forgotPasswordSchema.safeParse({ email: "a".repeat(51) })),
      ...issues(resetPasswordSchema.safeParse({})),
      ...issues(resetPasswordSchema.safeParse({ token: "t", password: "longenough", confirmPassword: "other-one" })),
      ...issues(profileSchema.safeParse({})),
      ...issues(profileSchema.safeParse({ fullName: "x", bio: "b".repeat(301), email: "x", phone: "1", gender: "x" })),
    );
    expect(messages.length).toBeGreaterThan(60);
    for (const message of messages) tamil(message);
    // English stays the English.
    for (const message of messages) expect(say("en", message)).toBe(message);
  });

  it("keep the domain's English labels letter for letter", () => {
    expect(account.en.roles).toEqual(ROLE_LABELS);
    for (const { value, label } of GENDER_OPTIONS) expect(account.en.genders[value]).toBe(label);
    for (const { value, label } of SIGNUP_ROLE_OPTIONS) expect(auth.en.roles[value]).toBe(label);
    expect(account.en.edit.emailHint).toBe(PROFILE_MESSAGES.emailChangeHint);
    expect(account.en.edit.imageHint).toBe(PROFILE_MESSAGES.imageHint);
  });
});

describe("signing in, in Tamil", () => {
  it("/ta/login, /ta/signup and /ta/forgot-password read in Tamil, with Tamil titles", async () => {
    const login = await (await get("/ta/login")).text();
    expectTamilPage(login, [
      ta.auth.login.subtitle,
      ta.auth.fields.email,
      ta.auth.fields.password,
      ta.auth.login.forgot,
      ta.auth.login.google,
      ta.auth.login.create,
      'href="/ta/signup"',
      'href="/ta/forgot-password"',
      'action="/ta/login"',
    ]);
    expect(titleOf(login)).toBe("உள்நுழைக | கோயம்புத்தூர் ப்ராப்பர்டீஸ்");
    expect(login).toContain(`content="${ta.auth.meta.loginDescription}"`);

    const signup = await (await get("/ta/signup")).text();
    expectTamilPage(signup, [
      ta.auth.signup.subtitle,
      ta.auth.fields.phoneOptional,
      ta.auth.fields.confirmPassword,
      ta.auth.fields.accountType,
      ta.auth.roles.buyer,
      ta.auth.roles.both,
      ta.auth.signup.haveAccount,
    ]);
    expect(titleOf(signup)).toBe(ta.auth.meta.signup);

    const forgot = await (await get("/ta/forgot-password")).text();
    expectTamilPage(forgot, [ta.auth.forgot.subtitle, ta.auth.forgot.submit, ta.auth.forgot.back]);
    expect(titleOf(forgot)).toBe(ta.auth.meta.forgot);
  });

  it("a wrong password is refused in Tamil", async () => {
    const { email } = await insertUser({}, { password: "right-password" });
    const res = await postForm("/ta/login", { email, password: "wrong-password" }, { headers: ip() });
    expect(res.status).toBe(400);
    const html = await res.text();
    expectTamilPage(html, ["மின்னஞ்சல் அல்லது கடவுச்சொல் தவறு"]);
    // A missing password is the schema's message, in Tamil.
    const empty = await (await postForm("/ta/login", { email }, { headers: ip() })).text();
    expectTamilPage(empty, ["கடவுச்சொல் தேவை"]);
  });

  it("a short password and passwords that do not match are refused in Tamil at sign-up", async () => {
    const base = { email: uniqueEmail("tamil-signup"), role: "buyer" };
    const short = await postForm("/ta/signup", {
      ...base,
      password: "short",
      confirmPassword: "short",
      phone: "12345",
    });
    expect(short.status).toBe(400);
    expectTamilPage(await short.text(), ["கடவுச்சொல்லில் குறைந்தது 8 எழுத்துகள் இருக்க வேண்டும்", "சரியான மொபைல் எண்ணை உள்ளிடுங்கள்"]);
    const mismatch = await postForm("/ta/signup", { ...base, password: "secret-pass", confirmPassword: "other-pass" });
    expect(mismatch.status).toBe(400);
    expectTamilPage(await mismatch.text(), ["கடவுச்சொற்கள் பொருந்தவில்லை. மீண்டும் முயலுங்கள்."]);
  });

  it("forgot password: the toast reads in Tamil on /ta/login; the reset page and its refusals too", async () => {
    const user = await insertUser({}, { password: "old-password" });
    const jar = new Jar();
    const sent = await postForm("/ta/forgot-password", { email: user.email }, { jar });
    expect(sent.status).toBe(302);
    expect(location(sent)).toBe("/ta/login");
    expect(toastOf(sent)?.message).toBe(FORGOT_PASSWORD_SUCCESS); // the code says English
    const next = await (await get("/ta/login", { jar })).text();
    expectTamilPage(next, [tamil(FORGOT_PASSWORD_SUCCESS)]);

    await waitForMail(user.email);
    const token = new URL(`http://x${(await lastMail(user.email)).link}`).searchParams.get("token")!;
    const page = `/ta/reset-password?token=${encodeURIComponent(token)}`;
    const form = await (await get(page)).text();
    expectTamilPage(form, [ta.auth.reset.subtitle, ta.auth.fields.newPassword, ta.auth.reset.submit]);
    expect(titleOf(form)).toBe(ta.auth.meta.reset);

    const mismatch = await postForm(page, { token, password: "new-password-1", confirmPassword: "new-password-2" });
    expect(location(mismatch)).toBe(`${page}&error=PasswordMismatch`);
    expectTamilPage(await (await get(location(mismatch))).text(), ["கடவுச்சொற்கள் பொருந்தவில்லை"]);

    const short = await postForm(page, { token, password: "short", confirmPassword: "short" });
    expect(short.status).toBe(400);
    expectTamilPage(await short.text(), ["கடவுச்சொல்லில் குறைந்தது 8 எழுத்துகள் இருக்க வேண்டும்"]);

    const done = await postForm(page, { token, password: "new-password-1", confirmPassword: "new-password-1" });
    expect(location(done)).toBe("/ta/login");
    expectTamilPage(await (await get("/ta/login", { cookie: toastPair(done) })).text(), [
      "கடவுச்சொல் மாற்றப்பட்டது. புதிய கடவுச்சொல்லுடன் உள்நுழையுங்கள்.",
    ]);

    // A dead link says so in Tamil, with the way to a new one.
    const dead = await (await get("/ta/reset-password?token=not-a-token")).text();
    expectTamilPage(dead, [ta.auth.reset.newLink, tamil(RESET_ERRORS.InvalidToken)]);
  });

  it("/ta/verify-email: the prompt, the resend toast and a dead link in Tamil", async () => {
    const user = await insertUser({ emailVerified: false });
    const cookie = await signInAs(user.id);
    const prompt = await (await get("/ta/verify-email?sent=1", { cookie })).text();
    expectTamilPage(prompt, [ta.auth.verify.title, ta.auth.verify.ready.trim(), ta.auth.verify.resend, user.email]);
    expect(titleOf(prompt)).toBe(ta.auth.meta.verify);

    const resent = await postForm("/ta/verify-email", {}, { cookie });
    expect(location(resent)).toBe("/ta/verify-email");
    const after = await (await get("/ta/verify-email", { cookie: `${cookie}; ${toastPair(resent)}` })).text();
    expectTamilPage(after, [`சரிபார்ப்பு மின்னஞ்சல் ${user.email} முகவரிக்கு அனுப்பப்பட்டது`]);

    const dead = await (await get("/ta/verify-email?token=not-a-token")).text();
    expectTamilPage(dead, [
      ta.auth.verify.titleError,
      tamil("This verification link is not valid or has already been used."),
    ]);
  });
});

describe("the account, in Tamil", () => {
  it("/ta/profile, its edit and delete pages read in Tamil, with Tamil titles", async () => {
    const user = await insertUser({ ...FULL_PROFILE, fullName: "Arun Kumar", role: "seller" });
    const cookie = await signInAs(user.id);
    const profile = await (await get("/ta/profile", { cookie })).text();
    expectTamilPage(profile, [
      ta.account.profile.fullName,
      ta.account.profile.emailVerified,
      ta.account.profile.phoneVerified,
      ta.account.profile.created,
      ta.account.profile.notSet, // no bio
      ta.account.roles.seller,
      ta.account.genders.female,
      ta.account.profile.yes,
      ta.account.edit.title,
      ta.account.delete.button,
      "Arun Kumar",
    ]);
    expect(profile).toContain(formatTamilDate(user.createdAt));
    expect(titleOf(profile)).toBe(ta.account.meta.profile);

    const edit = await (await get("/ta/profile/edit", { cookie })).text();
    expectTamilPage(edit, [
      ta.account.edit.emailHint,
      ta.account.edit.bioHint,
      ta.account.edit.image,
      ta.account.edit.imageHint,
      ta.account.genders.male,
      ta.account.roles.both,
      ta.account.edit.save,
      'action="/ta/profile/edit"',
    ]);
    expect(titleOf(edit)).toBe(ta.account.meta.edit);

    const del = await (await get("/ta/profile/delete", { cookie })).text();
    expectTamilPage(del, [ta.account.delete.title, ta.account.delete.warning, ta.account.delete.cancel]);
    expect(titleOf(del)).toBe(ta.account.meta.delete);
  });

  it("a bad profile is refused in Tamil; a good one's toast reads in Tamil", async () => {
    const user = await insertUser({ ...FULL_PROFILE });
    const cookie = await signInAs(user.id);
    const fields = { fullName: "M", email: user.email, phone: "12", gender: "female", role: "buyer" };
    const bad = await postMultipart("/ta/profile/edit", fields, { cookie });
    expect(bad.status).toBe(400);
    expectTamilPage(await bad.text(), [
      "சுயவிவரத்தைப் புதுப்பிக்க முடியவில்லை",
      "முழுப் பெயர் 2 முதல் 50 எழுத்துகள் வரை இருக்க வேண்டும்",
      "சரியான மொபைல் எண்ணை உள்ளிடுங்கள்",
    ]);

    const ok = await postMultipart("/ta/profile/edit", { ...fields, fullName: "Meena", phone: "" }, { cookie });
    expect(location(ok)).toBe("/ta/profile");
    expect(toastOf(ok)?.message).toBe(PROFILE_MESSAGES.updated);
    const shownAfter = await (await get("/ta/profile", { cookie: `${cookie}; ${toastPair(ok)}` })).text();
    expectTamilPage(shownAfter, ["சுயவிவரம் புதுப்பிக்கப்பட்டது"]);
  });

  it("English pages are as they were", async () => {
    const user = await insertUser({ ...FULL_PROFILE });
    const cookie = await signInAs(user.id);
    const profile = await (await get("/profile", { cookie })).text();
    expect(htmlLang(profile)).toBe("en-IN");
    expect(titleOf(profile)).toBe("My Profile");
    for (const text of ["Full name", "Email verified", "Not set", "Female", "Buyer", "Edit profile", "Delete Account"])
      expect(profile).toContain(text);
    const login = await (await get("/login")).text();
    expect(titleOf(login)).toBe("Login | Coimbatore Properties");
    for (const text of [
      "Sign in to save favourites, post listings and contact sellers.",
      "Forgot Password?",
      "New here?",
    ])
      expect(login).toContain(text);
    const other = await insertUser({}, { password: "right-password" });
    const refused = await postForm("/login", { email: other.email, password: "wrong-password" }, { headers: ip() });
    expect(await refused.text()).toContain("Invalid email or password");
    const short = await postForm("/signup", { email: uniqueEmail("en"), password: "short", confirmPassword: "short" });
    expect(await short.text()).toContain("Password must be at least 8 characters");
  });
});
