// Ask AI end to end in workerd: POST /ai-search answers a 303 to the home URL with the filters
// and `ai`, the results page shows the heading and the chips and pages on, blank input changes
// nothing, too long input is refused, nothing understood says 'Failed to search using AI', and
// the model stage (a fake Workers AI binding) only ever sees the parser's leftover words.
import { env } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AI_DAILY_MODEL_CALLS } from "~/domain/ai-budget";
import { modelCallsToday, setModelCallsToday } from "../helpers/ai";
import { insertUser } from "../helpers/db";
import { cardIds, insertListings } from "../helpers/home";
import { get, location, postForm, signInAs, toastOf } from "../helpers/http";
import { MODEL_CALLS_PER_IP, MODEL_CALLS_PER_USER } from "~/server/ai-search/search.server";
import { PHOTO_CLEANUP_CRON } from "~/server/listings/manage.server";
import { runScheduled } from "../helpers/scheduled";
import { AI_ENV, aiMock } from "../mocks/ai";
import { fetchMock } from "../mocks/fetch";

beforeEach(() => aiMock.install());
afterEach(() => fetchMock.reset());
// The model is the AI binding unless an admin made an identity active (other files do): none here.
beforeAll(() => env.DB.exec("DELETE FROM ai_identities"));

/** A made-up word, so each test asks the model something new (the cache outlives a test). */
function letters(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(10)), (b) => "zxqjvw"[b % 6]).join("");
}

async function ask(input: string, fields: Record<string, string> = {}, env: Record<string, unknown> = AI_ENV) {
  return postForm("/ai-search", { input, ...fields }, { env });
}

describe("POST /ai-search", () => {
  it("answers a 303 to the home page with the understood filters and ai=<text>", async () => {
    const res = await ask("  3 bhk villa under 1.2 crore near Saravanampatti  ");
    expect(res.status).toBe(303);
    const to = new URL(location(res), "http://localhost");
    expect(to.pathname).toBe("/");
    expect(Object.fromEntries(to.searchParams)).toEqual({
      type: "villa",
      location: "Saravanampatti",
      maxPrice: "12000000",
      bhk: "3",
      ai: "3 bhk villa under 1.2 crore near Saravanampatti",
    });
    // Everything was understood: the model was not asked.
    expect(aiMock.calls).toHaveLength(0);
    // The landing URL is canonical: the home page serves it without another redirect.
    const page = await get(location(res));
    expect(page.status).toBe(200);
  });

  it("keeps the map view it was asked from", async () => {
    const res = await ask("plot in Vadavalli", { from: "?view=map&type=villa" });
    expect(location(res)).toBe("/?type=plot&location=Vadavalli&view=map&ai=plot+in+Vadavalli");
  });

  it("ignores blank and whitespace-only input: back where it was asked, nothing set", async () => {
    for (const input of ["", "   ", "\t\n"]) {
      const res = await ask(input, { from: "?type=plot&page=3" });
      expect(res.status).toBe(303);
      expect(location(res)).toBe("/?type=plot");
      expect(toastOf(res)).toBeNull();
    }
  });

  it("refuses more than 200 characters with a clear message and no search", async () => {
    const res = await ask(`villa ${"x".repeat(200)}`);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Please keep your search to 200 characters");
    expect(aiMock.calls).toHaveLength(0);
  });

  it("says 'Failed to search using AI' only when nothing at all was understood", async () => {
    const res = await ask("asdfgh qwerty", { from: "?type=house" });
    expect(res.status).toBe(303);
    expect(location(res)).toBe("/?type=house");
    expect(toastOf(res)).toEqual(expect.objectContaining({ kind: "error", message: "Failed to search using AI" }));

    // Partly understood is a result, not a failure.
    const partly = await ask("villa with a lovely garden");
    expect(location(partly)).toBe("/?type=villa&ai=villa+with+a+lovely+garden");
    expect(toastOf(partly)).toBeNull();
  });

  it("locally (the real binding throws) the parser alone answers", async () => {
    // No env override: the test env's own AI binding, which cannot run without an account.
    const res = await postForm("/ai-search", { input: "2bhk flat rs puram ready to move near the lake" });
    expect(location(res)).toBe(
      "/?type=apartment&location=RS+Puram&bhk=2&ready=1&ai=2bhk+flat+rs+puram+ready+to+move+near+the+lake",
    );
  });
});

