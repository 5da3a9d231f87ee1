// Saved searches (docs/product.md#saved-searches, decision 0047): saving a search in its
// canonical form, the same search not twice, 20 at most, rename, alert frequency, delete, the
// owner's alone (404 for anyone else), a visitor's round trip through sign-in, and the messages.
import { describe, expect, it } from "vitest";
import { SAVED_SEARCH_MESSAGES } from "~/domain/saved-search";
import { insertListing, insertUser } from "../helpers/db";
import { Jar, get, location, postForm, signInAs, toastOf } from "../helpers/http";
import { insertSavedSearches, savedSearchRows } from "../helpers/saved-searches";

const VADAVALLI_PLOTS = "type=plot&location=Vadavalli&maxPrice=2500000";
const esc = (s: string) => s.replace(/&/g, "&amp;");

async function signedInUser(overrides: Parameters<typeof insertUser>[0] = {}) {
  const user = await insertUser(overrides);
  return { user, cookie: await signInAs(user.id) };
}

function save(cookie: string | undefined, fields: Record<string, string>, jar?: Jar) {
  return postForm("/saved-searches/new", fields, jar ? { jar } : { cookie });
}

describe("saving a search", () => {
  it("stores the filters in canonical form with the AI words, alerting daily from the save", async () => {
    const { user, cookie } = await signedInUser();
    const before = Date.now();
    const res = await save(cookie, {
      name: "  Cheap plots  ",
      // Another spelling, repeated and transient parameters: stored as the list's canonical URL.
      query: "location=vadavalli&type=villa,plot&maxPrice=2500000&page=3&view=map&filters=1&q=x&ai=cheap plots",
    });
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/saved-searches");
    expect(toastOf(res)).toMatchObject({ kind: "success", message: SAVED_SEARCH_MESSAGES.saved });
    const [row, ...rest] = await savedSearchRows(user.id);
    expect(rest).toHaveLength(0);
    expect(row).toMatchObject({
      name: "Cheap plots",
      query: "type=plot,villa&location=Vadavalli&maxPrice=2500000&ai=cheap+plots",
      frequency: "daily",
    });
    expect(row!.lastAlertedAt).toBeGreaterThanOrEqual(before);
    expect(row!.lastAlertedAt).toBeLessThanOrEqual(Date.now());
  });

  it("goes back to the page the dialog was opened on (same site only)", async () => {
    const { cookie } = await signedInUser();
    const res = await save(cookie, { name: "Villas", query: "type=villa", redirectTo: "/?type=villa&page=2" });
    expect(location(res)).toBe("/?type=villa&page=2");
    const offsite = await save(cookie, { name: "Houses", query: "type=house", redirectTo: "//evil.example/" });
    expect(location(offsite)).toBe("/saved-searches");
  });

  it("refuses a search without filters, an empty name and one over 60 characters", async () => {
    const { user, cookie } = await signedInUser();
    const empty = await save(cookie, { name: "Everything", query: "page=2&view=map&ai=anything" });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(SAVED_SEARCH_MESSAGES.empty);
    // The form posts to its search's save page: refused, that page comes back with the search.
    const noName = await postForm(
      `/saved-searches/new?${VADAVALLI_PLOTS}`,
      { name: "   ", query: VADAVALLI_PLOTS },
      { cookie },
    );
    expect(noName.status).toBe(400);
    const noNameHtml = await noName.text();
    expect(noNameHtml).toContain(SAVED_SEARCH_MESSAGES.nameRequired);
    expect(noNameHtml).toContain(`name="query" value="${esc(VADAVALLI_PLOTS)}"`);
    expect(noNameHtml).toContain(`action="/saved-searches/new?${esc(VADAVALLI_PLOTS)}"`);
    const long = await save(cookie, { name: "x".repeat(61), query: VADAVALLI_PLOTS });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain(SAVED_SEARCH_MESSAGES.nameTooLong);
    expect(await savedSearchRows(user.id)).toHaveLength(0);
  });

  it("the same search is not saved twice (another order or spelling is the same search)", async () => {
    const { user, cookie } = await signedInUser();
    await save(cookie, { name: "Vadavalli plots", query: VADAVALLI_PLOTS });
    const again = await save(cookie, {
      name: "Again",
      query: "maxPrice=2500000&location=Vadavalli&type=plot&sort=price-asc&ai=plots in vadavalli",
    });
    expect(again.status).toBe(400);
    const html = await again.text();
    expect(html).toContain(SAVED_SEARCH_MESSAGES.duplicate);
    expect(html).toContain('href="/saved-searches"');
    expect(await savedSearchRows(user.id)).toHaveLength(1);
    // The save page says so before anything is typed, naming it.
    const page = await (await get(`/saved-searches/new?${VADAVALLI_PLOTS}&sort=price-asc`, { cookie })).text();
    expect(page).toContain(`${SAVED_SEARCH_MESSAGES.duplicate}, as “Vadavalli plots”`);
    // As drawn: the page's data carries the catalogue's words (docs/product.md#languages).
    expect(page).not.toContain(">Not saved yet");
    // Another user may save the same search.
    const other = await signedInUser();
    expect((await save(other.cookie, { name: "Mine", query: VADAVALLI_PLOTS })).status).toBe(302);
  });

  it("five saves of one search at once (a double tap, two tabs) keep one; the rest say it is saved", async () => {
    const { user, cookie } = await signedInUser();
    const spellings = [VADAVALLI_PLOTS, "location=Vadavalli&type=plot&maxPrice=2500000&sort=price-asc"];
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => save(cookie, { name: `Tap ${i}`, query: spellings[i % 2]! })),
    );
    expect(answers.filter((r) => r.status === 302)).toHaveLength(1);
    const refused = answers.filter((r) => r.status !== 302);
    expect(refused.map((r) => r.status)).toEqual([400, 400, 400, 400]);
    for (const r of refused) expect(await r.text()).toContain(SAVED_SEARCH_MESSAGES.duplicate);
    expect(await savedSearchRows(user.id)).toHaveLength(1);
  });

  it("keeps at most 20 per user, with the message on the page and from the action", async () => {
    const { user, cookie } = await signedInUser();
    await insertSavedSearches(user.id, 20);
    const res = await save(cookie, { name: "One more", query: "type=apartment&bhk=3" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(SAVED_SEARCH_MESSAGES.limit);
    expect(SAVED_SEARCH_MESSAGES.limit).toBe("You can keep up to 20 saved searches. Delete one to save another.");
    expect(await savedSearchRows(user.id)).toHaveLength(20);
    const page = await (await get("/saved-searches/new?type=apartment&bhk=3", { cookie })).text();
    expect(page).toContain(SAVED_SEARCH_MESSAGES.limit);
    // Twenty saved at once from 19: exactly one gets through.
    const { user: racer, cookie: racerCookie } = await signedInUser();
    await insertSavedSearches(racer.id, 19);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => save(racerCookie, { name: `Race ${i}`, query: `type=villa&bhk=${i + 1}` })),
    );
    expect(answers.filter((r) => r.status === 302)).toHaveLength(1);
    expect(await savedSearchRows(racer.id)).toHaveLength(20);
  });

  it("the save page offers the search in words as its name, and says it is not saved yet", async () => {
    const { cookie } = await signedInUser();
    const res = await get(`/saved-searches/new?${VADAVALLI_PLOTS}&page=2`, { cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('value="Plots in Vadavalli up to ₹25 lakh"');
    expect(html).toContain("Not saved yet");
    expect(html).toContain(`name="query" value="${esc(VADAVALLI_PLOTS)}"`);
    // Chips name the filters as the home page does.
    for (const chip of ["Plot", "Vadavalli", "Up to ₹25 lakh"]) expect(html).toContain(`>${chip}</li>`);
  });
});

