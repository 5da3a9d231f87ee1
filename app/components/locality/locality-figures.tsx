// A locality page's figures (docs/product.md#locality-pages): for each unit the page compares
// (per cent for land, per sq ft for built property), the 12-month median with its quartiles, or
// "Not enough listings yet"; the quarters' chart; the nearest localities' medians as links.
import { Link } from "@remix-run/react";
import { placeName } from "~/domain/catalog";
import { formatPerUnit, type PriceUnit } from "~/domain/format";
import { fill } from "~/messages/messages";
import { useLang, useMessages } from "~/messages/use-messages";
import { MIN_LISTINGS, type LocalityFigures as Figures } from "~/domain/price-figures";
import type { NearbyLocality } from "~/server/listings/locality-figures.server";
import { listingCount, QuarterChart, unitWord } from "./quarter-chart";

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
  const lang = useLang();
  const t = useMessages("browse").locality;
  const where = placeName(place, lang);
  const price = (value: number, unit: PriceUnit) => formatPerUnit(value, unit, lang);
  return (
    <section className="locality-figures" aria-labelledby="locality-figures-title">
      <h2 id="locality-figures-title">{fill(t.title, { place: where })}</h2>
      {groups.map((g) => {
        const name = single ?? t.groups[g.unit];
        const year = g.year;
        return (
          <div key={g.unit} className="locality-figures__group">
            <h3>
              {name}: {unitWord(g.unit, t)}
            </h3>
            {year.median === null ? (
              <p className="locality-figures__none">
                {fill(t.notEnoughLine, { count: listingCount(year.count, t), min: MIN_LISTINGS })}
              </p>
            ) : (
              <dl className="locality-figures__numbers">
                <div>
                  <dt>{t.median}</dt>
                  <dd>{price(year.median, g.unit)}</dd>
                </div>
                <div>
                  <dt>{t.quartiles}</dt>
                  <dd>
                    {fill(t.range, { low: price(year.p25 as number, g.unit), high: price(year.p75 as number, g.unit) })}
                  </dd>
                </div>
                <div>
                  <dt>{t.listings}</dt>
                  <dd>{listingCount(year.count, t)}</dd>
                </div>
              </dl>
            )}
            <QuarterChart
              quarters={g.quarters}
              unit={g.unit}
              title={fill(t.chartTitle, { unit: unitWord(g.unit, t), name: name.toLowerCase(), place: where })}
            />
          </div>
        );
      })}
      {nearby.length ? (
        <nav className="locality-figures__nearby" aria-labelledby="locality-nearby-title">
          <h3 id="locality-nearby-title">{t.nearby}</h3>
          <ul>
            {nearby.map((n) => (
              <li key={n.locality}>
                <Link to={n.href}>{placeName(n.locality, lang)}</Link>
                <span>
                  {n.medians
                    .map((m) => {
                      const figure =
                        m.median === null
                          ? t.notEnough.toLowerCase()
                          : fill(t.nearbyMedian, { price: price(m.median, m.unit) });
                      return n.medians.length > 1 ? `${t.short[m.unit]}: ${figure}` : figure;
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
