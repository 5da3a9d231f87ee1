// The flash toast cookie is Remix's createCookie signed with APP_SECRET
// (docs/decisions/0034-request-plumbing-once.md): the next render shows a toast the app set, and
// ignores (and clears) one anybody else wrote; whatever the Cookie header holds, it never throws.
import { env } from "cloudflare:test";
import { type AppLoadContext, createCookie } from "@remix-run/cloudflare";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readToast, toastCookie } from "~/server/http/toast.server";

const context = { cloudflare: { env } } as unknown as AppLoadContext;

/** The Cookie header a browser sends back for a Set-Cookie value. */
const sentBack = (setCookie: string) => setCookie.split(";")[0]!;

function pageWith(cookie: string): Request | null {
  try {
    return new Request("https://coimbatore.example/", { headers: { Cookie: cookie } });
  } catch {
    return null;
  }
}

describe("the signed toast cookie", () => {
  it("carries a toast to the next render, which clears it", async () => {
    const set = await toastCookie(context, "success", "Saved to favourites");
    expect(set).toMatch(/^toast=[^;]+; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax$/);
    const { toast, clear } = await readToast(pageWith(`theme=dark; ${sentBack(set)}`)!, context);
    expect(toast).toMatchObject({ kind: "success", message: "Saved to favourites" });
    expect(clear).toMatch(/^toast=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it("no toast cookie: nothing shown, nothing cleared", async () => {
    expect(await readToast(pageWith("theme=dark")!, context)).toEqual({ toast: null, clear: null });
  });

  it.each([
    [
      "the old unsigned JSON",
      `toast=${encodeURIComponent(JSON.stringify({ id: "x", kind: "success", message: "Paid" }))}`,
    ],
    ["garbage", "toast=%7B%7D"],
    ["not base64", "toast=@@@.@@@"],
    ["a dot and nothing else", "toast=."],
    ["a bad %-escape", "toast=%zz"],
  ])("%s is ignored and cleared", async (_, cookie) => {
    const { toast, clear } = await readToast(pageWith(cookie)!, context);
    expect(toast).toBeNull();
    expect(clear).toMatch(/^toast=; Max-Age=0/);
  });

  it("a toast signed with another secret is ignored", async () => {
    const forged = await createCookie("toast", { secrets: ["not-the-app-secret-at-all"] }).serialize({
      id: "x",
      kind: "success",
      message: "Payment received",
    });
    expect((await readToast(pageWith(sentBack(forged))!, context)).toast).toBeNull();
  });

  it("a toast whose value was edited is ignored", async () => {
    const set = sentBack(await toastCookie(context, "error", "Please try again"));
    const [value = "", signature = ""] = set.slice("toast=".length).split(".");
    const edited = btoa(JSON.stringify({ id: "x", kind: "success", message: "Payment received" }));
    expect((await readToast(pageWith(`toast=${edited}.${signature}`)!, context)).toast).toBeNull();
    expect(value).not.toBe(edited);
  });

  it("a signed value that is not a toast shows nothing", async () => {
    const { getConfig } = await import("~/server/platform/context.server");
    const secret = getConfig(context).appSecret;
    for (const value of [{ kind: "success" }, "text", 42, { id: "x", kind: "shout", message: "Hi" }]) {
      const set = await createCookie("toast", { secrets: [secret] }).serialize(value);
      expect((await readToast(pageWith(sentBack(set))!, context)).toast).toBeNull();
    }
  });

  it("any toast the app sets comes back as it was", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("success", "error", "info") as fc.Arbitrary<"success" | "error" | "info">,
        fc.string({ minLength: 1, maxLength: 200, unit: "grapheme" }),
        async (kind, message) => {
          const set = await toastCookie(context, kind, message);
          const { toast } = await readToast(pageWith(sentBack(set))!, context);
          expect(toast).toMatchObject({ kind, message });
        },
      ),
      { numRuns: 50 },
    );
  });

  it("whatever else the toast cookie holds, reading it never throws and shows nothing", async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.string({ maxLength: 40 }).map((s) => `${btoa(s)}.${btoa(s).slice(0, 10)}`),
      fc.base64String({ maxLength: 60 }).map((s) => `${s}.${s}`),
    );
    await fc.assert(
      fc.asyncProperty(value, fc.constantFrom("", "theme=dark; ", "toast=; "), async (v, before) => {
        const request = pageWith(`${before}toast=${v}`);
        if (!request) return;
        const { toast } = await readToast(request, context);
        expect(toast).toBeNull();
      }),
      { numRuns: 200 },
    );
  });
});