describe("a visitor", () => {
  it("names the search and presses Save, signs in, and comes back to the search with it saved", async () => {
    const user = await insertUser({}, { password: "demo-password" });
    const page = `/saved-searches/new?${VADAVALLI_PLOTS}`;
    const jar = new Jar();
    const form = await get(page, { jar });
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(html).toContain('value="Plots in Vadavalli up to ₹25 lakh"');
    expect(html).toContain("then sign in or create an account: the search is saved as you do");
    // Save sends the visitor to sign in, back to the search itself; nothing is written yet.
    const search = "/?type=plot&location=Vadavalli&maxPrice=2500000";
    const kept = await save(undefined, { name: "Amma's plots", query: VADAVALLI_PLOTS }, jar);
    expect(kept.status).toBe(302);
    expect(location(kept)).toBe(`/login?redirectTo=${encodeURIComponent(search)}`);
    expect(await savedSearchRows(user.id)).toHaveLength(0);
    // The sign-in saves it and says so.
    const signedIn = await postForm(
      "/login",
      { email: user.email, password: "demo-password", redirectTo: search },
      { jar },
    );
    expect(location(signedIn)).toBe(search);
    expect(await savedSearchRows(user.id)).toMatchObject([{ name: "Amma's plots", query: VADAVALLI_PLOTS }]);
    expect(await toastOf(signedIn)).toMatchObject({ kind: "success", message: SAVED_SEARCH_MESSAGES.saved });
    // Once: the next sign-in saves nothing more.
    const again = await postForm(
      "/login",
      { email: user.email, password: "demo-password", redirectTo: search },
      { jar },
    );
    expect(again.status).toBe(302);
    expect(await savedSearchRows(user.id)).toHaveLength(1);
  });

  it("a visitor's Save checks the name first, and a search without filters is never kept", async () => {
    const jar = new Jar();
    const blank = await save(undefined, { name: "", query: VADAVALLI_PLOTS }, jar);
    expect(blank.status).toBe(400);
    const empty = await save(undefined, { name: "Nothing", query: "page=2" }, jar);
    expect(empty.status).toBe(400);
    expect(jar.header()).not.toContain("pending-saved-search");
  });

  it("a cross-site post saves nothing", async () => {
    const { user, cookie } = await signedInUser();
    const res = await postForm(
      "/saved-searches/new",
      { name: "Forged", query: VADAVALLI_PLOTS },
      { cookie, headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } },
    );
    expect(res.status).toBe(403);
    expect(await savedSearchRows(user.id)).toHaveLength(0);
  });
});

