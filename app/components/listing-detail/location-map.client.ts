// Loaded by dynamic import only, so maplibre-gl stays in its own chunk.
import { createPinMap } from "~/components/map/pin-map.client";

type Options = { latitude: number; longitude: number; tileUrl: string; label: string };

/** A raster map with the listing's pin. */
export async function mountLocationMap(container: HTMLElement, { latitude, longitude, tileUrl, label }: Options) {
  const { map, marker } = await createPinMap(container, { center: { latitude, longitude }, zoom: 15, tileUrl });
  marker.setLngLat([longitude, latitude]).addTo(map);
  marker.getElement().setAttribute("aria-label", label);
  return { destroy: () => map.remove() };
}
