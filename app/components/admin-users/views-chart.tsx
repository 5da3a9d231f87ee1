import { useId } from "react";
import { formatDate } from "~/domain/dates";
import { formatIndianNumber } from "~/domain/format";
import { chartBars, type DayCount } from "~/domain/user-analytics";
import "./admin-users.css";

const WIDTH = 600;
const HEIGHT = 160;
const LABEL_SPACE = 18;

/**
 * Views per day as a server-rendered SVG bar chart (no chart library, no JavaScript). Screen
 * readers get the title, a summary and the same numbers as a visually hidden table.
 */
export function ViewsChart({ series, name }: { series: DayCount[]; name: string }) {
  const id = useId();
  const { bars, max } = chartBars(series, WIDTH, HEIGHT);
  const total = series.reduce((sum, d) => sum + d.views, 0);
  const first = series[0];
  const last = series[series.length - 1];
  const summary =
    first && last
      ? `${formatIndianNumber(total)} views from ${formatDate(first.day)} to ${formatDate(last.day)}; the busiest day had ${formatIndianNumber(max)}.`
      : "No views.";
  return (
    <figure className="admin-chart-figure">
      <svg
        className="admin-chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT + LABEL_SPACE}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{`Views per day by ${name}, last ${series.length} days`}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <line className="admin-chart__axis" x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} />
        {bars.map((bar) =>
          bar.height > 0 ? (
            <rect
              key={bar.day}
              className="admin-chart__bar"
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              rx={1}
            />
          ) : null,
        )}
        {first ? (
          <text className="admin-chart__label" x={0} y={HEIGHT + 14}>
            {formatDate(first.day)}
          </text>
        ) : null}
        {last ? (
          <text className="admin-chart__label" x={WIDTH} y={HEIGHT + 14} textAnchor="end">
            {formatDate(last.day)}
          </text>
        ) : null}
      </svg>
      <table className="visually-hidden">
        <caption>Views per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Views</th>
          </tr>
        </thead>
        <tbody>
          {series.map((d) => (
            <tr key={d.day}>
              <th scope="row">{formatDate(d.day)}</th>
              <td>{d.views}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
