// The shared fakes behave as tests rely on: unanswered calls fail, overrides last one call.
import { afterEach, describe, expect, it } from "vitest";
import { EMAIL_ENV, emailMock } from "../mocks/email";
import { fetchMock } from "../mocks/fetch";

afterEach(() => fetchMock.reset());

const send = (to: string, key = EMAIL_ENV.EMAIL_API_KEY) =>
  fetch(EMAIL_ENV.EMAIL_API_URL, {
    method: "POST",
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: JSON.stringify({ from: EMAIL_ENV.EMAIL_FROM, to: [to], subject: "Hi", text: "Open https://x.example/a b" }),
  });

describe("fetchMock", () => {
  it("a call no fake answers fails instead of reaching the network", async () => {
    fetchMock.install();
    await expect(fetch("https://api.example/anything")).rejects.toThrow(/no fake answers GET https:\/\/api\.example/);
  });

  it("reset restores the real fetch and forgets calls and state", async () => {
    const real = globalThis.fetch;
    emailMock.install();
    expect(globalThis.fetch).not.toBe(real);
    await send("a@example.test");
    fetchMock.reset();
    expect(globalThis.fetch).toBe(real);
    expect(fetchMock.calls).toHaveLength(0);
    expect(emailMock.sent).toHaveLength(0);
  });
});

describe("emailMock", () => {
  it("records accepted mails and finds the latest link per recipient", async () => {
    emailMock.install();
    expect((await send("b@example.test")).status).toBe(200);
    expect(emailMock.lastTo("b@example.test")).toMatchObject({ mail: { subject: "Hi" }, link: "https://x.example/a" });
    expect(fetchMock.calls).toEqual([{ route: "email send", method: "POST", url: EMAIL_ENV.EMAIL_API_URL }]);
  });

  it("failNext fails one send; a wrong key is refused", async () => {
    emailMock.install();
    emailMock.failNext(503);
    expect((await send("c@example.test")).status).toBe(503);
    expect((await send("c@example.test", "wrong")).status).toBe(401);
    expect((await send("c@example.test")).status).toBe(200);
    expect(emailMock.sent).toHaveLength(1);
  });
});
