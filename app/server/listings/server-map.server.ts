// The server map's listings (docs/product.md#the-server-map): those in the map's frame when the
// URL names a view, else every match (capped like /map-data) to fit the view to.
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM } from "~/domain/catalog";
import type { Filters } from "~/domain/filters";
import { chooseView, frameBounds, parseMapView, serverMap } from "~/domain/server-map";
import type { Db } from "../db/client.server";
import { mapListings } from "./browse.server";

export async function loadServerMap(db: Db, filters: Filters, params: URLSearchParams, tileTemplate: string) {
  const asked = parseMapView(params);
  const { listings, truncated } = await mapListings(db, filters, asked ? frameBounds(asked) : undefined);
  const view = chooseView(asked, listings, { centre: MAP_DEFAULT_CENTER, zoom: MAP_DEFAULT_ZOOM });
  return { ...serverMap(params, view, listings, tileTemplate), truncated };
}
export type ServerMapData = Awaited<ReturnType<typeof loadServerMap>>;
