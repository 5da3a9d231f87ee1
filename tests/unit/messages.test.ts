// The message catalogues (app/messages/, docs/product.md#languages): every Tamil entry exists,
// says something and keeps the English entry's placeholders; the English entries that repeat a
// domain table are that table letter for letter; and Tamil numbers, amounts, areas and dates read
// as docs/tamil-style.md says.
import { describe, expect, it } from "vitest";
import { LOCALITIES, LOCALITY_TAMIL, PROPERTY_TYPE_NAMES, placeName } from "~/domain/catalog";
import { formatDate, formatTamilDate, formatTamilMonthYear } from "~/domain/dates";
import { CHIP_WORDS_EN, filterChips, formatBudget, formatCents } from "~/domain/filter-chips";
import { parseFilters } from "~/domain/filters";
import { formatIndianNumber, formatLandArea, formatShortRupees, formatUnitPrice } from "~/domain/format";
import { SORT_LABELS } from "~/domain/sort";
import { CATALOGUES, messagesFor } from "~/messages/catalogues.server";
import { type MessageTree, matchTemplate, sayFrom } from "~/messages/messages";

/** Every entry of a tree as "a.b.c" -> text. */
function entries(tree: MessageTree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of entries(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const TAMIL = /[\u0B80-\u0BFF]/;

describe("the catalogues", () => {
  for (const [name, catalogue] of Object.entries(CATALOGUES)) {
    it(`${name}: Tamil has every English key and no other, each a text with the same placeholders`, () => {
      const en = entries(catalogue.en as MessageTree);
      const ta = entries(catalogue.ta as MessageTree);
      expect([...ta.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, english] of en) {
        const tamil = ta.get(key)!;
        expect(tamil.trim(), `${name}.${key}`).not.toBe("");
        expect(placeholders(tamil), `${name}.${key}`).toEqual(placeholders(english));
      }
    });
    it(`${name}: Tamil is written in Tamil (an untranslated copy of the English fails)`, () => {
      const en = entries(catalogue.en as MessageTree);
      const ta = entries(catalogue.ta as MessageTree);
      // Entries that are the same in both by docs/tamil-style.md (terms that stay English).
      const SAME = new Set(["listings.card.bhk", "listings.panel.bhk", "listing.facts.bhk"]);
      for (const key of en.keys()) {
        const full = `${name}.${key}`;
        if (!SAME.has(full)) expect(TAMIL.test(ta.get(key)!), `${full} has no Tamil`).toBe(true);
      }
    });
  }

  it(`English "said" entries are their own key, so English pages need none of them sent`, () => {
    for (const [name, catalogue] of Object.entries(CATALOGUES)) {
      const said = (catalogue.en as { said?: Record<string, string> }).said ?? {};
      for (const [english, text] of Object.entries(said)) expect(text, `${name}.said`).toBe(english);
      expect(messagesFor("en", [name as keyof typeof CATALOGUES])[name as keyof typeof CATALOGUES]).not.toHaveProperty(
        "said",
      );
    }
  });

  it("sends one language: the Tamil page's data holds no English entry and no other catalogue", () => {
    const sent = messagesFor("ta", ["layout"]);
    expect(Object.keys(sent)).toEqual(["layout"]);
    expect(JSON.stringify(sent)).not.toContain("Skip to content");
    expect(sent.layout.skipLink).toBe(CATALOGUES.layout.ta.skipLink);
  });

  it("keeps the English of the domain's own tables letter for letter", () => {
    expect(CATALOGUES.listings.en.types).toEqual(PROPERTY_TYPE_NAMES);
    expect(CATALOGUES.listings.en.chips).toEqual(CHIP_WORDS_EN);
    for (const [order, label] of Object.entries(SORT_LABELS))
      expect(CATALOGUES.listings.en.sort[order as keyof typeof SORT_LABELS]).toBe(label);
  });
});

describe("Tamil chips", () => {
  const f = (qs: string) => parseFilters(new URLSearchParams(qs));
  const words = { lang: "ta" as const, types: CATALOGUES.listings.ta.types, chips: CATALOGUES.listings.ta.chips };
  const en = { lang: "en" as const, types: CATALOGUES.listings.en.types, chips: CATALOGUES.listings.en.chips };
  it("are the English chips when given the English words", () => {
    const filters = f(
      "type=plot,villa&location=Vadavalli&minPrice=3000000&maxPrice=6000000&dtcp=1&minArea=5&facing=east",
    );
    expect(filterChips(filters, { words: en })).toEqual(filterChips(filters));
  });
  it("say types, places, amounts and areas in Tamil", () => {
    const labels = filterChips(f("type=plot&location=Saravanampatti&maxPrice=12000000&minArea=100&dtcp=1"), {
      words,
    }).map((c) => c.label);
    expect(labels).toEqual([
      "மனை",
      "Saravanampatti (சரவணம்பட்டி)",
      "₹1.2 கோடி வரை",
      "DTCP அனுமதி பெற்றது",
      "நிலம் 1 ஏக்கர் முதல்",
    ]);
    expect(formatBudget(3_000_000, "ta")).toBe("₹30 லட்சம்");
    expect(formatCents(5, "ta")).toBe("5 சென்ட்");
  });
});

describe("Tamil numbers, amounts, areas and dates", () => {
  it("group digits the Indian way in both languages", () => {
    expect(formatIndianNumber(12345678)).toBe("1,23,45,678");
  });
  it("say lakh and crore as லட்சம் and கோடி, crores grouped past a thousand", () => {
    expect(formatShortRupees(4_500_000, "ta")).toBe("₹45.00 லட்சம்");
    expect(formatShortRupees(12_000_000, "ta")).toBe("₹1.20 கோடி");
    expect(formatShortRupees(15_000_000_000, "ta")).toBe("₹1,500.00 கோடி");
    expect(formatShortRupees(75_000, "ta")).toBe("₹75.00 ஆயிரம்");
    expect(formatShortRupees(4_500_000)).toBe("₹45.00 Lakh");
  });
  it("measure land in சென்ட் and ஏக்கர், prices per சென்ட் and சதுர அடி", () => {
    expect(formatLandArea(2178, "ta")).toBe("5.00 சென்ட்");
    expect(formatLandArea(435.56 * 250, "ta")).toBe("2.50 ஏக்கர்");
    expect(formatUnitPrice({ type: "plot", price: 2_500_000, landArea: 2177.8, squareFeet: 0 }, "ta")).toBe(
      "₹5.00 லட்சம்/சென்ட்",
    );
    expect(formatUnitPrice({ type: "villa", price: 6_500_000, landArea: 0, squareFeet: 1000 }, "ta")).toBe(
      "₹6,500/சதுர அடி",
    );
  });
  it("date in India time with Tamil month names (the same in workerd, where this runs, and every browser)", () => {
    // 31 January 2025, 20:00 UTC is already 1 February in India.
    const t = Date.UTC(2025, 0, 31, 20, 0);
    expect(formatTamilDate(t)).toBe("1 பிப்ரவரி 2025");
    expect(formatTamilMonthYear(t)).toBe("பிப்ரவரி 2025");
    expect(formatDate(t)).toBe("1 February 2025");
  });
});

describe("locality names", () => {
  it("every locality has a Tamil name, written in Tamil", () => {
    for (const name of LOCALITIES) expect(LOCALITY_TAMIL[name], name).toMatch(TAMIL);
  });
  it("Tamil pages keep the common spelling with the Tamil name beside it; English pages as written", () => {
    expect(placeName("Saravanampatti", "ta")).toBe("Saravanampatti (சரவணம்பட்டி)");
    expect(placeName("Coimbatore", "ta")).toBe("Coimbatore (கோயம்புத்தூர்)");
    expect(placeName("Saravanampatti", "en")).toBe("Saravanampatti");
    expect(placeName("Near the temple", "ta")).toBe("Near the temple");
  });
});

describe("saying in the page's language what the code said in English", () => {
  const table = {
    "Email is required": "மின்னஞ்சல் தேவை",
    "{count} credits used": "{count} கிரெடிட்கள் பயன்படுத்தப்பட்டன",
    "Listing {id} of {total}": "{total} இல் {id}",
  };
  it("finds an exact entry, then a pattern with its values, else keeps the English", () => {
    expect(sayFrom("Email is required", [table])).toBe("மின்னஞ்சல் தேவை");
    expect(sayFrom("20 credits used", [undefined, table])).toBe("20 கிரெடிட்கள் பயன்படுத்தப்பட்டன");
    expect(sayFrom("Listing 4 of 9", [table])).toBe("9 இல் 4");
    expect(sayFrom("Something new", [table])).toBe("Something new");
    expect(sayFrom("toString", [table])).toBe("toString");
  });
  it("reads a pattern's punctuation as itself", () => {
    expect(matchTemplate("Price (₹{n}) is too high.", "Price (₹5) is too high.")).toEqual({ n: "5" });
    expect(matchTemplate("Price (₹{n}) is too high.", "Price (₹5) is too highX")).toBeNull();
  });
  it("every catalogue's Tamil is found for its own English", async () => {
    const { say } = await import("~/messages/catalogues.server");
    for (const [name, catalogue] of Object.entries(CATALOGUES)) {
      const said = (catalogue.ta as { said?: Record<string, string> }).said ?? {};
      for (const english of Object.keys(said))
        if (!english.includes("{")) expect(say("ta", english), `${name}: ${english}`).toBe(said[english]);
      for (const english of Object.keys(said)) expect(say("en", english)).toBe(english);
    }
  });
});
