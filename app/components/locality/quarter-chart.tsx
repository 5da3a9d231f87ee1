// The median price per unit for each of the last 8 quarters (docs/product.md#locality-pages): a
// server-rendered SVG bar chart drawn like the admin's views chart (same bar layout and styles),
// with a title, a summary and the figures as a table. No JavaScript.
import { Text } from "@radix-ui/themes";
import { useId } from "react";
import { type PriceUnit, formatPerUnit, formatCount } from "~/domain/format";
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
    ? `Median ${unitWord(unit)} in ${shown.length} of the last ${quarters.length} quarters with enough listings, from ${formatPerUnit(shown[0]?.median as number, unit)} (${shown[0]?.label}) to ${formatPerUnit(shown.at(-1)?.median as number, unit)} (${shown.at(-1)?.label}).`
    : `No quarter of the last ${quarters.length} had enough listings for a median.`;
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
                <title>{`${quarters[i]?.label}: ${formatPerUnit(bar.views, unit)}`}</title>
              </rect>
            ) : null,
          )}
          {first ? (
            <text className="views-chart__label" x={0} y={HEIGHT + 14}>
              {first.label}
            </text>
          ) : null}
          {last ? (
            <text className="views-chart__label" x={WIDTH} y={HEIGHT + 14} textAnchor="end">
              {last.label}
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
          <Text size="2">Prices per quarter as a table</Text>
        </summary>
        <table className="views-chart__table locality-chart__table">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Quarter</th>
              <th scope="col">Listings</th>
              <th scope="col">25th percentile</th>
              <th scope="col">Median</th>
              <th scope="col">75th percentile</th>
            </tr>
          </thead>
          <tbody>
            {quarters.map((q) => (
              <tr key={q.start}>
                <th scope="row">{q.label}</th>
                <td>{formatCount(q.count, "listing")}</td>
                {q.median === null ? (
                  <td colSpan={3}>Not enough listings</td>
                ) : (
                  <>
                    <td>{formatPerUnit(q.p25 as number, unit)}</td>
                    <td>{formatPerUnit(q.median, unit)}</td>
                    <td>{formatPerUnit(q.p75 as number, unit)}</td>
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

export function unitWord(unit: PriceUnit): string {
  return unit === "cent" ? "price per cent" : "price per sq ft";
}
