// Every form action answers refused input the same way (invalidForm in ~/server/http/form.server):
// status 400 and `{ result }`, Conform's SubmissionResult with the schema's messages. Checked
// both as the browser posts without JavaScript (a page with the messages) and with it (Remix's
// single-fetch `.data` request, whose body Remix encodes with turbo-stream). Nothing is saved.
import { env, SELF } from "cloudflare:test";
import { decode } from "turbo-stream";
import { describe, expect, it } from "vitest";
import { LOGIN_ERRORS, SIGNUP_ERRORS } from "~/domain/auth";
import { CREDIT_MESSAGES } from "~/domain/credits";
import { ADJUST_MESSAGES } from "~/schemas/admin-users";
import { AI_SEARCH_MESSAGES } from "~/schemas/ai-search";
import { IDENTITY_MESSAGES } from "~/schemas/identity";
import { MODERATION_MESSAGES } from "~/schemas/admin-listings";
import { PHONE_MESSAGE } from "~/schemas/phone";
import { PROFILE_MESSAGES } from "~/schemas/profile";
import { QUICK_ENQUIRY_MESSAGES } from "~/schemas/quick-enquiry";
import { UNREADABLE_FORM } from "~/server/http/form.server";
import { lastMail, userByEmail, waitForMail } from "../helpers/auth";
import { insertListing, insertUser, unique, uniqueEmail } from "../helpers/db";
import { ORIGIN, postForm, postMultipart, signInAs } from "../helpers/http";

type Case = {
  name: string;
  /** Builds the request: the action's path, the posted fields, and a session when one is needed. */
  request: () => Promise<{ path: string; fields: Record<string, string>; cookie?: string; multipart?: boolean }>;
  fieldErrors: Record<string, string>;
  formError?: string;
  /** Fields the answer must never echo back (passwords). */
  hidden?: string[];
  /** Checks that the refused post changed nothing. */
  unchanged?: (fields: Record<string, string>) => Promise<void>;
};

const badSignup = { password: "first-pass-77", confirmPassword: "other-pass-88", role: "seller" };

