// What a buyer does beyond browsing, in Tamil (docs/product.md#languages, decisions 0051 and
// 0052), through the whole Worker and without JavaScript: buying credits and the payment pages,
// the credit history, the reveal box and report form of the listing page, favourites, saved
// searches, the alerts' unsubscribe page and the call-back form. Each page has lang="ta", its
// Tamil title and words, and none of its catalogue's English; refused forms answer in Tamil; the
// toasts read in Tamil. The English pages stay as they were.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formatTamilDate } from "~/domain/dates";
import { CATALOGUES } from "~/messages/catalogues.server";
import type { MessageTree } from "~/messages/messages";
import { signUnsubscribe } from "~/server/alerts/unsubscribe.server";
import { DEV_APP_SECRET } from "~/server/platform/env.server";
import { fetchMock } from "../mocks/fetch";
import { RAZORPAY_ENV, razorpayMock } from "../mocks/razorpay";
import { insertOrder, successCallback } from "../helpers/credits";
import { insertListing, insertUser, unique } from "../helpers/db";
import { get, Jar, location, postForm, signInAs } from "../helpers/http";
import { insertSavedSearch } from "../helpers/alerts";
import { savedSearchRows } from "../helpers/saved-searches";
import { freshIp } from "../helpers/trust";

const { credits, saved, trust } = CATALOGUES;
const htmlLang = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
/**
 * The page as people see and hear it: without its scripts, whose data carries the `said` tables
 * (keyed by the English they translate), and without the attributes nobody reads (ids, values).
 */
const shown = (html: string) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/\s(?:id|name|value|for|form|class|href|action|aria-labelledby|aria-describedby)="[^"]*"/g, "");
/** Text as React writes it into HTML. */
const escaped = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/** Every text of a catalogue group, but the `said` table (which shows only when said). */
function texts(tree: MessageTree): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    key === "said" ? [] : typeof value === "string" ? [value] : texts(value),
  );
}

/**
 * None of these English texts shows on the page: a word alone as a text or an attribute's
 * value, a sentence anywhere, a text with placeholders by its longer pieces.
 */
function expectNoEnglish(page: string, groups: MessageTree[]) {
  const html = shown(page);
  for (const english of groups.flatMap(texts)) {
    for (const piece of english.split(/\{\w+\}/).map((p) => p.trim())) {
      if (piece.length < 4) continue;
      const text = escaped(piece);
      if (/\s/.test(piece) && piece.length >= 10) expect(html, english).not.toContain(text);
      else {
        expect(html, english).not.toContain(`>${text}<`);
        for (const attr of ["aria-label", "title", "placeholder", "alt"])
          expect(html, english).not.toContain(`${attr}="${text}"`);
      }
    }
  }
}

/** A Tamil page: 200, lang="ta", its Tamil title, and none of the English of the groups it draws. */
async function tamilPage(path: string, opts: Parameters<typeof get>[1], title: string, groups: MessageTree[]) {
  const res = await get(path, opts);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  expect(htmlLang(html)).toBe("ta");
  expect(titleOf(html)).toBe(escaped(title));
  // What the root sends every page: the heart, the favourites menu, the save dialog, the footer form.
  expectNoEnglish(html, [...groups, saved.en as MessageTree]);
  return html;
}

/**
 * Follows a redirect that set a toast, in the same jar, and returns the page that shows it as
 * drawn (its data also holds the Tamil `said` tables, which must not pass for the toast).
 */
async function followToast(res: Response, jar: Jar): Promise<string> {
  expect([302, 303]).toContain(res.status);
  const page = await get(location(res), { jar });
  return shown(await page.text());
}

const mobile = () => `+91${9_000_000_000 + Math.floor(Math.random() * 999_999_999)}`;

