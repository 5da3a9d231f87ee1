// Request bodies (docs/product.md#requests): every action answers a body that is not
// a form, a broken form or an oversized one with 400/413/415, never a 500, and changes nothing;
// an X-Forwarded-Host that differs from Origin is no 500; removing a favourite does not tell
// whether a hidden listing exists.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PROFILE_MESSAGES } from "~/schemas/profile";
import { userByEmail } from "../helpers/auth";
import { balanceOf, insertOrder, orderRow, postCallback, successCallback } from "../helpers/credits";
import { insertListing, insertUser, PNG_1x1, uniqueEmail } from "../helpers/db";
import { ORIGIN, postForm, postMultipart, signInAs, toastOf } from "../helpers/http";
import { insertSavedSearches } from "../helpers/saved-searches";

type Action = {
  name: string;
  /** The action's URL (path and query) and the session it needs, if any. */
  target: () => Promise<{ path: string; cookie?: string }>;
};

const signedIn = async (path: string, role: "buyer" | "seller" | "admin" | "superadmin" = "buyer") => ({
  path,
  cookie: await signInAs((await insertUser({ role })).id),
});

/** A saved search's page (plus `suffix`) and its owner's session. */
async function ownSavedSearch(suffix: string) {
  const owner = await insertUser();
  const [id] = await insertSavedSearches(owner.id, 1);
  return { path: `/saved-searches/${id}${suffix}`, cookie: await signInAs(owner.id) };
}

// Every route with an action that reads a body (app/routes/*.tsx exporting `action`; logout reads none, below).
const ACTIONS: Action[] = [
  { name: "login", target: async () => ({ path: "/login" }) },
  { name: "signup", target: async () => ({ path: "/signup" }) },
  { name: "forgot-password", target: async () => ({ path: "/forgot-password" }) },
  { name: "reset-password", target: async () => ({ path: "/reset-password?token=abc" }) },
  { name: "verify-email", target: () => signedIn("/verify-email") },
  { name: "profile/edit", target: () => signedIn("/profile/edit") },
  { name: "profile/delete", target: () => signedIn("/profile/delete") },
  { name: "favourites", target: () => signedIn("/favourites") },
  { name: "preferences", target: async () => ({ path: "/preferences" }) },
  {
    name: "dev/oauth consent",
    target: async () => {
      const query = new URLSearchParams({
        redirect_uri: `${ORIGIN}/api/auth/google/callback`,
        state: "s",
        code_challenge: "c",
        code_challenge_method: "S256",
        response_type: "code",
      });
      return { path: `/dev/oauth/google?${query}` };
    },
  },
  { name: "dev/oauth token", target: async () => ({ path: "/dev/oauth/google/token" }) },
  { name: "ai-search", target: async () => ({ path: "/ai-search" }) },
  { name: "buy-credits", target: () => signedIn("/buy-credits") },
  { name: "listing reveal", target: async () => signedIn(`/listing/${(await insertListing()).id}`) },
  {
    name: "seller page reveal",
    target: async () => {
      // A seller with a public listing: nobody else has a seller page.
      const seller = await insertUser({ role: "seller" });
      await insertListing({ postedById: seller.id });
      return signedIn(`/seller/${seller.username}`);
    },
  },
  {
    name: "listing status",
    target: async () => signedIn(`/listing/${(await insertListing()).id}/status`, "superadmin"),
  },
  { name: "listing delete", target: async () => signedIn(`/listing/${(await insertListing()).id}/delete`, "admin") },
  {
    name: "listing resubmit",
    target: async () => {
      const seller = await insertUser({ role: "seller" });
      const listing = await insertListing({ postedById: seller.id, status: "Rejected" });
      return { path: `/listing/${listing.id}/resubmit`, cookie: await signInAs(seller.id) };
    },
  },
  { name: "admin AI identities", target: () => signedIn("/admin?index", "admin") },
  {
    name: "admin/users/:id/credits",
    target: async () => ({
      path: `/admin/users/${(await insertUser()).id}/credits`,
      cookie: await signInAs((await insertUser({ role: "admin" })).id),
    }),
  },
  {
    name: "admin/users/:id/delete",
    target: async () => ({
      path: `/admin/users/${(await insertUser()).id}/delete`,
      cookie: await signInAs((await insertUser({ role: "admin" })).id),
    }),
  },
  { name: "quick-enquiry", target: async () => ({ path: "/quick-enquiry" }) },
  { name: "saved-searches/new", target: () => signedIn("/saved-searches/new?type=plot") },
  { name: "saved-searches/:id", target: () => ownSavedSearch("") },
  { name: "saved-searches/:id/delete", target: () => ownSavedSearch("/delete") },
  {
    name: "admin/listings",
    target: async () => ({ path: "/admin/listings", cookie: await signInAs((await insertUser({ role: "admin" })).id) }),
  },
  {
    name: "admin/listing/:id",
    target: async () => ({
      path: `/admin/listing/${(await insertListing({ status: "Pending" })).id}`,
      cookie: await signInAs((await insertUser({ role: "superadmin" })).id),
    }),
  },
];

