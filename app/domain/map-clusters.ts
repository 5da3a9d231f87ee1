// The map's count bubbles (docs/product.md#the-server-map): the live map's clustering, done on
// the server for the server map. maplibre clusters its GeoJSON source with supercluster; this is
// the same greedy rule with the same settings: at each whole zoom from CLUSTER_MAX_ZOOM down,
// each point or bubble of the zoom above (in the order the listings came, newest first) takes in
// every other within CLUSTER_RADIUS pixels of the 512 px world (mercator.ts), and the bubble sits
// at their average position, weighted by count. Past CLUSTER_MAX_ZOOM every listing is a pin.
import { type LatLng, unproject, WORLD_TILE } from "./mercator";

/** Pixels within which listings merge into one bubble (the live map's clusterRadius). */
export const CLUSTER_RADIUS = 56;
/** The last zoom with bubbles (the live map's clusterMaxZoom). */
export const CLUSTER_MAX_ZOOM = 14;

export type MapCluster<T> =
  | { kind: "point"; item: T; position: LatLng }
  | {
      kind: "cluster";
      count: number;
      position: LatLng;
      /** The first zoom at which the bubble splits (maplibre's getClusterExpansionZoom). */
      expansionZoom: number;
      items: T[];
    };

type Node<T> = {
  /** World position at zoom 0, as a fraction of the world (0..1). */
  x: number;
  y: number;
  items: T[];
  /** The zoom the bubble formed at (Infinity for a single listing). */
  formed: number;
  /** The zoom that last took this node into a group (Infinity: not yet at this zoom). */
  seen: number;
};

const fraction = ({ latitude, longitude }: LatLng) => {
  const sin = Math.sin((latitude * Math.PI) / 180);
  const y = 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
  return { x: longitude / 360 + 0.5, y: Math.min(1, Math.max(0, y)) };
};

/**
 * The pins and bubbles a map at whole `zoom` shows for `points` (in their given order).
 * `radius` and `maxZoom` default to the live map's.
 */
export function clusterPoints<T extends LatLng>(
  points: readonly T[],
  zoom: number,
  { radius = CLUSTER_RADIUS, maxZoom = CLUSTER_MAX_ZOOM }: { radius?: number; maxZoom?: number } = {},
): MapCluster<T>[] {
  let nodes: Node<T>[] = points.map((p) => ({
    ...fraction(p),
    items: [p],
    formed: Number.POSITIVE_INFINITY,
    seen: Number.POSITIVE_INFINITY,
  }));
  for (let z = maxZoom; z >= Math.floor(zoom); z--) nodes = clusterLevel(nodes, z, radius / (WORLD_TILE * 2 ** z));
  return nodes.map((n) => {
    const position = unproject(n.x * WORLD_TILE, n.y * WORLD_TILE, 0);
    if (n.items.length === 1) return { kind: "point", item: n.items[0] as T, position: n.items[0] as T };
    return { kind: "cluster", count: n.items.length, position, expansionZoom: n.formed + 1, items: n.items };
  });
}

function clusterLevel<T>(nodes: Node<T>[], zoom: number, r: number): Node<T>[] {
  const next: Node<T>[] = [];
  const r2 = r * r;
  for (const node of nodes) node.seen = Number.POSITIVE_INFINITY;
  for (const p of nodes) {
    if (p.seen <= zoom) continue;
    p.seen = zoom;
    const group = nodes.filter((b) => b.seen > zoom && (b.x - p.x) ** 2 + (b.y - p.y) ** 2 <= r2);
    if (!group.length) {
      next.push(p);
      continue;
    }
    let wx = p.x * p.items.length;
    let wy = p.y * p.items.length;
    const items = [...p.items];
    for (const b of group) {
      b.seen = zoom;
      wx += b.x * b.items.length;
      wy += b.y * b.items.length;
      items.push(...b.items);
    }
    next.push({ x: wx / items.length, y: wy / items.length, items, formed: zoom, seen: Number.POSITIVE_INFINITY });
  }
  return next;
}
