// The map view as the server draws it (docs/product.md#the-server-map): street-map tiles as plain
// images on the tile grid, price pins and count bubbles as links, zoom and pan as links, and the
// listings on the map as a list beside it. With JavaScript, maplibre (ListingsMap) takes over on
// the first pointer down, wheel or keyboard focus on the map, at the same centre and zoom, and
// the server map goes once the live one has drawn.
import { useLocation, useNavigate, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { PROPERTY_TYPE_NAMES } from "~/domain/catalog";
import { formatCount, formatIndianNumber, formatShortAmount } from "~/domain/format";
import type { Filters } from "~/domain/filters";
import { withFilters } from "~/domain/home-url";
import { homeHref } from "~/domain/locality-pages";
import { areaSearch, bboxText } from "~/domain/server-map";
import type { loader as rootLoader } from "~/root";
import type { ServerMapData } from "~/server/listings/server-map.server";
import { ListingsMap } from "./listings-map";

type Props = {
  map: ServerMapData;
  /** The page's filters (the links keep them, and the URL's other parameters). */
  filters: Filters;
  /** The filter query for /map-data. */
  query: string;
  tileUrl: string;
  listHref: string;
};

/** "failed": maplibre could not start (no WebGL); the server map stays. */
type Phase = "server" | "starting" | "live" | "failed";

const PAN_LINKS = [
  ["north", "Move north", "↑"],
  ["west", "Move west", "←"],
  ["east", "Move east", "→"],
  ["south", "Move south", "↓"],
] as const;

export function ServerMap({ map, filters, query, tileUrl, listHref }: Props) {
  const params = new URLSearchParams(withFilters(new URLSearchParams(useLocation().search), filters));
  const attribution = useRouteLoaderData<typeof rootLoader>("root")?.settings.mapTileAttribution;
  const frameRef = useRef<HTMLElement>(null);
  const [phase, setPhase] = useState<Phase>("server");
  // Set once this island has hydrated: from then on a touch starts the live map.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [moved, setMoved] = useState<{ bbox: string; latitude: number; longitude: number; zoom: number } | null>(null);
  const navigate = useNavigate();
  const live = params.get("live") === "1";

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
        Map of the properties
      </h2>
      <section
        ref={frameRef}
        className="server-map__frame"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable, so a keyboard can start the live map (its arrow keys move it)
        tabIndex={0}
        aria-label="Street map of the listings"
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
                    href={`/listing/${m.id}`}
                    className="price-marker server-map__marker"
                    style={{ left: m.dx, top: m.dy }}
                    aria-label={`₹${formatShortAmount(m.price)}, ${m.label}`}
                    data-listing-id={m.id}
                  >
                    {formatShortAmount(m.price)}
                  </a>
                ) : (
                  <a
                    key={`c${m.dx},${m.dy}`}
                    href={homeHref(m.href)}
                    className="cluster-marker server-map__marker"
                    data-size={m.count >= 50 ? "l" : m.count >= 10 ? "m" : "s"}
                    style={{ left: m.dx, top: m.dy }}
                    aria-label={`${m.count} properties: zoom in`}
                  >
                    {formatIndianNumber(m.count)}
                  </a>
                ),
              )}
            </div>
            <nav className="server-map__controls" aria-label="Move the map">
              {map.links.zoomIn ? (
                <a className="server-map__zoom" href={homeHref(map.links.zoomIn)} aria-label="Zoom in">
                  +
                </a>
              ) : null}
              {map.links.zoomOut ? (
                <a className="server-map__zoom" href={homeHref(map.links.zoomOut)} aria-label="Zoom out">
                  −
                </a>
              ) : null}
              {PAN_LINKS.map(([key, label, arrow]) => (
                <a
                  key={key}
                  className={`server-map__pan server-map__pan--${key}`}
                  href={homeHref(map.links[key])}
                  aria-label={label}
                >
                  {arrow}
                </a>
              ))}
            </nav>
            {urlMoved ? (
              <a className="server-map__search-area" href={areaHref(map.area, view, false)}>
                Search this area
              </a>
            ) : null}
            <p className="server-map__credit">{attribution ?? "© OpenStreetMap contributors"}</p>
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
            Search this area
          </button>
        ) : null}
      </section>
      <div className="server-map__list">
        <h3>
          {formatCount(map.listings.length, "property", "properties")} on the map
          {map.truncated ? " (zoom in to see all)" : ""}
        </h3>
        {map.listings.length ? (
          <ul>
            {map.listings.map((l) => (
              <li key={l.id}>
                <a href={`/listing/${l.id}`}>
                  <strong>₹{formatShortAmount(l.price)}</strong> {PROPERTY_TYPE_NAMES[l.type]} in {l.area}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p>No properties here. Zoom out or move the map.</p>
        )}
      </div>
    </section>
  );
}
