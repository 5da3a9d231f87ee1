// A locality page's figures (docs/product.md#locality-pages): for each unit the page compares
// (per cent for land, per sq ft for built property), the 12-month median with its quartiles, or
// "Not enough listings yet"; the quarters' chart; the nearest localities' medians as links.
import { Link } from "@remix-run/react";
import { formatCount, formatPerUnit, type PriceUnit } from "~/domain/format";
import { MIN_LISTINGS, type LocalityFigures as Figures } from "~/domain/price-figures";
import type { NearbyLocality } from "~/server/listings/locality-figures.server";
import { QuarterChart, unitWord } from "./quarter-chart";

const GROUP_NAMES: Record<PriceUnit, string> = {
  cent: "Plots and land",
  sqft: "Houses, apartments, villas and commercial",
};

const SHORT_NAMES: Record<PriceUnit, string> = { cent: "land", sqft: "built" };

export const NOT_ENOUGH = "Not enough listings yet";

export function LocalityFigures({
  place,
  groups,
  nearby,
  single,
}: {
  place: string;
  groups: Figures[];
  nearby: NearbyLocality[];
  /** A page of one type: its group needs no name of its own. */
  single: string | null;
}) {
  return (
    <section className="locality-figures" aria-labelledby="locality-figures-title">
      <h2 id="locality-figures-title">Prices in {place}, last 12 months</h2>
      {groups.map((g) => {
        const name = single ?? GROUP_NAMES[g.unit];
        const year = g.year;
        return (
          <div key={g.unit} className="locality-figures__group">
            <h3>
              {name}: {unitWord(g.unit)}
            </h3>
            {year.median === null ? (
              <p className="locality-figures__none">
                {NOT_ENOUGH} ({formatCount(year.count, "listing")} in the last 12 months; figures start at{" "}
                {MIN_LISTINGS}).
              </p>
            ) : (
              <dl className="locality-figures__numbers">
                <div>
                  <dt>Median</dt>
                  <dd>{formatPerUnit(year.median, g.unit)}</dd>
                </div>
                <div>
                  <dt>25th to 75th percentile</dt>
                  <dd>
                    {formatPerUnit(year.p25 as number, g.unit)} to {formatPerUnit(year.p75 as number, g.unit)}
                  </dd>
                </div>
                <div>
                  <dt>Listings</dt>
                  <dd>{formatCount(year.count, "listing")}</dd>
                </div>
              </dl>
            )}
            <QuarterChart
              quarters={g.quarters}
              unit={g.unit}
              title={`Median ${unitWord(g.unit)} of ${name.toLowerCase()} in ${place}, last 8 quarters`}
            />
          </div>
        );
      })}
      {nearby.length ? (
        <nav className="locality-figures__nearby" aria-labelledby="locality-nearby-title">
          <h3 id="locality-nearby-title">Nearby localities</h3>
          <ul>
            {nearby.map((n) => (
              <li key={n.locality}>
                <Link to={n.href}>{n.locality}</Link>
                <span>
                  {n.medians
                    .map((m) => {
                      const figure =
                        m.median === null ? NOT_ENOUGH.toLowerCase() : `median ${formatPerUnit(m.median, m.unit)}`;
                      return n.medians.length > 1 ? `${SHORT_NAMES[m.unit]}: ${figure}` : figure;
                    })
                    .join(" · ")}
                </span>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
