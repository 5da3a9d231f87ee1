// The map view as the server draws it (docs/product.md#the-server-map): street-map tiles as plain
// images on the tile grid, price pins and count bubbles as links, zoom and pan as links, and the
// listings on the map as a list beside it. With JavaScript, maplibre (ListingsMap) takes over on
// the first pointer down, wheel or keyboard focus on the map, at the same centre and zoom, and
// the server map goes once the live one has drawn.
import { useLocation, useNavigate, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { type PropertyType, placeName } from "~/domain/catalog";
import { formatIndianNumber, formatShortAmount } from "~/domain/format";
import type { Filters } from "~/domain/filters";
import { withFilters } from "~/domain/home-url";
import { homeHref } from "~/domain/locality-pages";
import { localisedPath } from "~/domain/language";
import { areaSearch, bboxText } from "~/domain/server-map";
import type { loader as rootLoader } from "~/root";
import type { ServerMapData } from "~/server/listings/server-map.server";
import { fill } from "~/messages/messages";
import { useLang, useMessages } from "~/messages/use-messages";
import { ListingsMap } from "./listings-map";
import { localAttribution } from "./tile-attribution";
import { useSharpTiles } from "./use-sharp-tiles";

type Props = {
  map: ServerMapData;
  /** The page's filters (the links keep them, and the URL's other parameters). */
  filters: Filters;
  /** The filter query for /map-data. */
  query: string;
  tileUrl: string;
  listHref: string;
};

/** The street map's credit when none is configured (the server's default says the same). */
const OSM_CREDIT = "© OpenStreetMap contributors";

/** "failed": maplibre could not start (no WebGL); the server map stays. */
type Phase = "server" | "starting" | "live" | "failed";

const PAN_LINKS = [
  ["north", "↑"],
  ["west", "←"],
  ["east", "→"],
  ["south", "↓"],
] as const;

export function ServerMap({ map, filters, query, tileUrl, listHref }: Props) {
  const params = new URLSearchParams(withFilters(new URLSearchParams(useLocation().search), filters));
  const attribution = useRouteLoaderData<typeof rootLoader>("root")?.settings.mapTileAttribution;
  const frameRef = useRef<HTMLElement>(null);
  const [phase, setPhase] = useState<Phase>("server");
  // Set once this island has hydrated: from then on a touch starts the live map.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  // The server sends 256 px tiles only; dense screens get the `@2x` ones after the page's load.
  const sharp = useSharpTiles(map.tiles.some((t) => t.srcSet));
  const [moved, setMoved] = useState<{ bbox: string; latitude: number; longitude: number; zoom: number } | null>(null);
  const navigate = useNavigate();
  const live = params.get("live") === "1";
  const lang = useLang();
  // Plain links (they work before the island hydrates) stay in the page's language.
  const inLang = (path: string) => localisedPath(path, lang);
  // A pin's words: its price, type and place in the page's language.
  const pinLabel = (m: { price: number; type: PropertyType; area: string }) =>
    fill(t.pin, { price: `₹${formatShortAmount(m.price, lang)}`, type: types[m.type], place: placeName(m.area, lang) });
  const t = useMessages("browse").map;
  const { types } = useMessages("listings");

  // Start maplibre on the first touch of the map (not of a pin: a pin stays a link), or at once
  // with live=1 (docs/product.md#the-server-map).
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || phase !== "server" || !tileUrl) return;
    const start = () => setPhase("starting");
    if (live) {
      start();
      return;
    }
    const onPointer = (event: Event) => {
      if (!(event.target as Element).closest("a")) start();
    };
    const onFocus = (event: FocusEvent) => {
      if (event.target === frame) start();
    };
    frame.addEventListener("pointerdown", onPointer);
    frame.addEventListener("wheel", start, { passive: true });
    frame.addEventListener("focusin", onFocus);
    return () => {
      frame.removeEventListener("pointerdown", onPointer);
      frame.removeEventListener("wheel", start);
      frame.removeEventListener("focusin", onFocus);
    };
  }, [phase, live, tileUrl]);

  const view = { latitude: map.centre.latitude, longitude: map.centre.longitude, zoom: map.zoom };
  const areaHref = (bbox: string, at: { latitude: number; longitude: number; zoom: number }, withLive: boolean) =>
    homeHref(
      areaSearch(
        params,
        bbox,
        { centre: { latitude: at.latitude, longitude: at.longitude }, zoom: Math.round(at.zoom) },
        withLive,
      ),
    );
  const urlMoved = params.has("lat") && params.get("bbox") !== map.area;

  return (
    <section className="server-map" aria-labelledby="server-map-title">
      <h2 id="server-map-title" className="visually-hidden">
        {t.title}
      </h2>
      <section
        ref={frameRef}
        className="server-map__frame"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable, so a keyboard can start the live map (its arrow keys move it)
        tabIndex={0}
        aria-label={t.frame}
        data-phase={phase}
        data-ready={ready ? "" : undefined}
        data-lat={map.centre.latitude}
        data-lng={map.centre.longitude}
        data-z={map.zoom}
      >
        {/* Gone once the live map has drawn: its pins are the ones to find and press. */}
        {phase === "live" ? null : (
          <div className="server-map__paper">
            <div className="server-map__origin">
              {map.tiles.map((t) => (
                <img
                  key={`${t.x}/${t.y}/${t.left}`}
                  className={t.near ? "server-map__tile" : "server-map__tile server-map__tile--wide"}
                  src={t.src}
                  srcSet={sharp ? t.srcSet : undefined}
                  alt=""
                  width={256}
                  height={256}
                  loading={t.near ? undefined : "lazy"}
                  // Lower-case: React 18 does not know the camel-case prop.
                  {...(t.first ? { fetchpriority: "high" } : { decoding: "async" as const })}
                  style={{ left: t.left, top: t.top }}
                />
              ))}
              {map.labels.map((l) => (
                <span
                  key={l.name}
                  className="locality-label server-map__label"
                  style={{ left: l.dx, top: l.dy }}
                  aria-hidden="true"
                >
                  {l.name}
                </span>
              ))}
              {map.markers.map((m) =>
                m.kind === "pin" ? (
                  <a
                    key={`p${m.id}`}
                    href={inLang(`/listing/${m.id}`)}
                    className="price-marker server-map__marker"
                    style={{ left: m.dx, top: m.dy }}
                    aria-label={pinLabel(m)}
                    data-listing-id={m.id}
                  >
                    {formatShortAmount(m.price, lang)}
                  </a>
                ) : (
                  <a
                    key={`c${m.dx},${m.dy}`}
                    href={inLang(homeHref(m.href))}
                    className="cluster-marker server-map__marker"
                    data-size={m.count >= 50 ? "l" : m.count >= 10 ? "m" : "s"}
                    style={{ left: m.dx, top: m.dy }}
                    aria-label={fill(t.cluster, { count: m.count })}
                  >
                    {formatIndianNumber(m.count)}
                  </a>
                ),
              )}
            </div>
            <nav className="server-map__controls" aria-label={t.controls}>
              {map.links.zoomIn ? (
                <a className="server-map__zoom" href={inLang(homeHref(map.links.zoomIn))} aria-label={t.zoomIn}>
                  +
                </a>
              ) : null}
              {map.links.zoomOut ? (
                <a className="server-map__zoom" href={inLang(homeHref(map.links.zoomOut))} aria-label={t.zoomOut}>
                  −
                </a>
              ) : null}
              {PAN_LINKS.map(([key, arrow]) => (
                <a
                  key={key}
                  className={`server-map__pan server-map__pan--${key}`}
                  href={inLang(homeHref(map.links[key]))}
                  aria-label={t.pan[key]}
                >
                  {arrow}
                </a>
              ))}
            </nav>
            {urlMoved ? (
              <a className="server-map__search-area" href={inLang(areaHref(map.area, view, false))}>
                {t.searchArea}
              </a>
            ) : null}
            <p className="server-map__credit">{localAttribution(attribution ?? OSM_CREDIT, lang)}</p>
          </div>
        )}
        {phase === "starting" || phase === "live" ? (
          <div className="server-map__live">
            <ListingsMap
              tileUrl={tileUrl}
              query={query}
              listHref={listHref}
              takeover={{
                start: view,
                onIdle: () => {
                  setPhase("live");
                  // A keyboard that started the map goes on into it.
                  if (document.activeElement === frameRef.current) {
                    frameRef.current?.querySelector<HTMLElement>(".maplibregl-canvas")?.focus();
                  }
                },
                onFailed: () => setPhase("failed"),
                onMoveEnd: (v) =>
                  setMoved({
                    ...v,
                    bbox: bboxText({ west: v.bbox[0], south: v.bbox[1], east: v.bbox[2], north: v.bbox[3] }),
                  }),
              }}
            />
          </div>
        ) : null}
        {phase === "live" && moved ? (
          <button
            type="button"
            className="server-map__search-area"
            onClick={() => navigate(areaHref(moved.bbox, moved, true))}
          >
            {t.searchArea}
          </button>
        ) : null}
      </section>
      <div className="server-map__list">
        <h3>
          {fill(map.count === 1 ? t.onMapOne : t.onMapMany, { count: formatIndianNumber(map.count) })}
          {map.truncated ? t.truncated : ""}
        </h3>
        {map.markers.length ? (
          // The map's own marks, in words: each pin a listing, each bubble a link that zooms in on
          // it, so a keyboard and a screen reader have what the map shows, not hundreds of rows.
          <ul>
            {map.markers.map((m) =>
              m.kind === "pin" ? (
                <li key={`p${m.id}`}>
                  <a href={inLang(`/listing/${m.id}`)}>
                    <strong>₹{formatShortAmount(m.price, lang)}</strong>{" "}
                    {fill(t.typeIn, { type: types[m.type], place: placeName(m.area, lang) })}
                  </a>
                </li>
              ) : (
                <li key={`c${m.dx},${m.dy}`}>
                  <a href={inLang(homeHref(m.href))}>
                    {fill(t.clusterNear, { count: formatIndianNumber(m.count), place: placeName(m.area, lang) })}
                  </a>
                </li>
              ),
            )}
          </ul>
        ) : (
          <p>{t.none}</p>
        )}
      </div>
    </section>
  );
}
