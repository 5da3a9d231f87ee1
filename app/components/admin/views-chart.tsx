// Views per day over the last 30 days (docs/product.md#admin), shared by the listing and the
// user analytics pages: a server-rendered SVG bar chart (no chart library, no JavaScript) with
// a title, a one-line summary and the same numbers as a table anyone can open.
import { Text } from "@radix-ui/themes";
import { useId } from "react";
import { formatIndianNumber } from "~/domain/format";
import { chartBars, type DayCount } from "~/domain/views-chart";
import { fill } from "~/messages/messages";
import { useLang } from "~/messages/use-messages";
import { adminDate, countText, useAdminWords } from "./admin-words";

const WIDTH = 600;
const HEIGHT = 140;
const LABEL_SPACE = 18;

/** `title` names the chart for screen readers, e.g. "Views per day of listing #12, last 30 days". */
export function ViewsChart({ series, title }: { series: DayCount[]; title: string }) {
  const id = useId();
  const words = useAdminWords();
  const t = words.chart;
  const lang = useLang();
  const viewsText = (n: number) => countText(words, n, "view");
  const formatDate = (day: number) => adminDate(day, lang);
  const total = series.reduce((sum, d) => sum + d.views, 0);
  const max = Math.max(0, ...series.map((d) => d.views));
  const first = series[0];
  const last = series.at(-1);
  const span = first && last ? fill(t.span, { from: formatDate(first.day), to: formatDate(last.day) }) : "";
  const summary =
    total === 0
      ? fill(t.noViews, { span })
      : fill(t.summary, { views: viewsText(total), span, max: formatIndianNumber(max) });
  return (
    <figure className="views-chart" aria-labelledby={`${id}-title`}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + LABEL_SPACE}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <line className="views-chart__axis" x1={0} x2={WIDTH} y1={HEIGHT + 0.5} y2={HEIGHT + 0.5} />
        {chartBars(series, WIDTH, HEIGHT).map((bar) =>
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
              <title>{`${formatDate(bar.day)}: ${viewsText(bar.views)}`}</title>
            </rect>
          ) : null,
        )}
        {first ? (
          <text className="views-chart__label" x={0} y={HEIGHT + 14}>
            {formatDate(first.day)}
          </text>
        ) : null}
        {last ? (
          <text className="views-chart__label" x={WIDTH} y={HEIGHT + 14} textAnchor="end">
            {formatDate(last.day)}
          </text>
        ) : null}
      </svg>
      {/* The same sentence is the chart's description above: shown here, read once. */}
      <figcaption aria-hidden="true">
        <Text size="2" color="gray">
          {summary}
        </Text>
      </figcaption>
      <details>
        <summary>
          <Text size="2">{t.asTable}</Text>
        </summary>
        <table className="views-chart__table">
          <caption>{t.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.day}</th>
              <th scope="col">{t.views}</th>
            </tr>
          </thead>
          <tbody>
            {series.map((d) => (
              <tr key={d.day}>
                <th scope="row">{formatDate(d.day)}</th>
                <td>{formatIndianNumber(d.views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
