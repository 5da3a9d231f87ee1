// "1 credit", "1,250 credits" in the page's language, from the credits catalogue's `count`
// (formatCount's English letter for letter: docs/product.md#formatting).
import { formatIndianNumber } from "~/domain/format";
import { fill } from "~/messages/messages";

export function creditCount(count: number, words: { one: string; many: string }): string {
  return fill(count === 1 ? words.one : words.many, { count: formatIndianNumber(count) });
}
