// The list's map view (docs/product.md#the-server-map) as an island (decision 0050): its code,
// the server map, the live map's shell and its popup card, is not part of the list view's
// JavaScript. The browser loads it with the map view and hydrates the map when it arrives; the
// server renders it in place.
import { island } from "~/components/layout/island";

export const ServerMapIsland = island("map", () => import("./server-map").then((m) => m.ServerMap));
