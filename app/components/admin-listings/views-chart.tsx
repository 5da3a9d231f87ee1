// Views per day for the last 30 days (docs/product.md#admin): a server-rendered SVG bar chart,
// no chart library, with the same numbers as a table for screen readers and anyone who wants
// the figures.
import { Text } from "@radix-ui/themes";
import { chartBars, type DayCount } from "~/domain/views-chart";
import { formatIndianNumber } from "~/domain/format";

const WIDTH = 600;
const HEIGHT = 120;

export function ViewsChart({ series, id }: { series: DayCount[]; id: string }) {
  const total = series.reduce((sum, d) => sum + d.count, 0);
  const max = Math.max(0, ...series.map((d) => d.count));
  const first = series[0]?.label ?? "";
  const last = series.at(-1)?.label ?? "";
  const summary = `${formatIndianNumber(total)} ${total === 1 ? "view" : "views"} from ${first} to ${last}; at most ${formatIndianNumber(max)} in one day.`;
  return (
    <figure className="views-chart" aria-labelledby={`${id}-caption`}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 1}`}
        role="img"
        aria-labelledby={`${id}-caption`}
        preserveAspectRatio="none"
      >
        <title>{summary}</title>
        {chartBars(series, WIDTH, HEIGHT).map((bar) => (
          <rect key={bar.label} className="views-chart__bar" x={bar.x} y={bar.y} width={bar.width} height={bar.height}>
            <title>{`${bar.label}: ${bar.count}`}</title>
          </rect>
        ))}
        <line className="views-chart__axis" x1={0} x2={WIDTH} y1={HEIGHT + 0.5} y2={HEIGHT + 0.5} />
      </svg>
      <figcaption id={`${id}-caption`}>
        <Text size="2" color="gray">
          {summary}
        </Text>
      </figcaption>
      <details>
        <summary>
          <Text size="2">Views per day as a table</Text>
        </summary>
        <table className="views-chart__table">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Views</th>
            </tr>
          </thead>
          <tbody>
            {series.map((d) => (
              <tr key={d.day}>
                <td>{d.label}</td>
                <td>{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
