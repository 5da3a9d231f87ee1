// The listing's position on a map. maplibre-gl (~300 KB gzipped) is fetched only here, on the
// client, once the map scrolls near the viewport; without JavaScript or WebGL the plain
// OpenStreetMap link is all there is.
import { Heading, Link, Text } from "@radix-ui/themes";
import { useEffect, useRef, useState } from "react";
import "./listing.css";

type Props = { latitude: number; longitude: number; tileUrl: string; osmHref: string; label: string };

function hasWebGL(): boolean {
  try {
    const canvas = document.createElement("canvas");
    return Boolean(canvas.getContext("webgl2") || canvas.getContext("webgl"));
  } catch {
    return false;
  }
}

export function LocationMap({ latitude, longitude, tileUrl, osmHref, label }: Props) {
  const containerRef = useRef<HTMLElement>(null);
  const [state, setState] = useState<"idle" | "loading" | "ready" | "unavailable">("idle");

  useEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    if (!hasWebGL()) {
      setState("unavailable");
      return;
    }
    setState("loading");
    let cancelled = false;
    let destroy: (() => void) | undefined;
    const start = () => {
      import("./location-map.client")
        .then(({ mountLocationMap }) => mountLocationMap(el, { latitude, longitude, tileUrl, label }))
        .then((remove) => {
          if (cancelled) remove();
          else {
            destroy = remove;
            setState("ready");
          }
        })
        .catch((error) => {
          console.error("map failed to load", error);
          if (!cancelled) setState("unavailable");
        });
    };
    // Wait until the map is close to the viewport: most visitors never scroll that far.
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
      destroy?.();
    };
  }, [latitude, longitude, tileUrl, label]);

  return (
    <section className="listing-section" aria-labelledby="location-heading">
      <Heading as="h2" size="5" id="location-heading" mb="3">
        Location
      </Heading>
      <section ref={containerRef} className="listing-map" data-state={state} aria-label={`Map showing ${label}`} />
      <Text as="p" size="2" mt="2">
        <Link href={osmHref} target="_blank" rel="noopener noreferrer">
          Open in OpenStreetMap
        </Link>{" "}
        <Text color="gray">
          ({latitude.toFixed(5)}, {longitude.toFixed(5)})
        </Text>
      </Text>
    </section>
  );
}
