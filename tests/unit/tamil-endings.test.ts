// Tamil case endings on the words the AI-search parser knows (app/domain/search-query/tamil-endings.ts,
// docs/product.md#ai-search): "in Saravanampatti", "above 10 lakh", "within 3 acres" written as
// one word are read as the bare word plus what the ending means; nothing else is cut up.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseSearchQuery } from "~/domain/search-query/parse";
import { splitTamilEndings } from "~/domain/search-query/tamil-endings";

const KNOWN = new Set(["சரவணம்பட்டி", "வடவள்ளி", "லட்சம்", "கோடி", "ஏக்கர்", "சென்ட்", "பீளமேடு", "கடவு", "புரம்"]);
const known = (w: string) => KNOWN.has(w);

describe("Tamil case endings", () => {
  it.each([
    ["சரவணம்பட்டியில்", ["சரவணம்பட்டி"]],
    ["லட்சத்துக்கு", ["லட்சம்"]],
    ["லட்சத்துக்குள்", ["லட்சம்", "குள்"]],
    ["கோடிக்குள்", ["கோடி", "குள்"]],
    ["ஏக்கருக்குள்", ["ஏக்கர்", "குள்"]],
    ["சென்ட்டுக்கு", ["சென்ட்"]],
    ["பீளமேட்டில்", ["பீளமேடு"]],
    ["கடவில்", ["கடவு"]],
    ["புரத்தில்", ["புரம்"]],
  ])("%s is read as %j", (token, parts) => {
    expect(splitTamilEndings([token], known)).toEqual(parts);
  });

  it("leaves a word alone when the bare form is unknown, the word is known, or it is not Tamil", () => {
    expect(splitTamilEndings(["மதுரையில்", "வடவள்ளி", "villa", "3"], known)).toEqual([
      "மதுரையில்",
      "வடவள்ளி",
      "villa",
      "3",
    ]);
  });

  it("any tokens: every piece is the token itself or a known word or the 'within' ending, in order", () => {
    const tamil = fc.string({ unit: fc.constantFrom(..."சரவணம்பட்டியில்க்குள்ஏடுு்".split("")), maxLength: 14 });
    fc.assert(
      fc.property(fc.array(fc.oneof(tamil, fc.constantFrom(...KNOWN), fc.string())), (tokens) => {
        const out = splitTamilEndings(tokens, known);
        let k = 0;
        for (const token of tokens) {
          if (out[k] === token) {
            k += 1;
            continue;
          }
          expect(KNOWN.has(out[k]!), `${token} -> ${out[k]}`).toBe(true);
          k += 1;
          if (out[k] === "குள்" && token.endsWith("குள்")) k += 1;
        }
        expect(k).toBe(out.length);
      }),
    );
  });

  it("the parser reads the endings", () => {
    expect(parseSearchQuery("சரவணம்பட்டியில் 3 BHK வில்லா 1 கோடிக்குள்").filters).toEqual({
      types: ["villa"],
      locations: ["Saravanampatti"],
      bhk: 3,
      maxPrice: 10_000_000,
    });
    expect(parseSearchQuery("மனை 10 லட்சத்துக்கு மேல்").filters).toMatchObject({ minPrice: 1_000_000 });
    expect(parseSearchQuery("நிலம் 3 ஏக்கருக்குள்").filters).toMatchObject({ maxArea: 300 });
    // A place the site does not know keeps its ending and is left for the model, not guessed.
    expect(parseSearchQuery("மதுரையில் வீடு").leftover).toEqual(["மதுரையில்"]);
  });
});