describe("the model stage", () => {
  it("adds what the model understood from the leftover words, validated, under the parser's filters", async () => {
    aiMock.nextAnswer({
      types: ["villa", "castle"],
      locations: ["Peelamedu", "Pollachi"],
      maxPrice: 99,
      bhk: 4,
      facing: "East",
      gated: true,
    });
    const res = await ask("3 bhk house near the airport in a nice gated-ish setting");
    const to = new URL(location(res), "http://localhost");
    // Unknown type and locality dropped, an insane price dropped, the parser's BHK kept.
    expect(to.searchParams.get("type")).toBe("villa,house");
    expect(to.searchParams.get("location")).toBe("Peelamedu");
    expect(to.searchParams.get("bhk")).toBe("3");
    expect(to.searchParams.get("facing")).toBe("east");
    expect(to.searchParams.has("maxPrice")).toBe(false);
  });

  it("never sends religion, caste or community words, nor the words already understood", async () => {
    await ask("brahmin community villa in Vadavalli near the temple for hindus only");
    expect(aiMock.calls).toHaveLength(1);
    const call = aiMock.calls[0];
    expect(call?.via).toBe("binding");
    // The words: only what the parser left over; the rest goes as context, never as text.
    expect(call?.user).toMatch(/^Words: temple$/m);
    expect(call?.user).toMatch(/^Already set: type=villa&location=Vadavalli$/m);
    expect(`${call?.system}\n${call?.user}`).not.toMatch(/brahmin|hindu/i);
  });

  it("a malformed answer, prose, or a failing model keeps the parser's result", async () => {
    for (const queue of [
      () => aiMock.nextAnswer("Sure! Here are some villas: ..."),
      () => aiMock.nextAnswer([1, 2, 3]),
      () => aiMock.nextAnswer({ types: "villa", bhk: "many" }),
      () => aiMock.failNext(),
    ]) {
      queue();
      const res = await ask(`plot in Kalapatti with some ${letters()} trees`);
      const to = new URL(location(res), "http://localhost");
      expect(to.searchParams.get("type")).toBe("plot");
      expect(to.searchParams.get("location")).toBe("Kalapatti");
      expect([...to.searchParams.keys()]).toEqual(["type", "location", "ai"]);
    }
  });

  it("answers the same words from the cache: one model call for two identical queries", async () => {
    const words = `villa near the airport ${letters()}`;
    const first = await ask(words);
    const second = await ask(`  ${words.toUpperCase()} `);
    expect(aiMock.calls).toHaveLength(1);
    const a = new URL(location(first), "http://localhost");
    const b = new URL(location(second), "http://localhost");
    expect(a.searchParams.get("location")).toBe("Peelamedu");
    expect(b.searchParams.get("location")).toBe("Peelamedu");
  });
});