const cases: Case[] = [
  {
    name: "login: malformed e-mail",
    request: async () => ({ path: "/login", fields: { email: "not-an-email", password: "kept-secret-1" } }),
    fieldErrors: { email: "Please enter a valid email" },
    hidden: ["password"],
  },
  {
    name: "login: wrong password",
    request: async () => {
      const { email } = await insertUser({}, { password: "demo-password" });
      return { path: "/login", fields: { email, password: "wrong-pass-99" } };
    },
    fieldErrors: {},
    formError: LOGIN_ERRORS.InvalidPassword,
    hidden: ["password"],
  },
  {
    name: "signup: password mismatch",
    request: async () => ({ path: "/signup", fields: { email: uniqueEmail("mismatch"), ...badSignup } }),
    fieldErrors: { confirmPassword: SIGNUP_ERRORS.PasswordMismatch },
    hidden: ["password", "confirmPassword"],
    unchanged: async (fields) => expect(await userByEmail(fields.email)).toBeNull(),
  },
  {
    name: "signup: not a mobile number",
    request: async () => ({
      path: "/signup",
      fields: {
        email: uniqueEmail("phone"),
        phone: "12345",
        password: "kept-secret-2",
        confirmPassword: "kept-secret-2",
        role: "buyer",
      },
    }),
    fieldErrors: { phone: "Please enter a valid phone number" },
    hidden: ["password", "confirmPassword"],
    unchanged: async (fields) => expect(await userByEmail(fields.email)).toBeNull(),
  },
  {
    name: "forgot-password: e-mail too short",
    request: async () => ({ path: "/forgot-password", fields: { email: "a" } }),
    fieldErrors: { email: "Email must be at least 2 characters" },
  },
  {
    name: "reset-password: password too short",
    request: async () => {
      const { email } = await insertUser({}, { password: "demo-password" });
      await postForm("/forgot-password", { email });
      await waitForMail(email); // sent after the answer (waitUntil)
      const token = new URL((await lastMail(email)).link!, ORIGIN).searchParams.get("token")!;
      // The form posts to the page's own URL, token included (the page's loader needs it).
      const path = `/reset-password?token=${encodeURIComponent(token)}`;
      return { path, fields: { token, password: "tiny7", confirmPassword: "tiny7" } };
    },
    fieldErrors: { password: "Password must be at least 8 characters" },
    hidden: ["password", "confirmPassword"],
  },
  {
    name: "profile/edit: name too short",
    request: async () => {
      const user = await insertUser({ fullName: "Kept Name" });
      const fields = { fullName: "A", email: user.email, gender: "female", role: "seller" };
      return { path: "/profile/edit", fields, cookie: await signInAs(user.id), multipart: true };
    },
    fieldErrors: { fullName: PROFILE_MESSAGES.fullName },
    formError: PROFILE_MESSAGES.updateFailed,
    unchanged: async (fields) => expect(await userByEmail(fields.email)).toMatchObject({ full_name: "Kept Name" }),
  },
  {
    name: "profile/edit: phone not a mobile number",
    request: async () => {
      const user = await insertUser();
      const fields = { fullName: "Meena", email: user.email, gender: "female", phone: "call me" };
      return { path: "/profile/edit", fields, cookie: await signInAs(user.id), multipart: true };
    },
    fieldErrors: { phone: PROFILE_MESSAGES.phone },
    formError: PROFILE_MESSAGES.updateFailed,
    unchanged: async (fields) => expect(await userByEmail(fields.email)).toMatchObject({ phone: "" }),
  },
  {
    name: "ai-search: more than 200 characters",
    request: async () => ({ path: "/ai-search", fields: { input: `plot ${"near ".repeat(50)}` } }),
    fieldErrors: { input: AI_SEARCH_MESSAGES.tooLong },
  },
  {
    name: "admin identity: name too short, key never echoed",
    request: async () => {
      const admin = await insertUser({ role: "admin" });
      const fields = {
        name: "x",
        url: "https://llm.example/v1",
        apiKey: "sk-kept-secret-4242",
        "models[0]": "m1",
        selectedModel: "m1",
      };
      return { path: "/admin?index", fields, cookie: await signInAs(admin.id) };
    },
    fieldErrors: { name: IDENTITY_MESSAGES.name },
    formError: IDENTITY_MESSAGES.createFailed,
    hidden: ["apiKey"],
  },
  {
    name: "admin credits: no reason, nothing applied",
    request: async () => {
      const admin = await insertUser({ role: "admin" });
      const user = await insertUser({ credits: 3 });
      const fields = { direction: "add", amount: "10", reason: "", token: "abcdefghijklmnopqrst" };
      return { path: `/admin/users/${user.id}/credits`, fields, cookie: await signInAs(admin.id) };
    },
    fieldErrors: { reason: ADJUST_MESSAGES.reason },
    formError: CREDIT_MESSAGES.adjustFailed,
  },
  {
    name: "quick-enquiry: no mobile number, a one-letter name",
    request: async () => ({ path: "/quick-enquiry", fields: { name: "A", phone: "12345", message: "Call me" } }),
    fieldErrors: { name: QUICK_ENQUIRY_MESSAGES.name, phone: PHONE_MESSAGE },
  },
  {
    name: "admin listing: a rejection without a reason",
    request: async () => {
      const listing = await insertListing({ status: "Pending" });
      const superadmin = await insertUser({ role: "superadmin" });
      return {
        path: `/admin/listing/${listing.id}`,
        fields: { status: "Rejected" },
        cookie: await signInAs(superadmin.id),
      };
    },
    fieldErrors: { reason: MODERATION_MESSAGES.reasonRequired },
  },
  // A broken Conform intent (docs/product.md#requests) is the form's own 400, not a 500.
  {
    name: "login: a broken __intent__, the password never echoed",
    request: async () => {
      const { email } = await insertUser({}, { password: "demo-password" });
      return { path: "/login", fields: { email, password: "demo-password", __intent__: "{" } };
    },
    fieldErrors: {},
    formError: UNREADABLE_FORM,
    hidden: ["password"],
  },
  {
    name: "quick-enquiry: __intent__=null, nothing saved",
    request: async () => ({
      path: "/quick-enquiry",
      fields: { name: unique("Intent "), phone: "9876543210", message: "Call me", __intent__: "null" },
    }),
    fieldErrors: {},
    formError: UNREADABLE_FORM,
    unchanged: async (fields) => {
      const row = await env.DB.prepare("SELECT id FROM quick_enquiries WHERE name = ?").bind(fields.name).first();
      expect(row).toBeNull();
    },
  },
  {
    name: "admin credits: a list intent on a single field, nothing applied",
    request: async () => {
      const admin = await insertUser({ role: "admin" });
      const user = await insertUser({ credits: 3 });
      const fields = {
        direction: "add",
        amount: "10",
        reason: "Goodwill",
        token: unique("intent-token-"),
        __intent__: JSON.stringify({ type: "insert", payload: { name: "amount" } }),
      };
      return { path: `/admin/users/${user.id}/credits`, fields, cookie: await signInAs(admin.id) };
    },
    fieldErrors: {},
    formError: UNREADABLE_FORM,
    unchanged: async (fields) => {
      const row = await env.DB.prepare("SELECT id FROM credit_transactions WHERE idempotency_key LIKE ?")
        .bind(`%${fields.token}%`)
        .first();
      expect(row).toBeNull();
    },
  },
];

