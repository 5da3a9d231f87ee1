// The listing form's map without JavaScript (docs/product.md#picking-the-location-without-javascript):
// street-map tiles as plain images round the spot (or the chosen locality), and a transparent
// <input type="image"> over them: a click posts where it landed and the server sets Latitude and
// Longitude from it (applyMapPick); + and − post another zoom. Every post brings the whole form
// back, nothing saved. Once scripts run, the live picker (maplibre) takes its place.
import { useRootData } from "~/components/layout/use-root-data";
import { type PickerView, PICKER_MAX_ZOOM, PICKER_MIN_ZOOM, PICKER_SIZE, pickerDrawing } from "~/domain/location-pick";
import type { LatLng } from "~/domain/mercator";
import { useMessages } from "~/messages/use-messages";

/** A transparent 1 x 1 GIF: the image button's picture is the tiles under it. */
const CLEAR = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

type Props = {
  view: PickerView;
  spot: LatLng | null;
  tileUrl: string;
};

export function MapPick({ view, spot, tileUrl }: Props) {
  const attribution = useRootData().settings.mapTileAttribution;
  const t = useMessages("sell").location;
  const { tiles, labels, marker } = pickerDrawing(view, spot, tileUrl);
  const { width, height } = PICKER_SIZE;
  return (
    // The box shows the whole map, or on a screen narrower than the map its middle (the map keeps
    // its size, so a click's pixels stay the ones the server counts from).
    <div className="map-pick" style={{ maxWidth: width, height }}>
      <input type="hidden" name="mapLat" value={view.centre.latitude} />
      <input type="hidden" name="mapLng" value={view.centre.longitude} />
      <input type="hidden" name="mapZoom" value={view.zoom} />
      <div className="map-pick__frame" style={{ width, height, marginLeft: `min(0px, (100% - ${width}px) / 2)` }}>
        <div className="map-pick__origin" aria-hidden="true">
          {tiles.map((t) => (
            <img
              key={t.key}
              className="map-pick__tile"
              src={t.src}
              alt=""
              width={256}
              height={256}
              loading="lazy"
              decoding="async"
              style={{ left: t.left, top: t.top }}
            />
          ))}
          {labels.map((l) => (
            <span key={l.name} className="locality-label map-pick__label" style={{ left: l.dx, top: l.dy }}>
              {l.name}
            </span>
          ))}
          {marker ? <span className="map-pick__marker" style={{ left: marker.dx, top: marker.dy }} /> : null}
        </div>
        {/* The form's default button (Enter) comes before this one: see listing-form.tsx. */}
        <input
          type="image"
          name="mapPick"
          src={CLEAR}
          alt={t.clickAlt}
          width={width}
          height={height}
          formNoValidate
          className="map-pick__input"
        />
      </div>
      <div className="map-pick__zoom">
        <button
          type="submit"
          name="mapAction"
          value="in"
          formNoValidate
          disabled={view.zoom >= PICKER_MAX_ZOOM}
          aria-label={t.zoomIn}
        >
          +
        </button>
        <button
          type="submit"
          name="mapAction"
          value="out"
          formNoValidate
          disabled={view.zoom <= PICKER_MIN_ZOOM}
          aria-label={t.zoomOut}
        >
          −
        </button>
      </div>
      <p className="map-pick__credit">{attribution}</p>
    </div>
  );
}
