// The listing editor (docs/product.md#listings): one form for /create-listing and
// /listing/edit/:id. The fields follow the product's order, each with a visible label; the one
// schema in app/schemas/listing.ts checks them here and again on the server. It is a real
// multipart form: without JavaScript the photos travel with it, the lists change through the
// server, and the browser's own constraint checks apply.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useLocation, useNavigation } from "@remix-run/react";
import { Box, Button, Callout, Flex, Grid, Heading, Separator, Text } from "@radix-ui/themes";
import { type FormEvent, useEffect, useRef, useState } from "react";
import {
  Field,
  FormAlert,
  SelectField,
  StatusButton,
  SwitchField,
  TextareaField,
  type Unsent,
  useIsPending,
  useSchemaForm,
} from "~/components/forms";
import { useHydrated } from "~/components/layout/use-hydrated";
import { clearPhotoDraft, PhotoPicker, type PhotoPickerHandle } from "~/components/photos/photo-picker";
import * as draft from "~/components/photos/upload-queue";
import { isLocality, LOCALITIES, MAP_DEFAULT_CENTER, placeName } from "~/domain/catalog";
import { SQFT_PER_CENT } from "~/domain/format";
import type { PhotoUpload } from "~/domain/image-keys";
import type { Lang } from "~/domain/language";
import { LOCALITY_CENTRES } from "~/domain/locality-geo";
import { fill } from "~/messages/messages";
import { useLang, useMessages, useSay } from "~/messages/use-messages";
import {
  AREA_OPTIONS,
  CITY_OPTIONS,
  FACING_OPTIONS,
  LISTING_MESSAGES,
  type ListingFormMode,
  listingSchema,
  NEW_LISTING_DEFAULTS,
  PARKING_TYPE_OPTIONS,
  POSTER_OPTIONS,
  TYPE_OPTIONS,
} from "~/schemas/listing";
import { ListField } from "./list-field";
import { LocationPicker } from "./location-picker";

export type ListingFormDefaults = Record<string, string | string[] | undefined>;

type Props = {
  mode: ListingFormMode;
  /** Edit: the listing's id (names the photo draft and the form). */
  listingId?: number;
  /** Create: the form token, the key of the one debit this form may cause. */
  token?: string;
  defaultValue?: ListingFormDefaults;
  photos: PhotoUpload[];
  lastResult?: SubmissionResult<string[]> | null;
  /** With JavaScript: the last submission did not reach the server (see ~/components/forms/unsent). */
  unsent?: Unsent["unsent"] | null;
  tileUrl: string;
  /** Without JavaScript: the map's zoom and what the last click on it did (the action's reply). */
  mapPick?: { zoom: number; message?: string; refused?: string } | null;
};

/** The video field's example: a link, the same in every language. */
const VIDEO_EXAMPLE = "https://www.youtube.com/watch?v=…";

/** Fields the draft never keeps: the token and photos have their own parts, the rest is Conform's. */
const NOT_IN_DRAFT = new Set(["token", "photoIds", "mainPhoto", "photos", "__intent__"]);
/** Checkboxes post nothing when off: the draft says "" so a restore unticks them. */
const SWITCHES = ["parkingAvailable", "readyToMove", "gatedCommunity", "dtcpApproved"] as const;

/** What the draft keeps of the form's current value (Conform's form.value). */
export function draftFields(value: Record<string, unknown> | undefined): draft.DraftFields {
  const fields: draft.DraftFields = {};
  for (const [name, v] of Object.entries(value ?? {})) if (!NOT_IN_DRAFT.has(name)) fields[name] = v;
  for (const name of SWITCHES) fields[name] = fields[name] ?? "";
  return fields;
}

/** The sell catalogue's words of the land area hint (English unless given). */
type LandAreaWords = { landAreaHint: string; landAreaIs: string };
const LAND_AREA_EN: LandAreaWords = {
  landAreaHint: "In square feet (1 cent = 435.56 sq ft).",
  landAreaIs: "= {cents} cents ({acres} acres)",
};

/** "2,178 sq ft = 5.00 cents (0.05 acres)" as the seller types; the hint otherwise. */
export function landAreaHint(value: unknown, words: LandAreaWords = LAND_AREA_EN): string {
  const sqft = Number(value);
  if (value === undefined || value === "" || !Number.isFinite(sqft) || sqft <= 0) {
    return words.landAreaHint;
  }
  const cents = sqft / SQFT_PER_CENT;
  return fill(words.landAreaIs, { cents: cents.toFixed(2), acres: (cents / 100).toFixed(2) });
}