type Reply = { result: { status: string; error?: Record<string, string[] | null>; initialValue?: object | null } };

/** The request Remix's <Form> sends with JavaScript on: POST <path>.data, answered in turbo-stream. */
async function postWithJavaScript(path: string, fields: Record<string, string>, cookie?: string, multipart = false) {
  const body = multipart ? new FormData() : new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  const [pathname, search = ""] = path.split("?");
  const res = await SELF.fetch(`${ORIGIN}${pathname}.data${search ? `?${search}` : ""}`, {
    method: "POST",
    redirect: "manual",
    body,
    headers: {
      Origin: ORIGIN,
      Host: new URL(ORIGIN).host,
      "Sec-Fetch-Site": "same-origin",
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
  const decoded = await decode(res.body!);
  await decoded.done;
  return { status: res.status, reply: (decoded.value as { data: Reply }).data };
}

describe("refused input: 400 with { result } from every form action", () => {
  it.each(cases)("$name, JavaScript on", async ({ request, fieldErrors, formError, hidden, unchanged }) => {
    const { path, fields, cookie, multipart } = await request();
    const { status, reply } = await postWithJavaScript(path, fields, cookie, multipart);
    expect(status).toBe(400);
    expect(reply.result.status).toBe("error");
    for (const [field, message] of Object.entries(fieldErrors)) expect(reply.result.error?.[field]).toContain(message);
    if (formError) expect(reply.result.error?.[""]).toContain(formError);
    for (const field of hidden ?? []) expect(reply.result.initialValue ?? {}).not.toHaveProperty(field);
    await unchanged?.(fields);
  });

  it.each(cases)("$name, JavaScript off", async ({ request, fieldErrors, formError, hidden, unchanged }) => {
    const { path, fields, cookie, multipart } = await request();
    const res = multipart ? await postMultipart(path, fields, { cookie }) : await postForm(path, fields, { cookie });
    expect(res.status).toBe(400);
    const html = await res.text();
    for (const [field, message] of Object.entries(fieldErrors)) {
      // The control is marked invalid and names the element that holds its message.
      const control = html.match(new RegExp(`<(?:input|select|textarea)[^>]*name="${field}"[^>]*>`))?.[0] ?? "";
      expect(control).toContain('aria-invalid="true"');
      const errorId = control.match(/aria-describedby="([^"\s]+)/)?.[1];
      expect(html).toMatch(new RegExp(`id="${errorId}"[^>]*>(?:<[^>]+>)*${message}`));
    }
    if (formError) expect(html).toContain(formError);
    // A refused password is never sent back into the page.
    for (const field of hidden ?? []) expect(html).not.toContain(fields[field]);
    await unchanged?.(fields);
  });
});