type Body = { name: string; status: 400 | 413 | 415; body?: BodyInit; type?: string };

const MB = 1024 * 1024;
const BODIES: Body[] = [
  { name: "JSON", status: 415, body: JSON.stringify({ email: "a@example.test" }), type: "application/json" },
  { name: "plain text", status: 415, body: "email=a@example.test", type: "text/plain" },
  { name: "no body, no Content-Type", status: 415 },
  { name: "broken multipart", status: 400, body: "--x\r\nnot a part", type: "multipart/form-data; boundary=x" },
  { name: "multipart without a boundary", status: 400, body: "a=b", type: "multipart/form-data" },
  { name: "1 MB urlencoded", status: 413, body: `a=${"x".repeat(MB)}`, type: "application/x-www-form-urlencoded" },
  {
    name: "1 MB urlencoded sent as a stream (no Content-Length)",
    status: 413,
    body: streamOf(`a=${"x".repeat(MB)}`),
    type: "application/x-www-form-urlencoded",
  },
];

function streamOf(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + 16 * 1024));
      at += 16 * 1024;
    },
  });
}

/** A same-origin POST with a raw body, as curl or a script would send it (no JavaScript-off form). */
async function postRaw(path: string, body: Body, opts: { cookie?: string; data?: boolean } = {}) {
  const [pathname, search] = path.split("?");
  const url = `${ORIGIN}${pathname}${opts.data ? ".data" : ""}${search ? `?${search}` : ""}`;
  const headers: Record<string, string> = { Origin: ORIGIN, Host: new URL(ORIGIN).host };
  if (body.type) headers["Content-Type"] = body.type;
  if (opts.cookie) headers.Cookie = opts.cookie;
  return SELF.fetch(url, { method: "POST", body: body.body, headers, redirect: "manual" });
}

describe("finding 5: bodies that are not forms", () => {
  const rows = ACTIONS.flatMap((action) => BODIES.map((body) => ({ action, body })));

  it.each(rows)("$action.name, $body.name: $body.status", async ({ action, body }) => {
    const { path, cookie } = await action.target();
    // A fresh stream per request: a stream can be read once.
    const fresh = body.body instanceof ReadableStream ? { ...body, body: streamOf(`a=${"x".repeat(MB)}`) } : body;
    const res = await postRaw(path, fresh, { cookie });
    expect(res.status).toBe(body.status);
    await res.arrayBuffer();
  });

  it.each(ACTIONS)("$name with JavaScript on (single fetch): a JSON body is a 415, not a 500", async (action) => {
    const { path, cookie } = await action.target();
    const res = await postRaw(path, BODIES[0]!, { cookie, data: true });
    expect(res.status).toBe(415);
    await res.arrayBuffer();
  });

  // The listing form carries photos without JavaScript, so its cap is far higher (its own test
  // in listing-form.test.ts); what is not a form is refused the same way.
  it.each(["create", "edit"] as const)("the listing form (%s): not a form 415, broken multipart 400", async (mode) => {
    const seller = await insertUser({ role: "seller", credits: 100 });
    const path =
      mode === "create" ? "/create-listing" : `/listing/edit/${(await insertListing({ postedById: seller.id })).id}`;
    const cookie = await signInAs(seller.id);
    for (const body of BODIES.filter((b) => b.status !== 413)) {
      const res = await postRaw(path, body, { cookie });
      expect(`${body.name}: ${res.status}`).toBe(`${body.name}: ${body.status}`);
      await res.arrayBuffer();
    }
  });

  // The provider's checkout posts the buyer back cross-site: an odd body still lands on the
  // order page, but one over the cap is refused before it is read.
  it("the payment callback: a body over 64 KB is refused unread (nothing credited); JSON goes to the order", async () => {
    const buyer = await insertUser();
    const order = await insertOrder(buyer.id);
    const fields = await successCallback(order.providerOrderId);
    const padded = await postCallback(order.id, { ...fields, padding: "p".repeat(MB) });
    expect(padded.status).toBe(413);
    expect((await orderRow(order.id))?.status).toBe("created");
    expect(await balanceOf(buyer.id)).toBe(0);

    const res = await postRaw(`/payments/callback/${order.id}`, BODIES[0]!);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`/payments/${order.id}`);
  });

  it("a refused body changes nothing: no account from a JSON sign-up", async () => {
    const email = uniqueEmail("json");
    const body = JSON.stringify({ email, password: "long-enough-1", confirmPassword: "long-enough-1", role: "buyer" });
    const res = await postRaw("/signup", { name: "json", status: 415, body, type: "application/json" });
    expect(res.status).toBe(415);
    expect(await userByEmail(email)).toBeNull();
  });

  it("a 1 MB field is refused before Conform could echo it back (twice) into the page", async () => {
    const big = "y".repeat(MB);
    const res = await postForm("/signup", { email: uniqueEmail("echo"), password: "p", confirmPassword: big });
    expect(res.status).toBe(413);
    expect((await res.text()).length).toBeLessThan(100 * 1024);
  });

  it("logout reads no body: whatever is posted signs out, never a 500", async () => {
    for (const body of BODIES.filter((b) => !(b.body instanceof ReadableStream))) {
      const cookie = await signInAs((await insertUser()).id);
      const res = await postRaw("/logout", body, { cookie });
      expect(res.status, body.name).toBe(302);
      expect(res.headers.getSetCookie().some((c) => /^session-token=;/.test(c))).toBe(true);
    }
  });

  it("an ordinary form still works: empty forms (logout) and urlencoded with a charset", async () => {
    const cookie = await signInAs((await insertUser()).id);
    const logout = await postForm("/logout", {}, { cookie });
    expect(logout.status).toBe(302);
    const res = await postRaw("/preferences", {
      name: "charset",
      status: 400,
      body: "intent=theme&theme=dark&redirectTo=%2F",
      type: "application/x-www-form-urlencoded;charset=UTF-8",
    });
    expect(res.status).toBe(302);
  });

  it("profile edit takes its 100 KB image; a body over 300 KB gets the form's own answer, 413", async () => {
    const user = await insertUser();
    const cookie = await signInAs(user.id);
    const fields = { fullName: "Meena R", email: user.email, gender: "female" };
    const ok = await postMultipart(
      "/profile/edit",
      { ...fields, image: new File([PNG_1x1], "me.png", { type: "image/png" }) },
      { cookie },
    );
    expect(ok.status).toBe(302);
    // Near the image limit plus the other fields: still read, and refused for the image alone.
    const nearLimit = new Uint8Array(100 * 1024 + 1);
    nearLimit.set(PNG_1x1.slice(0, 8));
    const big = await postMultipart(
      "/profile/edit",
      { ...fields, bio: "b".repeat(300), image: new File([nearLimit], "big.png", { type: "image/png" }) },
      { cookie },
    );
    expect(big.status).toBe(400);
    expect(await big.text()).toContain(PROFILE_MESSAGES.imageTooBig);

    const huge = await postMultipart(
      "/profile/edit",
      { ...fields, image: new File([new Uint8Array(350 * 1024)], "huge.png", { type: "image/png" }) },
      { cookie },
    );
    expect(huge.status).toBe(413);
    const html = await huge.text();
    expect(html).toContain(PROFILE_MESSAGES.imageTooBig);
    expect(html).toContain(PROFILE_MESSAGES.updateFailed);
  });
});

