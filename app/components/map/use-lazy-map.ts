// One way to put a maplibre map on a page: with WebGL, once its container comes within 300 px of
// the screen, `mount` (a dynamic import, so maplibre-gl stays in its own chunk) draws it; the
// map is destroyed when the component goes. Without WebGL the state says "unavailable" and the
// page keeps its plain fallback.
// Used by the listing page's map and the listing form's picker (docs/product.md#listing-detail).
import { type RefObject, useEffect, useRef, useState } from "react";
import { useTileAttribution } from "./tile-attribution";
import { webglAvailable } from "./webgl";

export type LazyMapState = "idle" | "loading" | "ready" | "unavailable";

export function useLazyMap<T extends { destroy(): void }>(
  containerRef: RefObject<HTMLElement | null>,
  mount: (el: HTMLElement) => Promise<T>,
  /** The map is drawn again when this changes (what `mount` draws from, as one string). */
  redrawKey: string,
): { state: LazyMapState; mapRef: RefObject<T | null> } {
  useTileAttribution();
  const [state, setState] = useState<LazyMapState>("idle");
  const mapRef = useRef<T | null>(null);
  const mountRef = useRef(mount);
  mountRef.current = mount;

  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawKey says when to draw again
  useEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    if (!webglAvailable()) {
      setState("unavailable");
      return;
    }
    // "loading" shows the container, so the observer below can see it come near.
    setState("loading");
    let cancelled = false;
    const start = () => {
      mountRef
        .current(el)
        .then((map) => {
          if (cancelled) map.destroy();
          else {
            mapRef.current = map;
            setState("ready");
          }
        })
        .catch((error) => {
          console.error("map failed to load", error);
          if (!cancelled) setState("unavailable");
        });
    };
    // Most visitors never scroll that far: fetch maplibre only when the map is about to show.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: "300px" },
    );
    observer.observe(el);
    return () => {
      cancelled = true;
      observer.disconnect();
      mapRef.current?.destroy();
      mapRef.current = null;
    };
  }, [containerRef, redrawKey]);

  return { state, mapRef };
}
