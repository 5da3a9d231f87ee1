// Places asked for that are no locality (docs/product.md#never-a-dead-end): "plots in Kallimadai"
// names Kallimadai in the answer instead of dropping it silently.
import { isLocalityWord } from "../locality-match";
import type { ParsedSearchQuery } from "./parse";
import { tokenize } from "./tokens";

const PLACE_WORDS = new Set(["in", "at", "near", "around"]);

/**
 * The words right after "in", "at", "near" or "around" that the parser could not place and
 * that look like a name (letters only, 4 or more), capitalised: "Kallimadai". Words about
 * religion, caste or community never count (they are not in `leftover`).
 */
export function unknownPlacesAsked(text: string, parsed: ParsedSearchQuery): string[] {
  const tokens = tokenize(text.slice(0, 500));
  const leftover = new Set(parsed.leftover);
  const places: string[] = [];
  for (let i = 1; i < tokens.length; i++) {
    const word = tokens[i]!;
    if (!PLACE_WORDS.has(tokens[i - 1]!) || !leftover.has(word) || !/^[a-z]{4,}$/.test(word)) continue;
    if (isLocalityWord(word)) continue;
    const name = word.charAt(0).toUpperCase() + word.slice(1);
    if (!places.includes(name)) places.push(name);
  }
  return places;
}
