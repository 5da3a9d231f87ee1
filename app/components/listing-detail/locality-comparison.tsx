// A public listing's price per unit against its locality's 12-month median for its type
// (docs/product.md#locality-pages), shown only when the locality has enough listings; the link
// goes to the locality page with the figures.
import { Link } from "@remix-run/react";
import { formatPerUnit, type PriceUnit } from "~/domain/format";
import { TYPE_PLURALS } from "~/domain/locality-pages";
import type { PropertyType } from "~/domain/catalog";

export type LocalityComparisonData = {
  percent: number;
  word: "below" | "above" | "at";
  locality: string;
  type: PropertyType;
  median: number;
  unit: PriceUnit;
  href: string;
};

/** "12% below the Saravanampatti median for plots" (or "At the ... median ..."). */
export function comparisonText(c: LocalityComparisonData): string {
  const median = `the ${c.locality} median for ${TYPE_PLURALS[c.type].toLowerCase()}`;
  return c.word === "at" ? `At ${median}` : `${c.percent}% ${c.word} ${median}`;
}

export function LocalityComparison({ comparison }: { comparison: LocalityComparisonData | null | undefined }) {
  if (!comparison) return null;
  return (
    <p className="locality-comparison">
      <Link to={comparison.href}>{comparisonText(comparison)}</Link> (
      {formatPerUnit(comparison.median, comparison.unit)}, last 12 months)
    </p>
  );
}
