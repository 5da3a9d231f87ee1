// Loaded by dynamic import only, so maplibre-gl stays in its own chunk (this page and the
// listing detail's map share it).
import { createPinMap, type Point } from "~/components/map/pin-map.client";
type Options = {
  center: Point;
  /** The spot already chosen, if any (a marker shows it). */
  spot: Point | null;
  tileUrl: string;
  onPick: (point: Point) => void;
};

export type LocationPickerMap = {
  /** Moves the marker (and the view, when the spot is off screen). */
  setSpot(point: Point): void;
  destroy(): void;
};

/** A map to tap (or drag the marker to) the listing's spot. */
export async function mountLocationPicker(container: HTMLElement, options: Options): Promise<LocationPickerMap> {
  const { map, marker } = await createPinMap(container, {
    center: options.spot ?? options.center,
    zoom: options.spot ? 15 : 13,
    tileUrl: options.tileUrl,
    draggable: true,
  });
  marker.getElement().setAttribute("aria-label", "The listing's spot");
  let placed = false;
  const place = (point: Point) => {
    marker.setLngLat([point.longitude, point.latitude]);
    if (!placed) {
      marker.addTo(map);
      placed = true;
    }
  };
  if (options.spot) place(options.spot);

  map.on("click", (event) => {
    const point = { latitude: event.lngLat.lat, longitude: event.lngLat.lng };
    place(point);
    options.onPick(point);
  });
  marker.on("dragend", () => {
    const at = marker.getLngLat();
    options.onPick({ latitude: at.lat, longitude: at.lng });
  });

  return {
    setSpot(point) {
      place(point);
      if (!map.getBounds().contains([point.longitude, point.latitude])) {
        map.jumpTo({ center: [point.longitude, point.latitude] });
      }
    },
    destroy() {
      map.remove();
    },
  };
}
