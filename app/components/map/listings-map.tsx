import { Link } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { placeName } from "~/domain/catalog";
import { formatIndianNumber } from "~/domain/format";
import { localisedPath } from "~/domain/language";
import { fill } from "~/messages/messages";
import { useLang, useMessages } from "~/messages/use-messages";
import type { ListingsMapController, MapMarker, MapStatus } from "./map-engine.client";
import { MapPopupCard } from "./map-popup-card";
import { useTileAttribution } from "./tile-attribution";

/**
 * Full-width map with a price marker for every matching listing. maplibre-gl is imported only
 * inside the effect (see map-engine.client.ts), so list-view pages never download it.
 * `query` is the filter query string (`type`, `location`); `listHref` is the list view link.
 */
export function ListingsMap({
  tileUrl,
  query,
  listHref,
  takeover,
}: {
  tileUrl: string;
  query: string;
  listHref: string;
  /**
   * Over the server map (docs/product.md#the-server-map): starts at its view, says when it has
   * drawn (the server map can go) or failed (the server map stays), and after each move.
   */
  takeover?: {
    start: { latitude: number; longitude: number; zoom: number };
    onIdle: () => void;
    onFailed: () => void;
    onMoveEnd: NonNullable<Parameters<typeof import("./map-engine.client").createListingsMap>[1]["onMoveEnd"]>;
  };
}) {
  useTileAttribution();
  const lang = useLang();
  const t = useMessages("browse").map;
  const { types } = useMessages("listings");
  // The markers' words, read by the engine when it draws them.
  const wordsRef = useRef({ lang, t, types });
  wordsRef.current = { lang, t, types };
  const viewOnList = useMessages("listings").filterBar.viewOnList;
  const containerRef = useRef<HTMLDivElement>(null);
  const controllerRef = useRef<ListingsMapController | null>(null);
  const queryRef = useRef(query);
  queryRef.current = query;
  const takeoverRef = useRef(takeover);
  takeoverRef.current = takeover;
  const [state, setState] = useState<"idle" | "loading" | "ready" | "failed">("idle");
  const [status, setStatus] = useState<MapStatus | null>(null);
  const [selected, setSelected] = useState<MapMarker | null>(null);
  const [offline, setOffline] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [popupNode, setPopupNode] = useState<HTMLElement | null>(null);
  const refreshPopup = useCallback(() => controllerRef.current?.refreshPopup(), []);

  useEffect(() => {
    let cancelled = false;
    setState("loading");
    setPopupNode(document.createElement("div"));
    import("./map-engine.client")
      .then(({ createListingsMap }) => {
        if (cancelled || !containerRef.current) return;
        controllerRef.current = createListingsMap(containerRef.current, {
          tileUrl,
          query: queryRef.current,
          onSelect: setSelected,
          onPopupClose: () => setSelected(null),
          onStatus: setStatus,
          onOffline: () => setOffline(true),
          avoid: () => statusRef.current,
          start: takeoverRef.current?.start,
          onIdle: () => takeoverRef.current?.onIdle(),
          onMoveEnd: (view) => takeoverRef.current?.onMoveEnd(view),
          words: {
            lang: wordsRef.current.lang,
            cluster: wordsRef.current.t.cluster,
            pin: (m, price) => {
              const { lang, t, types } = wordsRef.current;
              return fill(t.pin, { price, type: types[m.type], place: placeName(m.area, lang) });
            },
          },
        });
        setState("ready");
      })
      .catch((error) => {
        console.error("Map failed to start", error);
        if (!cancelled) setState("failed");
        takeoverRef.current?.onFailed();
      });
    return () => {
      cancelled = true;
      controllerRef.current?.destroy();
      controllerRef.current = null;
    };
  }, [tileUrl]);

  useEffect(() => {
    controllerRef.current?.setFilters(query);
  }, [query]);

  useEffect(() => {
    const controller = controllerRef.current;
    if (!controller || !popupNode) return;
    if (selected) controller.openPopup(selected, popupNode);
    else controller.closePopup();
  }, [selected, popupNode]);

  return (
    <div className={takeover ? "listings-map listings-map--takeover" : "listings-map"}>
      <div ref={containerRef} className="listings-map__canvas" data-state={state} />
      <noscript>
        <div className="listings-map__note">
          <p>{t.needsJs}</p>
          <a href={localisedPath(listHref, lang)}>{viewOnList}</a>
        </div>
      </noscript>
      {state === "loading" && !takeover ? (
        <div className="listings-map__note" role="status">
          {t.loading}
        </div>
      ) : null}
      {state === "failed" && !takeover ? (
        <div className="listings-map__note" role="alert">
          <p>{t.noWebgl}</p>
          <Link to={listHref}>{viewOnList}</Link>
        </div>
      ) : null}
      {state === "ready" && status ? (
        <p className="listings-map__status" role="status" ref={statusRef}>
          {status.error
            ? t.loadFailed
            : status.loading
              ? t.loadingProperties
              : `${fill(status.count === 1 ? t.hereOne : t.hereMany, { count: formatIndianNumber(status.count) })}${status.truncated ? t.truncated : ""}`}
          {offline ? <span className="listings-map__offline">{t.offline}</span> : null}
        </p>
      ) : null}
      {selected && popupNode
        ? createPortal(
            <MapPopupCard id={selected.id} onClose={() => setSelected(null)} onLoaded={refreshPopup} />,
            popupNode,
          )
        : null}
    </div>
  );
}