describe("credits in Tamil", () => {
  it("/ta/buy-credits: the packs, the balance and the title; a bad pack answers in Tamil", async () => {
    const buyer = await insertUser({ credits: 30 });
    const jar = new Jar(await signInAs(buyer.id));
    const html = await tamilPage("/ta/buy-credits", { jar }, credits.ta.buy.title, [credits.en.buy, credits.en.count]);
    expect(html).toContain("<strong>30 கிரெடிட்கள்</strong>");
    expect(html).toContain("100 கிரெடிட்கள் வாங்கு");
    expect(html).toContain("10 தொடர்பு எண்களைப் பார்க்கலாம், 5 விளம்பரங்களை இடலாம்");
    expect(html).toContain(escaped(credits.ta.buy.intro));

    const refused = await postForm("/ta/buy-credits", { packId: "pack-999" }, { jar });
    expect(location(refused)).toBe("/ta/buy-credits");
    const after = await followToast(refused, jar);
    expect(after).toContain("ஒரு கிரெடிட் தொகுப்பைத் தேர்ந்தெடுங்கள்");
    expect(after).not.toContain("Please choose a credit pack");
  });

  it("the listing's reveal box and report form, the reveal's toast and the credit history", async () => {
    const seller = await insertUser({ role: "seller", phone: mobile(), username: unique("seller") });
    const listing = await insertListing({ postedById: seller.id }, { images: 0 });
    const buyer = await insertUser({ credits: 50 });
    const jar = new Jar(await signInAs(buyer.id));

    const page = await (await get(`/ta/listing/${listing.id}`, { jar })).text();
    expect(htmlLang(page)).toBe("ta");
    expect(page).toContain("மொபைல் எண்ணைக் காட்டு");
    expect(page).toContain("ஒரு விற்பவருக்கு ஒருமுறை 10 கிரெடிட்கள் செலவாகும்; உங்களிடம் 50 உள்ளன.");
    expect(page).toContain("இந்த விளம்பரம் பற்றிப் புகார் செய்க");
    expect(page).toContain("போலியானது அல்லது தவறாக வழிநடத்துவது");
    expectNoEnglish(page, [trust.en.reveal, trust.en.report, saved.en as MessageTree]);

    const revealed = await postForm(
      `/ta/listing/${listing.id}`,
      { intent: "reveal", listingId: String(listing.id) },
      { jar },
    );
    expect(location(revealed)).toBe(`/ta/listing/${listing.id}`);
    const afterReveal = await followToast(revealed, jar);
    expect(afterReveal).toContain(credits.ta.said["Mobile number fetched successfully"]);
    expect(afterReveal).toContain(trust.ta.reveal.mobile);

    const history = await tamilPage("/ta/credit-history", { jar }, credits.ta.history.title, [
      credits.en.history,
      credits.en.count,
    ]);
    expect(history).toContain(`@${seller.username} அவர்களின் மொபைல் எண் பார்த்தது (விளம்பரம் #${listing.id})`);
    expect(shown(history)).not.toContain("Viewed mobile number");
    expect(history).toContain(formatTamilDate(Date.now()));
    expect(history).toContain("<strong>40 கிரெடிட்கள்</strong>");
  });

  it("the payment result pages, and the callback that comes back in Tamil", async () => {
    const buyer = await insertUser({ credits: 0 });
    const jar = new Jar(await signInAs(buyer.id));
    const cancelled = await insertOrder(buyer.id);
    const html = await tamilPage(`/ta/payments/${cancelled.id}?outcome=cancelled`, { jar }, credits.ta.payment.title, [
      credits.en.payment,
    ]);
    expect(html).toContain(credits.ta.payment.cancelled);
    expect(shown(html)).toContain(credits.ta.said["Payment cancelled. No money was taken."]);
    expect(html).toContain(`ஆர்டர் #${cancelled.id}: ₹1,000-க்கு 100 கிரெடிட்கள்.`);

    const paid = await insertOrder(buyer.id);
    const back = await postForm(`/payments/callback/${paid.id}?lang=ta`, await successCallback(paid.providerOrderId), {
      headers: { Origin: "https://api.razorpay.com", "Sec-Fetch-Site": "cross-site" },
    });
    expect(back.status).toBe(303);
    expect(location(back)).toBe(`/ta/payments/${paid.id}`);
    const result = shown(await (await get(location(back), { jar })).text());
    expect(result).toContain(credits.ta.payment.success);
    expect(result).toContain(credits.ta.said["Payment Successful! Credits will be added shortly."]);
    expect(result).toContain("<strong>100 கிரெடிட்கள்</strong>");
  });

  describe("with Razorpay", () => {
    beforeEach(() => razorpayMock.install());
    afterEach(() => fetchMock.reset());

    it("/ta/buy-credits goes on to the Tamil checkout, which sends the buyer back in Tamil", async () => {
      const buyer = await insertUser({ fullName: "Priya Buyer" });
      const cookie = await signInAs(buyer.id);
      const res = await postForm("/ta/buy-credits", { packId: "pack-200" }, { cookie, env: RAZORPAY_ENV });
      const path = location(res);
      expect(path).toMatch(/^\/ta\/payments\/checkout\/\d+$/);
      const id = Number(path.split("/").pop());
      const html = await tamilPage(path, { cookie, env: RAZORPAY_ENV }, credits.ta.checkout.title, [
        credits.en.checkout,
      ]);
      expect(html).toContain("200 கிரெடிட்கள் வாங்கப் பணம் செலுத்துங்கள்");
      expect(html).toContain("₹2,000 செலுத்து");
      expect(html).toContain(`name="callback_url" value="http://localhost/payments/callback/${id}?lang=ta"`);
      expect(html).toContain(`name="cancel_url" value="http://localhost/ta/payments/${id}?outcome=cancelled"`);
    });
  });
});

