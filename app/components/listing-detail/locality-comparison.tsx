// A public listing's price per unit against its locality's 12-month median for its type
// (docs/product.md#locality-pages), shown only when the locality has enough listings; the link
// goes to the locality page with the figures.
import { Link } from "@remix-run/react";
import { formatPerUnit, type PriceUnit } from "~/domain/format";
import { placeName, type PropertyType } from "~/domain/catalog";
import type { Lang } from "~/domain/language";
import { TYPE_PLURALS } from "~/domain/locality-pages";
import { fill } from "~/messages/messages";
import { useLang, useMessages } from "~/messages/use-messages";

export type LocalityComparisonData = {
  percent: number;
  word: "below" | "above" | "at";
  locality: string;
  type: PropertyType;
  median: number;
  unit: PriceUnit;
  href: string;
};

/** The comparison's words: the listing catalogue's `comparison` and the list's plural type names. */
export type ComparisonWords = {
  lang: Lang;
  plurals: Record<PropertyType, string>;
  comparison: { at: string; below: string; above: string };
};

/** "12% below the Saravanampatti median for plots" (or "At the ... median ..."); in `words`' language. */
export function comparisonText(c: LocalityComparisonData, words?: ComparisonWords): string {
  if (!words) {
    const median = `the ${c.locality} median for ${TYPE_PLURALS[c.type].toLowerCase()}`;
    return c.word === "at" ? `At ${median}` : `${c.percent}% ${c.word} ${median}`;
  }
  return fill(words.comparison[c.word], {
    percent: c.percent,
    locality: placeName(c.locality, words.lang),
    types: words.plurals[c.type].toLowerCase(),
  });
}

export function LocalityComparison({ comparison }: { comparison: LocalityComparisonData | null | undefined }) {
  const lang = useLang();
  const { plurals } = useMessages("listings");
  const t = useMessages("listing").comparison;
  if (!comparison) return null;
  return (
    <p className="locality-comparison">
      <Link to={comparison.href}>{comparisonText(comparison, { lang, plurals, comparison: t })}</Link>{" "}
      {fill(t.tail, { price: formatPerUnit(comparison.median, comparison.unit, lang) })}
    </p>
  );
}