describe("X-Forwarded-Host", () => {
  it("a same-origin post with a different X-Forwarded-Host is answered, not a 500", async () => {
    const res = await postForm(
      "/login",
      { email: "not-an-email", password: "x" },
      { headers: { "X-Forwarded-Host": "evil.example" } },
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Please enter a valid email");
  });

  it("a post from APP_ORIGIN reaching the Worker on another host is answered, not a 500", async () => {
    const origin = "http://127.0.0.1:8787";
    const res = await postForm(
      "/login",
      { email: "not-an-email", password: "x" },
      // Served on localhost (the URL and Host), posted from the configured origin.
      { env: { APP_ORIGIN: origin }, headers: { Origin: origin } },
    );
    expect(res.status).toBe(400);
  });

  it("the Worker's own Origin check still refuses another site", async () => {
    const res = await postForm(
      "/login",
      { email: "a@example.test", password: "x" },
      { headers: { Origin: "https://evil.example", "X-Forwarded-Host": "evil.example" } },
    );
    expect(res.status).toBe(403);
  });
});

describe("POST /favourites intent=remove", () => {
  it("answers the same for a hidden listing and one that does not exist", async () => {
    const cookie = await signInAs((await insertUser()).id);
    const pending = await insertListing({ status: "Pending" });
    const rejected = await insertListing({ status: "Rejected" });
    const answers = [];
    for (const id of [pending.id, rejected.id, 999_999_999]) {
      const res = await postForm(
        "/favourites",
        { listingId: String(id), intent: "remove", redirectTo: "/" },
        { cookie },
      );
      const toast = toastOf(res);
      answers.push({
        status: res.status,
        location: res.headers.get("Location"),
        kind: toast?.kind,
        text: toast?.message,
      });
    }
    expect(answers[0]).toEqual(answers[2]);
    expect(answers[1]).toEqual(answers[2]);
    expect(answers[2]).toMatchObject({ kind: "error", text: "Failed to remove from favourites" });
  });

  it("still removes a saved listing that stopped being public", async () => {
    const user = await insertUser();
    const cookie = await signInAs(user.id);
    const listing = await insertListing();
    await postForm("/favourites", { listingId: String(listing.id), intent: "add" }, { cookie });
    await env.DB.prepare("UPDATE listings SET status = 'Rejected' WHERE id = ?").bind(listing.id).run();
    const res = await postForm("/favourites", { listingId: String(listing.id), intent: "remove" }, { cookie });
    expect(toastOf(res)).toMatchObject({ kind: "success", message: "Removed from favourites" });
  });
});