describe("favourites, saved searches and alerts in Tamil", () => {
  it("/ta/favourites, with the add's toast in Tamil", async () => {
    const listing = await insertListing({}, { images: 0 });
    const buyer = await insertUser();
    const jar = new Jar(await signInAs(buyer.id));
    const added = await postForm(
      "/ta/favourites",
      { listingId: String(listing.id), intent: "add", redirectTo: "/favourites" },
      { jar },
    );
    expect(location(added)).toBe("/ta/favourites");
    const html = await followToast(added, jar);
    expect(html).toContain(credits.ta.said["Added to favourites"]);
    expect(htmlLang(html)).toBe("ta");
    expect(titleOf(html)).toBe(credits.ta.favourites.title);
    expect(html).toContain(saved.ta.favourites.tellMe);
    expect(html).toContain(`>${saved.ta.favourites.removeShort}<`);
    expectNoEnglish(html, [credits.en.favourites, saved.en as MessageTree]);
  });

  it("saving a search: the page, a refused name in Tamil, the toast, the list, edit and delete", async () => {
    const buyer = await insertUser();
    const jar = new Jar(await signInAs(buyer.id));
    const searches = credits.en.searches;
    const page = await tamilPage("/ta/saved-searches/new?type=plot", { jar }, credits.ta.searches.newTitle, [searches]);
    expect(page).toContain(credits.ta.searches.notYet);
    expect(page).toContain('<li class="saved-search-chip">மனை</li>');

    const refused = await postForm("/ta/saved-searches/new?type=plot", { name: " ", query: "type=plot" }, { jar });
    expect(refused.status).toBe(400);
    const again = shown(await refused.text());
    expect(htmlLang(again)).toBe("ta");
    expect(again).toContain(saved.ta.said["Please give this search a name"]);
    expect(again).not.toContain("Please give this search a name");

    const name = `Plots ${unique()}`;
    const done = await postForm("/ta/saved-searches/new?type=plot", { name, query: "type=plot" }, { jar });
    expect(location(done)).toBe("/ta/saved-searches");
    const list = await followToast(done, jar);
    expect(list).toContain(escaped(credits.ta.said["Search saved. We will tell you when new listings match it."]));
    expect(titleOf(list)).toBe(credits.ta.searches.title);
    expect(list).toContain(credits.ta.searches.frequencies.daily);
    expect(list).toContain(`aria-label="${name}: நீக்கு"`);
    expectNoEnglish(list, [searches]);

    const [row] = await savedSearchRows(buyer.id);
    const edit = await tamilPage(`/ta/saved-searches/${row!.id}`, { jar }, `சேமித்த தேடல்: ${name}`, [searches]);
    expect(edit).toContain(credits.ta.searches.all);
    const confirm = await tamilPage(`/ta/saved-searches/${row!.id}/delete`, { jar }, credits.ta.searches.deletePage, [
      searches,
    ]);
    expect(confirm).toContain(`“${name}” நீக்கவா?`);
    const deleted = await postForm(`/ta/saved-searches/${row!.id}/delete`, {}, { jar });
    expect(await followToast(deleted, jar)).toContain(credits.ta.said["Saved search deleted"]);
  });

  it("the unsubscribe page, and its refusal, in Tamil", async () => {
    const user = await insertUser();
    const search = await insertSavedSearch(user.id, "type=plot", {
      name: "Vadavalli plots",
      lastAlertedAt: Date.now(),
    });
    const token = await signUnsubscribe(DEV_APP_SECRET, { userId: user.id, searchIds: [search.id], listingIds: [] });
    const html = await tamilPage(`/ta/alerts/unsubscribe?t=${token}`, {}, credits.ta.alerts.title, [credits.en.alerts]);
    expect(html).toContain("சேமித்த தேடல் “Vadavalli plots”");
    expect(html).toContain(credits.ta.alerts.button);

    const bad = await get("/ta/alerts/unsubscribe?t=nonsense");
    expect(bad.status).toBe(400);
    const refused = shown(await bad.text());
    expect(refused).toContain(
      credits.ta.said["This unsubscribe link does not work. Sign in to change your alerts under Saved searches."],
    );
  });
});