describe("cost guard", () => {
  it("limits paid model calls per client IP; beyond, the parser answers alone", async () => {
    const ip = { "CF-Connecting-IP": `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
    const { limit } = MODEL_CALLS_PER_IP;
    for (let i = 0; i <= limit; i++) {
      const res = await postForm(
        "/ai-search",
        { input: `villa near the airport ${letters()}` },
        { env: AI_ENV, headers: ip },
      );
      const location_ = new URL(location(res), "http://localhost").searchParams.get("location");
      // The first `limit` calls reach the model (airport -> Peelamedu); the next one does not.
      expect(location_).toBe(i < limit ? "Peelamedu" : null);
    }
    expect(aiMock.calls).toHaveLength(limit);
  });

  /** Where each search landed: the model places "airport" in Peelamedu; the parser alone does not. */
  async function askedModel(headers: Record<string, string>, cookie?: string): Promise<boolean> {
    const res = await postForm(
      "/ai-search",
      { input: `villa near the airport ${letters()}` },
      { env: AI_ENV, headers, cookie },
    );
    expect(res.status).toBe(303);
    return new URL(location(res), "http://localhost").searchParams.get("location") === "Peelamedu";
  }

  const hex = () => Math.floor(Math.random() * 0x10000).toString(16);

  it("counts IPv6 addresses by their /64: rotating addresses inside it buys no more calls", async () => {
    const net = `2001:db8:${hex()}:${hex()}`;
    const { limit } = MODEL_CALLS_PER_IP;
    for (let i = 0; i < limit; i++) {
      // A new address each time, spelled every which way, all inside the one /64.
      const address = i % 2 ? `${net}:${hex()}:${hex()}:${hex()}:${hex()}` : `${net.toUpperCase()}::${hex()}`;
      expect(await askedModel({ "CF-Connecting-IP": address }), address).toBe(true);
    }
    expect(await askedModel({ "CF-Connecting-IP": `${net}:ffff:ffff:ffff:fffe` })).toBe(false);
    expect(aiMock.calls).toHaveLength(limit);
    // The next /64 has its own allowance.
    expect(await askedModel({ "CF-Connecting-IP": `2001:db8:${hex()}:${hex()}::1` })).toBe(true);
  });

  it("limits a signed-in account across addresses", async () => {
    const cookie = await signInAs((await insertUser()).id);
    const { limit } = MODEL_CALLS_PER_USER;
    const base = `10.${100 + Math.floor(Math.random() * 100)}.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < limit; i++) {
      expect(await askedModel({ "CF-Connecting-IP": `${base}.${i + 1}` }, cookie)).toBe(true);
    }
    expect(await askedModel({ "CF-Connecting-IP": `${base}.${limit + 1}` }, cookie)).toBe(false);
    expect(aiMock.calls).toHaveLength(limit);
    // The same address without the account is not that account.
    expect(await askedModel({ "CF-Connecting-IP": `${base}.${limit + 2}` })).toBe(true);
  });
});