describe("managing saved searches", () => {
  async function withSearch() {
    const owner = await signedInUser();
    await save(owner.cookie, { name: "Vadavalli plots", query: `${VADAVALLI_PLOTS}&ai=plots near vadavalli` });
    const [row] = await savedSearchRows(owner.user.id);
    return { ...owner, id: row!.id };
  }

  it("lists them with chips, the AI words and a link that opens the search", async () => {
    const { cookie } = await withSearch();
    const res = await get("/saved-searches", { cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Vadavalli plots");
    expect(html).toContain("plots near vadavalli");
    expect(html).toContain(`href="/?${esc(VADAVALLI_PLOTS)}&amp;ai=plots+near+vadavalli"`);
    for (const chip of ["Plot", "Vadavalli", "Up to ₹25 lakh"]) expect(html).toContain(`>${chip}</li>`);
  });

  it("renames, with the same messages as saving", async () => {
    const { user, cookie, id } = await withSearch();
    const res = await postForm(`/saved-searches/${id}`, { intent: "rename", name: " Plots for Amma " }, { cookie });
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/saved-searches");
    expect(toastOf(res)).toMatchObject({ kind: "success", message: SAVED_SEARCH_MESSAGES.renamed });
    expect((await savedSearchRows(user.id))[0]!.name).toBe("Plots for Amma");
    const empty = await postForm(`/saved-searches/${id}`, { intent: "rename", name: "" }, { cookie });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(SAVED_SEARCH_MESSAGES.nameRequired);
    const long = await postForm(`/saved-searches/${id}`, { intent: "rename", name: "y".repeat(61) }, { cookie });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain(SAVED_SEARCH_MESSAGES.nameTooLong);
    expect((await savedSearchRows(user.id))[0]!.name).toBe("Plots for Amma");
  });

  it("sets the alert frequency; turning alerts back on starts from then", async () => {
    const { user, cookie, id } = await withSearch();
    const [saved] = await savedSearchRows(user.id);
    const weekly = await postForm(
      `/saved-searches/${id}`,
      { intent: "frequency", frequency: "weekly", redirectTo: "/saved-searches" },
      { cookie },
    );
    expect(weekly.status).toBe(302);
    expect(toastOf(weekly)).toMatchObject({ kind: "success", message: SAVED_SEARCH_MESSAGES.frequencySaved });
    const [afterWeekly] = await savedSearchRows(user.id);
    expect(afterWeekly).toMatchObject({ frequency: "weekly", lastAlertedAt: saved!.lastAlertedAt });
    await postForm(`/saved-searches/${id}`, { intent: "frequency", frequency: "off" }, { cookie });
    expect((await savedSearchRows(user.id))[0]!.frequency).toBe("off");
    const before = Date.now();
    await postForm(`/saved-searches/${id}`, { intent: "frequency", frequency: "daily" }, { cookie });
    const [on] = await savedSearchRows(user.id);
    expect(on!.frequency).toBe("daily");
    expect(on!.lastAlertedAt).toBeGreaterThanOrEqual(before);
    const bad = await postForm(`/saved-searches/${id}`, { intent: "frequency", frequency: "hourly" }, { cookie });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(SAVED_SEARCH_MESSAGES.frequency);
  });

  it("deletes after a confirm page", async () => {
    const { user, cookie, id } = await withSearch();
    const confirm = await get(`/saved-searches/${id}/delete`, { cookie });
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain("Delete “Vadavalli plots”?");
    expect(await savedSearchRows(user.id)).toHaveLength(1);
    const res = await postForm(`/saved-searches/${id}/delete`, {}, { cookie });
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/saved-searches");
    expect(toastOf(res)).toMatchObject({ kind: "success", message: SAVED_SEARCH_MESSAGES.deleted });
    expect(await savedSearchRows(user.id)).toHaveLength(0);
    expect((await get(`/saved-searches/${id}`, { cookie })).status).toBe(404);
  });

  it("another user's id, an admin's request and an id that names nothing answer 404 and change nothing", async () => {
    const { user, id } = await withSearch();
    for (const role of ["buyer", "admin", "superadmin"] as const) {
      const { cookie } = await signedInUser({ role });
      expect((await get(`/saved-searches/${id}`, { cookie })).status, role).toBe(404);
      expect((await get(`/saved-searches/${id}/delete`, { cookie })).status, role).toBe(404);
      const rename = await postForm(`/saved-searches/${id}`, { intent: "rename", name: "Mine now" }, { cookie });
      expect(rename.status, role).toBe(404);
      const often = await postForm(`/saved-searches/${id}`, { intent: "frequency", frequency: "off" }, { cookie });
      expect(often.status, role).toBe(404);
      expect((await postForm(`/saved-searches/${id}/delete`, {}, { cookie })).status, role).toBe(404);
      // Their own list does not show it.
      expect(await (await get("/saved-searches", { cookie })).text()).not.toContain("Vadavalli plots");
    }
    const { cookie } = await signedInUser();
    for (const missing of ["999999999", "abc", "0", "-1", "1.5"]) {
      expect((await get(`/saved-searches/${missing}`, { cookie })).status, missing).toBe(404);
    }
    expect(await savedSearchRows(user.id)).toMatchObject([{ name: "Vadavalli plots", frequency: "daily" }]);
  });

  it("every page is for signed-in users: visitors are sent to sign in and back", async () => {
    const { id } = await withSearch();
    for (const path of ["/saved-searches", `/saved-searches/${id}`, `/saved-searches/${id}/delete`]) {
      const res = await get(path);
      expect(res.status, path).toBe(302);
      expect(location(res), path).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    }
  });
});

describe("where searches are saved from", () => {
  it("the list offers Save this search for a search with filters, not for the bare list", async () => {
    await insertListing({ title: "Saved-search plot" });
    const html = await (await get("/?type=plot&location=RS%20Puram&maxPrice=900000000")).text();
    expect(html).toContain(`href="/saved-searches/new?type=plot&amp;location=RS+Puram&amp;maxPrice=900000000"`);
    expect(html).toContain("Save this search");
    // Not offered: no link to the save page (its words travel in every page's data).
    expect(await (await get("/")).text()).not.toContain('href="/saved-searches/new');
  });

  it("the map offers it too", async () => {
    await insertListing({ title: "Saved-search map plot" });
    const html = await (await get("/?type=plot&view=map")).text();
    expect(html).toContain(`href="/saved-searches/new?type=plot"`);
  });

  it("an empty search offers Tell me when one is posted, the same save page, keeping the AI words", async () => {
    const html = await (await get("/?type=commercial&location=Vadavalli&minPrice=99000000000&ai=huge mall")).text();
    expect(html).toContain("No listings found");
    expect(html).toContain("Tell me when one is posted");
    expect(html).toContain(
      `href="/saved-searches/new?type=commercial&amp;location=Vadavalli&amp;minPrice=99000000000&amp;ai=huge+mall"`,
    );
  });

  it("the account menu links Saved searches", async () => {
    const { cookie } = await signedInUser();
    expect(await (await get("/profile", { cookie })).text()).toContain('href="/saved-searches"');
  });
});