/** The photos an action reply brought back (stored from a no-JavaScript post), if any. */
export function replyPhotos(reply: unknown): PhotoUpload[] {
  const photos = (reply as { photos?: unknown } | undefined)?.photos;
  return Array.isArray(photos) ? (photos as PhotoUpload[]) : [];
}

export function photoDraftKey(mode: ListingFormMode, listingId?: number): string {
  return mode === "create" ? "create-listing" : `edit-listing-${listingId}`;
}

/** The picker's reply an action answer brought back (a no-JavaScript post), if any. */
export function replyMapPick(reply: unknown): Props["mapPick"] {
  const pick = (reply as { mapPick?: Props["mapPick"] } | undefined)?.mapPick;
  return pick && typeof pick.zoom === "number" ? pick : null;
}

export function ListingForm({
  mode,
  listingId,
  token,
  defaultValue,
  photos,
  lastResult,
  unsent,
  tileUrl,
  mapPick,
}: Props) {
  const hydrated = useHydrated();
  const lang = useLang();
  const m = useMessages("sell");
  const t = m.form;
  const types = useMessages("listings").types;
  const schema = listingSchema(mode);
  const formId = mode === "create" ? "create-listing" : `edit-listing-${listingId}`;
  const draftKey = photoDraftKey(mode, listingId);
  const [form, fields] = useSchemaForm(schema, {
    id: formId,
    lastResult,
    defaultValue: { ...NEW_LISTING_DEFAULTS, ...defaultValue },
  });
  const picker = useRef<PhotoPickerHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const storageKey = draft.draftStorageKey(draftKey);
  const sending = useIsPending();
  const sendingRef = useRef(sending);
  sendingRef.current = sending;
  // Set while the submit waits for photos: the button says how many.
  const [waitingFor, setWaitingFor] = useState<number | null>(null);
  // Create: the token of a submission sent before a reload whose answer never came (kept in the
  // draft); sent again with it, a listing the server did create is not created and charged twice.
  const [keptToken, setKeptToken] = useState<string | null>(null);

  // The typed fields live in the photo draft (localStorage), so a reload or a lost connection
  // never costs them (docs/product.md#the-listing-form). Restored once, after hydration; a reply
  // to a post (the page came back from the server with what was posted) wins over the draft.
  const [restored, setRestored] = useState(false);
  const pristine = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: mount-only, like the picker's draft
  useEffect(() => {
    pristine.current = JSON.stringify(draftFields(form.value));
    let text: string | null = null;
    try {
      text = window.localStorage.getItem(storageKey);
    } catch {
      text = null;
    }
    const fields = draft.parseDraftFields(text);
    // biome-ignore lint/suspicious/noExplicitAny: the draft holds this form's own values, as Conform gave them
    if (fields && !lastResult) form.update({ value: fields as any });
    if (mode === "create") setKeptToken(draft.parseDraftToken(text));
    setRestored(true);
  }, []);
  const valueKey = JSON.stringify(draftFields(form.value));
  useEffect(() => {
    if (!restored) return;
    try {
      const next = draft.updateDraft(window.localStorage.getItem(storageKey), {
        fields: valueKey === pristine.current ? null : (JSON.parse(valueKey) as draft.DraftFields),
      });
      if (next === null) window.localStorage.removeItem(storageKey);
      else window.localStorage.setItem(storageKey, next);
    } catch {
      // Storage full or blocked: the form still works, only a reload would lose what was typed.
    }
  }, [valueKey, restored, storageKey]);

  const sentToken = keptToken ?? token;
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    form.onSubmit(event);
    // Not stopped by the browser checks: it is sent now. Keep its token until the answer comes.
    if (event.defaultPrevented || mode !== "create" || !sentToken) return;
    try {
      const next = draft.updateDraft(window.localStorage.getItem(storageKey), { token: sentToken });
      if (next !== null) window.localStorage.setItem(storageKey, next);
    } catch {
      // Storage blocked: a resend from this page still carries the token.
    }
  }

  // Offline: send again as soon as the browser is back online, as the message promises.
  useEffect(() => {
    if (unsent !== "offline") return;
    const onOnline = () => {
      if (!sendingRef.current) formRef.current?.requestSubmit();
    };
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [unsent]);

  // Saved: the action redirected elsewhere. Forget the photo draft, or the next visit would
  // offer the photos the saved listing now holds.
  const navigation = useNavigation();
  const location = useLocation();
  useEffect(() => {
    if (navigation.state !== "loading" || !navigation.formMethod) return;
    const to = navigation.location.pathname + navigation.location.search;
    if (to !== location.pathname + location.search) clearPhotoDraft(draftKey);
  }, [navigation, location, draftKey]);

  const area = String(fields.area.value ?? NEW_LISTING_DEFAULTS.area);
  const center = isLocality(area) ? LOCALITY_CENTRES[area] : MAP_DEFAULT_CENTER;
  // Errors about the photo list, one photo in it (photoIds[2]) or the main photo, shown by the picker.
  const photoError = [
    ...Object.values(fields.photoIds.allErrors),
    ...Object.values(fields.photos.allErrors),
    ...(fields.mainPhoto.errors ?? []),
  ].flat()[0];
  // No-JS replies bring the stored photos back: a new set means a fresh picker.
  const pickerKey = photos.map((p) => p.id).join(",");

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      onSubmit={onSubmit}
      ref={formRef}
      className="listing-form"
    >
      {sentToken ? <input type="hidden" name="token" value={sentToken} /> : null}
      {hydrated ? (
        // Enter in a field presses the form's first submit button, which would otherwise be a
        // list's Remove (or the map's image button): this one sends the form, as Post does.
        <button type="submit" tabIndex={-1} aria-hidden="true" className="visually-hidden">
          {t.send}
        </button>
      ) : (
        // Without JavaScript, Enter in a field presses the form's first submit button. This one,
        // first so the map's image button (which would post a click at 0, 0) never is: Enter
        // adds what the Location features box holds and brings the form back, as it did before
        // the map came first (docs/product.md#picking-the-location-without-javascript).
        <button
          type="submit"
          name="listAdd"
          value="locationFeatures"
          formNoValidate
          tabIndex={-1}
          aria-hidden="true"
          className="visually-hidden"
        >
          {t.addLocationFeature}
        </button>
      )}
      <Flex direction="column" gap="5">
        <FormAlert id={form.errorId} messages={form.errors} />
        {unsent ? (
          <UnsentNotice
            unsent={unsent}
            onRetry={() => formRef.current?.requestSubmit()}
            busy={sending}
            retry={t.retry}
          />
        ) : null}

        <Section title={t.sections.about}>
          <Field meta={fields.title} label={t.title} hint={t.titleHint} />
          <TextareaField meta={fields.description} label={t.description} hint={t.descriptionHint} rows={4} />
          <Grid columns={{ initial: "1", sm: "2" }} gap="4">
            <SelectField meta={fields.poster} label={t.poster} options={labelled(POSTER_OPTIONS, m.options.poster)} />
            <SelectField meta={fields.type} label={t.type} options={labelled(TYPE_OPTIONS, types)} />
          </Grid>
          <Grid columns={{ initial: "1", sm: "2" }} gap="4">
            <Field meta={fields.price} label={t.price} type="number" inputMode="numeric" hint={t.priceHint} />
            <Field
              meta={fields.squareFeet}
              label={t.squareFeet}
              type="number"
              inputMode="numeric"
              hint={t.squareFeetHint}
            />
          </Grid>
          <Field
            meta={fields.landArea}
            label={t.landArea}
            type="number"
            inputMode="decimal"
            step="any"
            hint={<span aria-live="polite">{landAreaHint(fields.landArea.value, t)}</span>}
          />
          <Grid columns={{ initial: "1", sm: "2" }} gap="4">
            <Field meta={fields.propertyAge} label={t.propertyAge} type="number" inputMode="numeric" />
            <Field meta={fields.floors} label={t.floors} type="number" inputMode="numeric" />
            <SelectField meta={fields.facing} label={t.facing} options={labelled(FACING_OPTIONS, m.options.facing)} />
            <Field meta={fields.bhk} label="BHK" type="number" inputMode="numeric" />
          </Grid>
        </Section>

        <Section title={t.sections.location}>
          <LocationPicker
            form={form}
            latitude={fields.latitude}
            longitude={fields.longitude}
            tileUrl={tileUrl}
            center={center}
            area={area}
            mapPick={mapPick}
          />
          <ListField
            form={form}
            list={fields.locationFeatures}
            draft={fields.newLocationFeature}
            name="locationFeatures"
          />
          <ListField form={form} list={fields.amenities} draft={fields.newAmenity} name="amenities" />
        </Section>

        <Section title={t.sections.address}>
          <Field meta={fields.street} label={t.street} autoComplete="street-address" />
          <Grid columns={{ initial: "1", sm: "2" }} gap="4">
            <SelectField
              meta={fields.area}
              label={t.area}
              options={placed(AREA_OPTIONS, lang)}
              hint={fill(t.areaHint, { count: LOCALITIES.length })}
            />
            <SelectField meta={fields.city} label={t.city} options={placed(CITY_OPTIONS, lang)} />
            <FixedField id={`${formId}-state`} label={t.state} value={t.stateValue} />
            <FixedField id={`${formId}-country`} label={t.country} value={t.countryValue} />
          </Grid>
          <Field meta={fields.pincode} label={t.pincode} inputMode="numeric" autoComplete="postal-code" maxLength={6} />
        </Section>

        <Section title={t.sections.parking}>
          <SwitchField meta={fields.parkingAvailable} label={t.parkingAvailable} />
          <Grid columns={{ initial: "1", sm: "2" }} gap="4">
            <SelectField
              meta={fields.parkingType}
              label={t.parkingType}
              options={labelled(PARKING_TYPE_OPTIONS, m.options.parking)}
            />
            <Field meta={fields.parkingSpaces} label={t.parkingSpaces} type="number" inputMode="numeric" />
          </Grid>
          <SwitchField meta={fields.readyToMove} label={t.readyToMove} />
          <SwitchField meta={fields.gatedCommunity} label={t.gatedCommunity} />
          <SwitchField meta={fields.dtcpApproved} label={t.dtcpApproved} />
        </Section>

        <Section title={t.sections.photos}>
          <PhotoPicker
            key={pickerKey}
            ref={picker}
            draftKey={draftKey}
            initial={photos}
            error={photoError}
            onWaitingChange={setWaitingFor}
          />
          <Field
            meta={fields.video}
            label={t.video}
            type="url"
            inputMode="url"
            placeholder={VIDEO_EXAMPLE}
            hint={t.videoHint}
          />
        </Section>

        <Box>
          {/* Held for photos: busy, and says what it waits for (the form is sent when they are done). */}
          <StatusButton size="3" pending={sending || waitingFor !== null}>
            {waitingFor
              ? fill(waitingFor === 1 ? t.waitingOne : t.waitingMany, { count: waitingFor })
              : mode === "create"
                ? t.create
                : t.update}
          </StatusButton>
        </Box>
      </Flex>
    </Form>
  );
}

