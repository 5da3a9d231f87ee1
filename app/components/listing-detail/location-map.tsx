// The listing's position on a map. maplibre-gl (~300 KB gzipped) is fetched only here, on the
// client, once the map scrolls near the viewport; without JavaScript or WebGL the plain
// OpenStreetMap link is all there is.
import { Heading, Link, Text } from "@radix-ui/themes";
import { useRef } from "react";
import { useLazyMap } from "~/components/map/use-lazy-map";
import { fill } from "~/messages/messages";
import { useMessages } from "~/messages/use-messages";

type Props = { latitude: number; longitude: number; tileUrl: string; osmHref: string; label: string };

export function LocationMap({ latitude, longitude, tileUrl, osmHref, label }: Props) {
  const t = useMessages("listing");
  const containerRef = useRef<HTMLElement>(null);
  const { state } = useLazyMap(
    containerRef,
    (el) =>
      import("./location-map.client").then(({ mountLocationMap }) =>
        mountLocationMap(el, { latitude, longitude, tileUrl, label }),
      ),
    `${latitude},${longitude},${tileUrl},${label}`,
  );

  return (
    <section className="listing-section" aria-labelledby="location-heading">
      <Heading as="h2" size="5" id="location-heading" mb="3">
        {t.sections.location}
      </Heading>
      <section
        ref={containerRef}
        className="listing-map"
        data-state={state}
        aria-label={fill(t.map.showing, { label })}
      />
      <Text as="p" size="2" mt="2">
        <Link href={osmHref} target="_blank" rel="noopener noreferrer">
          {t.map.openOsm}
        </Link>{" "}
        <Text color="gray">
          ({latitude.toFixed(5)}, {longitude.toFixed(5)})
        </Text>
      </Text>
    </section>
  );
}
