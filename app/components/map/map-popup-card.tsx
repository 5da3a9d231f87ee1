import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { placeName } from "~/domain/catalog";
import { formatLandArea, formatShortRupees, formatUnitPrice } from "~/domain/format";
import type { ListingSummary as Summary } from "~/server/listings/browse.server";
import { fill } from "~/messages/messages";
import { useLang, useMessages } from "~/messages/use-messages";

const THUMB = 128;

/** Popup card for one marker: 128 px thumbnail, price, unit price (per cent or sq ft), link and close button. */
export function MapPopupCard({ id, onClose, onLoaded }: { id: number; onClose: () => void; onLoaded: () => void }) {
  const [summary, setSummary] = useState<Summary | null>(null);
  const [failed, setFailed] = useState(false);
  const lang = useLang();
  const t = useMessages("browse").map;
  const { types, card } = useMessages("listings");

  useEffect(() => {
    const abort = new AbortController();
    setSummary(null);
    setFailed(false);
    fetch(`/listing-summary/${id}`, { signal: abort.signal })
      .then((res) => (res.ok ? (res.json() as Promise<Summary>) : Promise.reject(new Error(String(res.status)))))
      .then(setSummary)
      .catch((error: Error) => {
        if (error.name !== "AbortError") setFailed(true);
      });
    return () => abort.abort();
  }, [id]);

  // The card grew: let the popup pick a side that keeps it inside the map.
  useEffect(() => {
    if (summary || failed) onLoaded();
  }, [summary, failed, onLoaded]);

  return (
    <div className="map-popup" aria-live="polite">
      <button type="button" className="map-popup__close" onClick={onClose} aria-label={t.close}>
        <svg width="14" height="14" viewBox="0 0 15 15" aria-hidden="true">
          <path d="M4 4l7 7M11 4l-7 7" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
      {summary ? (
        <div className="map-popup__body">
          {summary.image ? (
            <img
              src={summary.image.src128}
              width={THUMB}
              height={Math.round((THUMB * summary.image.height) / Math.max(summary.image.width, 1))}
              alt={summary.title}
              className="map-popup__thumb"
            />
          ) : (
            <div className="map-popup__thumb map-popup__thumb--empty" aria-hidden="true" />
          )}
          <div className="map-popup__text">
            <p className="map-popup__title">{summary.title}</p>
            <p className="map-popup__price">{formatShortRupees(summary.price, lang)}</p>
            {formatUnitPrice(summary, lang) ? <p>{formatUnitPrice(summary, lang)}</p> : null}
            <p>
              {types[summary.type]} · {formatLandArea(summary.landArea, lang)}
              {summary.bhk > 0 ? ` · ${fill(card.bhk, { bhk: summary.bhk })}` : ""}
            </p>
            <p>{placeName(summary.area, lang)}</p>
            <Link to={`/listing/${summary.id}`} className="map-popup__link">
              {t.details}
            </Link>
          </div>
        </div>
      ) : failed ? (
        <p className="map-popup__msg">{t.popupFailed}</p>
      ) : (
        <p className="map-popup__msg">{t.popupLoading}</p>
      )}
    </div>
  );
}
