// The median price per unit for each of the last 8 quarters (docs/product.md#locality-pages): a
// server-rendered SVG bar chart drawn like the admin's views chart (same bar layout and styles),
// with a title, a summary and the figures as a table. No JavaScript.
import { Text } from "@radix-ui/themes";
import { useId } from "react";
import { type PriceUnit, formatPerUnit, formatIndianNumber } from "~/domain/format";
import { fill } from "~/messages/messages";
import { useLang, useMessages } from "~/messages/use-messages";
import type { QuarterFigures } from "~/domain/price-figures";
import { chartBars } from "~/domain/views-chart";

const WIDTH = 600;
const HEIGHT = 140;
const LABEL_SPACE = 18;

export function QuarterChart({
  quarters,
  unit,
  title,
}: {
  quarters: QuarterFigures[];
  unit: PriceUnit;
  title: string;
}) {
  const id = useId();
  const lang = useLang();
  const t = useMessages("browse").locality;
  const price = (value: number) => formatPerUnit(value, unit, lang);
  const label = (q: QuarterFigures | undefined) => (q ? quarterName(q.label, t.quarters) : "");
  // The views chart's layout: one slot per quarter, a bar for each quarter with figures.
  const bars = chartBars(
    quarters.map((q) => ({ day: q.start, views: q.median ?? 0 })),
    WIDTH,
    HEIGHT,
  );
  const shown = quarters.filter((q) => q.median !== null);
  const first = quarters[0];
  const last = quarters.at(-1);
  const summary = shown.length
    ? fill(t.chartSummary, {
        unit: unitWord(unit, t),
        shown: shown.length,
        total: quarters.length,
        first: price(shown[0]?.median as number),
        firstLabel: label(shown[0]),
        last: price(shown.at(-1)?.median as number),
        lastLabel: label(shown.at(-1)),
      })
    : fill(t.chartNone, { total: quarters.length });
  return (
    <figure className="views-chart locality-chart" aria-labelledby={`${id}-title`}>
      {shown.length ? (
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT + LABEL_SPACE}`}
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          <line className="views-chart__axis" x1={0} x2={WIDTH} y1={HEIGHT + 0.5} y2={HEIGHT + 0.5} />
          {bars.map((bar, i) =>
            bar.height > 0 ? (
              <rect
                key={bar.day}
                className="views-chart__bar"
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                rx={1}
              >
                <title>{`${label(quarters[i])}: ${price(bar.views)}`}</title>
              </rect>
            ) : null,
          )}
          {first ? (
            <text className="views-chart__label" x={0} y={HEIGHT + 14}>
              {label(first)}
            </text>
          ) : null}
          {last ? (
            <text className="views-chart__label" x={WIDTH} y={HEIGHT + 14} textAnchor="end">
              {label(last)}
            </text>
          ) : null}
        </svg>
      ) : null}
      <figcaption aria-hidden={shown.length ? "true" : undefined}>
        <Text size="2" color="gray">
          {summary}
        </Text>
      </figcaption>
      <details>
        <summary>
          <Text size="2">{t.asTable}</Text>
        </summary>
        <table className="views-chart__table locality-chart__table">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t.quarter}</th>
              <th scope="col">{t.listings}</th>
              <th scope="col">{t.p25}</th>
              <th scope="col">{t.median}</th>
              <th scope="col">{t.p75}</th>
            </tr>
          </thead>
          <tbody>
            {quarters.map((q) => (
              <tr key={q.start}>
                <th scope="row">{label(q)}</th>
                <td>{listingCount(q.count, t)}</td>
                {q.median === null ? (
                  <td colSpan={3}>{t.notEnoughShort}</td>
                ) : (
                  <>
                    <td>{price(q.p25 as number)}</td>
                    <td>{price(q.median)}</td>
                    <td>{price(q.p75 as number)}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** The words of the locality figures (the browse catalogue's `locality`). */
type Words = {
  perCent: string;
  perSqft: string;
  listingOne: string;
  listingMany: string;
  quarters: Readonly<Record<string, string>>;
};

export function unitWord(unit: PriceUnit, t?: Words): string {
  if (t) return unit === "cent" ? t.perCent : t.perSqft;
  return unit === "cent" ? "price per cent" : "price per sq ft";
}

/** "3 listings" / "1 listing" in the page's language. */
export function listingCount(count: number, t: Words): string {
  return fill(count === 1 ? t.listingOne : t.listingMany, { count: formatIndianNumber(count) });
}

/** "Jan–Mar 2025" in the page's language (the months' part from the catalogue). */
export function quarterName(label: string, quarters: Words["quarters"]): string {
  const [months = "", year = ""] = label.split(" ");
  const said = Object.hasOwn(quarters, months) ? quarters[months] : undefined;
  return said ? `${said} ${year}` : label;
}