describe("the daily budget of model calls", () => {
  it("counts each model call; once spent, no model is asked, the parser answers, and /admin says so", async () => {
    const saved = await modelCallsToday();
    const admin = await signInAs((await insertUser({ role: "admin" })).id);
    try {
      await setModelCallsToday(AI_DAILY_MODEL_CALLS - 2);
      const ip = () => ({
        "CF-Connecting-IP": `10.201.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      });
      const search = (input: string) => postForm("/ai-search", { input }, { env: AI_ENV, headers: ip() });
      // Before: the page shows the count, no notice.
      const before = await (await get("/admin", { cookie: admin })).text();
      expect(before).toContain(`Model calls today: 1,998 of 2,000`);
      expect(before).not.toContain("Daily AI budget reached");

      for (let i = 0; i < 2; i++) {
        const res = await search(`villa near the airport ${letters()}`);
        expect(new URL(location(res), "http://localhost").searchParams.get("location")).toBe("Peelamedu");
      }
      expect(aiMock.calls).toHaveLength(2);
      expect(await modelCallsToday()).toBe(AI_DAILY_MODEL_CALLS);

      // Spent: searches still work, from the parser alone, and nothing more is counted.
      const res = await search(`villa near the airport ${letters()}`);
      expect(res.status).toBe(303);
      const to = new URL(location(res), "http://localhost");
      expect(to.searchParams.get("type")).toBe("villa");
      expect(to.searchParams.get("location")).toBeNull();
      const parsed = await search(`plot in Vadavalli ${letters()}`);
      expect(new URL(location(parsed), "http://localhost").searchParams.get("location")).toBe("Vadavalli");
      expect(aiMock.calls).toHaveLength(2);
      expect(await modelCallsToday()).toBe(AI_DAILY_MODEL_CALLS);

      const page = await (await get("/admin", { cookie: admin })).text();
      expect(page).toContain("Daily AI budget reached: searches use the offline parser until 00:00");
      expect(page).toContain("Model calls today: 2,000 of 2,000");
    } finally {
      await setModelCallsToday(saved);
    }
  });
});

describe("the results page", () => {
  let ids: number[];
  beforeAll(async () => {
    // 13 villas in Thayanur with 3 BHK under 90 lakh: one more than a page.
    ids = await insertListings(
      Array.from({ length: 13 }, (_, i) => ({ type: "villa", area: "Thayanur", bhk: 3, price: 80_00_000 + i })),
    );
    await insertListings([{ type: "villa", area: "Thayanur", bhk: 2, price: 70_00_000 }]);
  });

  it("shows the heading and the understood filters as removable chips, and pages on", async () => {
    const res = await ask("3 bhk villa in Thayanur under 90 lakhs");
    const url = location(res);
    const page1 = await get(url);
    const html = await page1.text();
    expect(html).toContain("Showing results for &quot;3 bhk villa in Thayanur under 90 lakhs&quot;");
    for (const label of ["Villa", "Thayanur", "Up to ₹90 lakh", "3 BHK"]) {
      expect(html).toContain(`aria-label="Remove ${label}"`);
    }
    expect(html).toContain(">Clear all<");
    const first = cardIds(html);
    expect(first).toHaveLength(12);
    for (const id of first) expect(ids).toContain(id);
    // The Next link keeps the filters and the text.
    const nextTag = html.match(/<a[^>]*rel="next"[^>]*>/)?.[0] ?? "";
    const nextHref = (nextTag.match(/href="([^"]+)"/)?.[1] ?? "").replace(/&amp;/g, "&");
    expect(nextHref).toContain("ai=");
    const page2 = await get(nextHref);
    expect(page2.status).toBe(200);
    const second = cardIds(await page2.text());
    expect(second).toHaveLength(1);
    expect([...first, ...second].sort()).toEqual([...ids].sort());
  });

  it("a chip's link removes only that filter and keeps the text", async () => {
    const res = await get("/?type=villa&location=Thayanur&bhk=3&ai=3+bhk+villa+in+Thayanur");
    const html = (await res.text()).replace(/&amp;/g, "&");
    const removeTag = html.match(/<a[^>]*aria-label="Remove 3 BHK"[^>]*>/)?.[0] ?? "";
    const remove = removeTag.match(/href="([^"]+)"/)?.[1];
    expect(remove).toBe("/?type=villa&location=Thayanur&ai=3+bhk+villa+in+Thayanur");
    const clear = html.match(/href="([^"]*)"[^>]*>Clear all</)?.[1];
    expect(clear).toBe("/");
  });
});

describe("the answer cache's daily clean-up", () => {
  it("deletes answers past their 30 days on the daily cron; newer ones stay", async () => {
    const now = Date.UTC(2026, 10, 22, 3, 17);
    const day = 24 * 60 * 60 * 1000;
    const old = `prune-old-${crypto.randomUUID()}`;
    const fresh = `prune-fresh-${crypto.randomUUID()}`;
    await env.DB.batch([
      env.DB.prepare("INSERT INTO ai_search_cache (key, answer, created_at) VALUES (?, '{}', ?)").bind(
        old,
        now - 31 * day,
      ),
      env.DB.prepare("INSERT INTO ai_search_cache (key, answer, created_at) VALUES (?, '{}', ?)").bind(
        fresh,
        now - 29 * day,
      ),
    ]);
    const keys = async () =>
      (await env.DB.prepare("SELECT key FROM ai_search_cache WHERE key IN (?, ?)").bind(old, fresh).all()).results.map(
        (r) => r.key,
      );

    // The 10-minute payments cron leaves the cache alone.
    await runScheduled("*/10 * * * *", now);
    expect(await keys()).toHaveLength(2);
    await runScheduled(PHOTO_CLEANUP_CRON, now);
    expect(await keys()).toEqual([fresh]);
  });
});