/** The form did not reach the server: it is kept; Retry (and, offline, the connection's return) sends it. */
function UnsentNotice({
  unsent,
  onRetry,
  busy,
  retry,
}: {
  unsent: Unsent["unsent"];
  onRetry: () => void;
  busy: boolean;
  retry: string;
}) {
  const say = useSay();
  return (
    <Callout.Root color="amber" highContrast role="alert" size="1">
      <Callout.Text>
        <Flex gap="3" align="center" justify="between" wrap="wrap" asChild>
          <span>
            <span>{say(unsent === "offline" ? LISTING_MESSAGES.unsentOffline : LISTING_MESSAGES.unsentFailed)}</span>
            <Button type="button" size="2" variant="soft" onClick={onRetry} disabled={busy}>
              {retry}
            </Button>
          </span>
        </Flex>
      </Callout.Text>
    </Callout.Root>
  );
}

/** A choice list with its labels in the page's language, by value (the tables stay English). */
function labelled<V extends string>(
  options: readonly { value: V; label: string }[],
  words: Readonly<Record<V, string>>,
): { value: V; label: string }[] {
  return options.map((option) => ({ value: option.value, label: words[option.value] ?? option.label }));
}

/** Localities and the city: their common spelling, with the Tamil name beside it on Tamil pages. */
function placed(options: readonly { value: string; label: string }[], lang: Lang) {
  return options.map((option) => ({ value: option.value, label: placeName(option.value, lang) }));
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="listing-form__section">
      <Heading as="h2" size="4" mb="3">
        {title}
      </Heading>
      <Flex direction="column" gap="4">
        {children}
      </Flex>
      <Separator size="4" mt="5" />
    </section>
  );
}

/** State and Country: fixed for this site, shown disabled (a disabled input posts nothing). */
function FixedField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <input id={id} className="listing-form__fixed" value={value} disabled readOnly />
    </Flex>
  );
}