describe("reports and call-back requests in Tamil", () => {
  it("the report page; a report without a reason is refused in Tamil; a sent one says so in Tamil", async () => {
    const listing = await insertListing({}, { images: 0 });
    const headers = freshIp();
    const html = await tamilPage(`/ta/listing/${listing.id}/report`, { headers }, trust.ta.report.title, [
      trust.en.report,
    ]);
    expect(html).toContain(trust.ta.report.reasons["Already sold"]);

    const refused = await postForm(`/ta/listing/${listing.id}/report`, { note: "x" }, { headers });
    expect(refused.status).toBe(400);
    const again = shown(await refused.text());
    expect(again).toContain(trust.ta.said["Please choose a reason"]);
    expect(again).not.toContain("Please choose a reason");

    const jar = new Jar();
    const sent = await postForm(`/ta/listing/${listing.id}/report`, { reason: "Already sold" }, { headers, jar });
    expect(location(sent)).toBe(`/ta/listing/${listing.id}`);
    expect(await followToast(sent, jar)).toContain(trust.ta.said["Thank you. Our team will look at this listing."]);
  });

  it("the footer's form and the card's heart on every Tamil page; the call-back page and its refusal", async () => {
    await insertListing({ area: "Vadavalli" }, { images: 0 });
    const home = await (await get("/ta")).text();
    expect(home).toContain(saved.ta.callback.title);
    expect(home).toContain(saved.ta.callback.phone);
    expect(home).toContain(`aria-label="${saved.ta.favourites.signIn}"`);
    expectNoEnglish(home, [saved.en as MessageTree]);

    const headers = freshIp();
    const refused = await postForm("/ta/quick-enquiry", { name: "Ravi", phone: "12", redirectTo: "/" }, { headers });
    expect(refused.status).toBe(400);
    const html = shown(await refused.text());
    expect(htmlLang(html)).toBe("ta");
    expect(titleOf(html)).toBe(credits.ta.callback.title);
    expect(html).toContain(saved.ta.said["Please enter a valid phone number"]);
    expect(html).not.toContain("Please enter a valid phone number");

    const jar = new Jar();
    const sent = await postForm(
      "/ta/quick-enquiry",
      { name: "Ravi", phone: mobile(), redirectTo: "/" },
      { headers, jar },
    );
    expect(location(sent)).toBe("/ta");
    expect(await followToast(sent, jar)).toContain(credits.ta.said["Thank you! We will call you back soon."]);
  });
});

describe("English stays as it was", () => {
  it("the same pages in English", async () => {
    const buyer = await insertUser({ credits: 30 });
    const cookie = await signInAs(buyer.id);
    const buy = await (await get("/buy-credits", { cookie })).text();
    expect(titleOf(buy)).toBe("Buy credits | Coimbatore Properties");
    expect(buy).toContain("Buy 100 credits");
    expect(buy).toContain("10 contacts can be viewed and 5 posts can be created");
    expect(buy).toMatch(/Your balance:(<!-- -->)? <strong>30 credits<\/strong>/);
    expect(buy).not.toContain("கிரெடிட்");
    const searches = await (await get("/saved-searches", { cookie })).text();
    expect(titleOf(searches)).toBe("Saved searches");
    expect(searches).toContain("No saved searches yet. Choose some filters on the");
    const home = await (await get("/")).text();
    expect(home).toContain("Leave your number and our team will call you.");
    expect(home).not.toContain(saved.ta.callback.title);
  });
});
