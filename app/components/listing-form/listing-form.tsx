// The listing editor (docs/product.md#listings): one form for /create-listing and
// /listing/edit/:id. The fields follow the product's order, each with a visible label; the one
// schema in app/schemas/listing.ts checks them here and again on the server. It is a real
// multipart form: without JavaScript the photos travel with it, the lists change through the
// server, and the browser's own constraint checks apply.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useLocation, useNavigation } from "@remix-run/react";
import { Box, Flex, Grid, Heading, Separator, Text } from "@radix-ui/themes";
import { useEffect, useRef } from "react";
import {
  Field,
  FormAlert,
  SelectField,
  StatusButton,
  SwitchField,
  TextareaField,
  useSchemaForm,
} from "~/components/forms";
import { clearPhotoDraft, PhotoPicker, type PhotoPickerHandle } from "~/components/photos/photo-picker";
import { COUNTRY, isLocality, LOCALITIES, MAP_DEFAULT_CENTER, STATE } from "~/domain/catalog";
import { SQFT_PER_CENT } from "~/domain/format";
import type { PhotoUpload } from "~/domain/image-keys";
import { LOCALITY_CENTRES } from "~/domain/locality-geo";
import {
  AREA_OPTIONS,
  CITY_OPTIONS,
  FACING_OPTIONS,
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
  tileUrl: string;
};

/** "2,178 sq ft = 5.00 cents (0.05 acres)" as the seller types; the hint otherwise. */
export function landAreaHint(value: unknown): string {
  const sqft = Number(value);
  if (value === undefined || value === "" || !Number.isFinite(sqft) || sqft <= 0) {
    return "In square feet (1 cent = 435.56 sq ft).";
  }
  const cents = sqft / SQFT_PER_CENT;
  return `= ${cents.toFixed(2)} cents (${(cents / 100).toFixed(2)} acres)`;
}

/** The photos an action reply brought back (stored from a no-JavaScript post), if any. */
export function replyPhotos(reply: unknown): PhotoUpload[] {
  const photos = (reply as { photos?: unknown } | undefined)?.photos;
  return Array.isArray(photos) ? (photos as PhotoUpload[]) : [];
}

export function photoDraftKey(mode: ListingFormMode, listingId?: number): string {
  return mode === "create" ? "create-listing" : `edit-listing-${listingId}`;
}

export function ListingForm({ mode, listingId, token, defaultValue, photos, lastResult, tileUrl }: Props) {
  const schema = listingSchema(mode);
  const formId = mode === "create" ? "create-listing" : `edit-listing-${listingId}`;
  const draftKey = photoDraftKey(mode, listingId);
  const [form, fields] = useSchemaForm(schema, {
    id: formId,
    lastResult,
    defaultValue: { ...NEW_LISTING_DEFAULTS, ...defaultValue },
  });
  const picker = useRef<PhotoPickerHandle>(null);

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
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="listing-form">
      {token ? <input type="hidden" name="token" value={token} /> : null}
      <Flex direction="column" gap="5">
        <FormAlert id={form.errorId} messages={form.errors} />

        <Section title="About the property">
          <Field meta={fields.title} label="Title" hint="2 to 50 characters." />
          <TextareaField meta={fields.description} label="Description" hint="8 to 200 characters." rows={4} />
          <Grid columns={{ initial: "1", sm: "2" }} gap="4">
            <SelectField meta={fields.poster} label="Poster type" options={POSTER_OPTIONS} />
            <SelectField meta={fields.type} label="Listing type" options={TYPE_OPTIONS} />
          </Grid>
          <Grid columns={{ initial: "1", sm: "2" }} gap="4">
            <Field meta={fields.price} label="Price (₹)" type="number" inputMode="numeric" hint="At least ₹10,000." />
            <Field
              meta={fields.squareFeet}
              label="Square feet"
              type="number"
              inputMode="numeric"
              hint="Built-up area."
            />
          </Grid>
          <Field
            meta={fields.landArea}
            label="Land area (sq ft)"
            type="number"
            inputMode="decimal"
            step="any"
            hint={<span aria-live="polite">{landAreaHint(fields.landArea.value)}</span>}
          />
          <Grid columns={{ initial: "1", sm: "2" }} gap="4">
            <Field meta={fields.propertyAge} label="Property age (years)" type="number" inputMode="numeric" />
            <Field meta={fields.floors} label="Floors" type="number" inputMode="numeric" />
            <SelectField meta={fields.facing} label="Facing" options={FACING_OPTIONS} />
            <Field meta={fields.bhk} label="BHK" type="number" inputMode="numeric" />
          </Grid>
        </Section>

        <Section title="Location">
          <LocationPicker
            form={form}
            latitude={fields.latitude}
            longitude={fields.longitude}
            tileUrl={tileUrl}
            center={center}
          />
          <ListField
            form={form}
            list={fields.locationFeatures}
            draft={fields.newLocationFeature}
            name="locationFeatures"
          />
          <ListField form={form} list={fields.amenities} draft={fields.newAmenity} name="amenities" />
        </Section>

        <Section title="Address">
          <Field meta={fields.street} label="Street" autoComplete="street-address" />
          <Grid columns={{ initial: "1", sm: "2" }} gap="4">
            <SelectField
              meta={fields.area}
              label="Area"
              options={AREA_OPTIONS}
              hint={`${LOCALITIES.length} localities.`}
            />
            <SelectField meta={fields.city} label="City" options={CITY_OPTIONS} />
            <FixedField id={`${formId}-state`} label="State" value={STATE} />
            <FixedField id={`${formId}-country`} label="Country" value={COUNTRY} />
          </Grid>
          <Field meta={fields.pincode} label="Pincode" inputMode="numeric" autoComplete="postal-code" maxLength={6} />
        </Section>

        <Section title="Parking and features">
          <SwitchField meta={fields.parkingAvailable} label="Parking available" />
          <Grid columns={{ initial: "1", sm: "2" }} gap="4">
            <SelectField meta={fields.parkingType} label="Parking type" options={PARKING_TYPE_OPTIONS} />
            <Field meta={fields.parkingSpaces} label="Parking spaces" type="number" inputMode="numeric" />
          </Grid>
          <SwitchField meta={fields.readyToMove} label="Ready to move" />
          <SwitchField meta={fields.gatedCommunity} label="Gated community" />
          <SwitchField meta={fields.dtcpApproved} label="DTCP approved" />
        </Section>

        <Section title="Photos and video">
          <PhotoPicker key={pickerKey} ref={picker} draftKey={draftKey} initial={photos} error={photoError} />
          <Field
            meta={fields.video}
            label="Video link"
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=…"
            hint="Optional. YouTube links play on the listing page."
          />
        </Section>

        <Box>
          <StatusButton size="3">{mode === "create" ? "Create Listing (20 credits)" : "Update Listing"}</StatusButton>
        </Box>
      </Flex>
    </Form>
  );
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
