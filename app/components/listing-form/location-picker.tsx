// Latitude and Longitude (docs/product.md#listings): two text fields that always work, and with
// JavaScript a small map to tap the spot and a "Use my location" button. maplibre-gl is fetched
// only when the map comes near the screen. Without JavaScript the server draws a map to click
// instead (map-pick.tsx, docs/product.md#picking-the-location-without-javascript).
import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { Button, Flex, Grid, Text } from "@radix-ui/themes";
import { useEffect, useRef, useState } from "react";
import { Field } from "~/components/forms";
import { useHydrated } from "~/components/layout/use-hydrated";
import { useLazyMap } from "~/components/map/use-lazy-map";
import type { Point } from "~/components/map/pin-map.client";
import { pickerView, readSpot } from "~/domain/location-pick";
import { useMessages, useSay } from "~/messages/use-messages";
import type { LocationPickerMap } from "./location-picker.client";
import { MapPick } from "./map-pick";

type CoordinateField = FieldMetadata<string, Record<string, unknown>, string[]>;

type Props = {
  // biome-ignore lint/suspicious/noExplicitAny: the listing form's metadata; only `update` is used.
  form: FormMetadata<any, string[]>;
  latitude: CoordinateField;
  longitude: CoordinateField;
  tileUrl: string;
  /** Where the map opens when no spot is set yet (the chosen locality's centre). */
  center: Point;
  /** The chosen locality (the map without JavaScript opens on it when no spot is set). */
  area: string;
  /** Without JavaScript: the map's zoom and what the last click on it did (the action's reply). */
  mapPick?: { zoom: number; message?: string; refused?: string } | null;
};

const fixed = (n: number) => n.toFixed(6);

export function LocationPicker({ form, latitude, longitude, tileUrl, center, area, mapPick }: Props) {
  const hydrated = useHydrated();
  const t = useMessages("sell").location;
  const say = useSay();
  const containerRef = useRef<HTMLElement>(null);
  const [notice, setNotice] = useState("");
  const spot = readSpot(latitude.value, longitude.value);
  const spotRef = useRef(spot);
  spotRef.current = spot;
  const centerRef = useRef(center);
  centerRef.current = center;

  function pick(point: Point) {
    form.update({ name: latitude.name, value: fixed(point.latitude) });
    form.update({ name: longitude.name, value: fixed(point.longitude) });
  }
  const pickRef = useRef(pick);
  pickRef.current = pick;

  const { state: mapState, mapRef } = useLazyMap<LocationPickerMap>(
    containerRef,
    (el) =>
      import("./location-picker.client").then(({ mountLocationPicker }) =>
        mountLocationPicker(el, {
          center: centerRef.current,
          spot: spotRef.current,
          tileUrl,
          onPick: (point) => pickRef.current(point),
        }),
      ),
    tileUrl,
  );

  // Typed coordinates move the marker too.
  const spotKey = spot ? `${spot.latitude},${spot.longitude}` : "";
  // biome-ignore lint/correctness/useExhaustiveDependencies: spotKey stands for `spot`
  useEffect(() => {
    if (spot && mapState === "ready") mapRef.current?.setSpot(spot);
  }, [spotKey, mapState]);

  function locateMe() {
    if (!("geolocation" in navigator)) {
      setNotice(t.cannot);
      return;
    }
    setNotice(t.finding);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        pick({ latitude: position.coords.latitude, longitude: position.coords.longitude });
        setNotice(t.set);
      },
      () => setNotice(t.failed),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }

  return (
    <fieldset className="form-fieldset">
      <legend>
        <Text size="2" weight="medium">
          {t.legend}
        </Text>
      </legend>
      <Grid columns={{ initial: "1", xs: "2" }} gap="3" mt="1">
        <Field meta={latitude} label={t.latitude} inputMode="decimal" placeholder="11.0168" />
        <Field meta={longitude} label={t.longitude} inputMode="decimal" placeholder="76.9558" />
      </Grid>
      {hydrated ? (
        <Flex direction="column" gap="2" mt="3">
          <Flex gap="3" align="center" wrap="wrap">
            <Button type="button" variant="soft" onClick={locateMe}>
              {t.useMine}
            </Button>
            <Text size="1" color="gray">
              {t.orTap}
            </Text>
          </Flex>
          <p className="listing-form__notice" aria-live="polite">
            {notice}
          </p>
        </Flex>
      ) : (
        // Without JavaScript: the same lines as above (so nothing moves when the live map takes
        // over), then the map to click.
        <>
          <Flex direction="column" gap="2" mt="3">
            <Flex align="center" className="map-pick__hint">
              <Text size="1" color="gray">
                {t.orClick}
              </Text>
            </Flex>
            {mapPick?.refused ? (
              <p className="listing-form__notice listing-form__notice--refused" role="alert">
                {say(mapPick.refused)}
              </p>
            ) : (
              <p className="listing-form__notice" role="status">
                {mapPick?.message ? say(mapPick.message) : null}
              </p>
            )}
          </Flex>
          <MapPick view={pickerView(spot, area, mapPick?.zoom)} spot={spot} tileUrl={tileUrl} />
        </>
      )}
      <section
        ref={containerRef}
        className="listing-form__map"
        data-state={mapState}
        hidden={!hydrated || mapState === "unavailable"}
        aria-label={t.mapLabel}
      />
    </fieldset>
  );
}
