// The listing form (docs/product.md#listings): one schema for create and edit, used by the
// action (parseWithZod) and in the browser (Conform). Every rule and message of the product
// doc lives here; the server re-checks photos by their bytes when it stores them.
// First: zod must be configured before any schema is built (see zod-config.ts).
import "./zod-config";
import { z } from "zod";
import {
  CITIES,
  DEFAULT_AREA,
  DEFAULT_CITY,
  FACINGS,
  LISTING_STATUSES,
  LOCALITIES,
  PARKING_TYPES,
  POSTER_TYPES,
  PROPERTY_TYPE_NAMES,
  PROPERTY_TYPES,
} from "~/domain/catalog";
import { CONTACT_DETAILS_MESSAGE, isCleanVideoLink, isFreeOfContactDetails } from "~/domain/contact-details";
import { PHOTO_MESSAGES, PHOTO_RULES } from "~/domain/image-bytes";

export const LISTING_MESSAGES = {
  title: "Title must be between 2 and 50 characters",
  description: "Description must be between 8 and 200 characters",
  poster: "Please select a poster type",
  type: "Please select a listing type",
  price: "Please enter a valid price",
  landArea: "Please enter a valid land area in sqft",
  number: "Please enter a valid number",
  facing: "Please select a facing",
  latitude: "Please enter a valid latitude",
  longitude: "Please enter a valid longitude",
  street: "Please enter a valid street",
  area: "Please enter a valid area",
  city: "Please select a valid city",
  pincode: "Please enter a valid pincode",
  parkingType: "Please select open or covered parking",
  listItem: "Each entry must be at most 100 characters",
  listTooLong: "You can add at most 30 entries",
  photoType: PHOTO_MESSAGES.type,
  photoRequired: "Please upload atleast one image",
  photoTooMany: PHOTO_MESSAGES.tooMany,
  photoUnavailable: PHOTO_MESSAGES.unavailable,
  mainPhoto: "The main photo must be one of the photos you keep. Tick its Keep box or choose another main photo.",
  video: "Please enter a valid video link starting with http:// or https://",
  contactDetails: CONTACT_DETAILS_MESSAGE,
  token: "This form has expired. Please reload the page and try again.",
  needCredits: "You need atleast 20 credits to create a listing",
  created: "Listing created successfully",
  /** Only when the balance is short of the posting cost. */
  createFailed: "Failed to create listing, Check your credits",
  /** Any other refused create (a field marked, a photo refused). */
  createError: "Failed to create listing",
  updated: "Listing updated successfully",
  updateFailed: "Failed to update listing",
  /** With JavaScript, when the form could not reach the server (it is kept and sent again). */
  unsentOffline: "No connection. Your listing is kept; we'll send it when you're back online",
  unsentFailed: "Your listing could not be sent. It is kept; please try again.",
} as const;

export const LIST_ITEM_MAX = 100;
export const LIST_MAX_ITEMS = 30;
/** Sent photos without JavaScript, all files together: a Worker takes 100 MB at most, and memory is 128 MB. */
export const NOJS_PHOTOS_MAX_BYTES = 45 * 1024 * 1024;

export const POSTER_OPTIONS = POSTER_TYPES.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));
export const TYPE_OPTIONS = PROPERTY_TYPES.map((value) => ({ value, label: PROPERTY_TYPE_NAMES[value] }));
export const FACING_OPTIONS = FACINGS.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));
export const AREA_OPTIONS = LOCALITIES.map((value) => ({ value, label: value }));
export const CITY_OPTIONS = CITIES.map((value) => ({ value, label: value }));
export const PARKING_TYPE_OPTIONS = PARKING_TYPES.map((value) => ({
  value,
  label: value === "open" ? "Open" : "Covered",
}));

/** An optional whole number (square feet, age, floors, BHK, parking spaces); empty means 0. */
const optionalCount = (max: number) =>
  z
    .number({ error: LISTING_MESSAGES.number })
    .int(LISTING_MESSAGES.number)
    .min(0, LISTING_MESSAGES.number)
    .max(max, LISTING_MESSAGES.number)
    .optional()
    .transform((value) => value ?? 0);

/** A signed decimal ("11.0168", "-76.9558", "+11"), as the spec says, within `limit` degrees. */
const coordinate = (limit: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^[-+]?\d{1,3}(\.\d{1,12})?$/, message)
    .refine((value) => Math.abs(Number(value)) <= limit, message)
    .transform(Number);

/** Free text buyers read: no phone number, e-mail or link (they are sold by the reveal). */
const noContactDetails = [isFreeOfContactDetails, LISTING_MESSAGES.contactDetails] as const;

const listItems = z
  .array(
    z
      .string()
      .trim()
      .min(1)
      .max(LIST_ITEM_MAX, LISTING_MESSAGES.listItem)
      .refine(...noContactDetails),
  )
  .max(LIST_MAX_ITEMS, LISTING_MESSAGES.listTooLong)
  .optional()
  .transform((items) => items ?? []);

/** What the list's "Add" box holds before it joins the list; never stored. */
const listDraft = z.string().trim().max(LIST_ITEM_MAX, LISTING_MESSAGES.listItem).optional();

/** An upload id from /uploads/photos, or a photo already on the listing (`img-<n>`). */
const PHOTO_ID = /^(?:[a-f0-9]{32}|img-\d{1,15})$/;

// `File` exists in browsers and in workerd; guard for other runtimes that import this module.
const FileClass = (typeof File === "undefined" ? class {} : File) as typeof File;

const IMAGE_TYPES = new Set(["image/jpeg", "image/jpg", "image/pjpeg", "image/png", "image/webp"]);
/** The browser's word for the file (the server decides by its bytes when it stores it). */
export function looksLikeImage(file: { name: string; type: string }): boolean {
  if (file.type) return IMAGE_TYPES.has(file.type.toLowerCase());
  return /\.(jpe?g|png|webp)$/i.test(file.name);
}

const httpUrl = z
  .string()
  .trim()
  .max(500, LISTING_MESSAGES.video)
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === "https:" || url.protocol === "http:") && Boolean(url.hostname);
      } catch {
        return false;
      }
    },
    { message: LISTING_MESSAGES.video, abort: true },
  )
  // The one link a listing may carry: nothing after it, no number or address inside it.
  .refine(isCleanVideoLink, LISTING_MESSAGES.contactDetails);

export type ListingFormMode = "create" | "edit";

/** Whether the "Main photo" radio (no JavaScript) names one of the photos kept (values may be raw). */
function mainPhotoKept(value: { photoIds?: unknown; mainPhoto?: unknown }): boolean {
  if (value.mainPhoto === undefined || value.mainPhoto === "") return true;
  const ids = Array.isArray(value.photoIds) ? value.photoIds : value.photoIds ? [value.photoIds] : [];
  return ids.includes(value.mainPhoto);
}

/** Photos kept or uploaded plus files sent with the form (values may be raw when other fields failed). */
function photoCount(value: { photoIds?: unknown; photos?: unknown }): number {
  const ids = Array.isArray(value.photoIds) ? new Set(value.photoIds).size : value.photoIds ? 1 : 0;
  const files = Array.isArray(value.photos) ? value.photos.length : value.photos ? 1 : 0;
  return ids + files;
}

function buildListingSchema(mode: ListingFormMode) {
  return (
    z
      .object({
        title: z
          .string({ error: LISTING_MESSAGES.title })
          .trim()
          .min(2, LISTING_MESSAGES.title)
          .max(50, LISTING_MESSAGES.title)
          .refine(...noContactDetails),
        description: z
          .string({ error: LISTING_MESSAGES.description })
          .trim()
          .min(8, LISTING_MESSAGES.description)
          .max(200, LISTING_MESSAGES.description)
          .refine(...noContactDetails),
        poster: z.enum(POSTER_TYPES, { error: LISTING_MESSAGES.poster }),
        type: z.enum(PROPERTY_TYPES, { error: LISTING_MESSAGES.type }),
        price: z
          .number({ error: LISTING_MESSAGES.price })
          .int(LISTING_MESSAGES.price)
          .min(10000, LISTING_MESSAGES.price)
          .max(1_00_000_00_00_000, LISTING_MESSAGES.price),
        squareFeet: optionalCount(10_000_000),
        landArea: z
          .number({ error: LISTING_MESSAGES.landArea })
          .min(10, LISTING_MESSAGES.landArea)
          .max(1_000_000_000, LISTING_MESSAGES.landArea),
        propertyAge: optionalCount(500),
        floors: optionalCount(200),
        facing: z.enum(FACINGS, { error: LISTING_MESSAGES.facing }),
        bhk: optionalCount(50),
        latitude: coordinate(90, LISTING_MESSAGES.latitude),
        longitude: coordinate(180, LISTING_MESSAGES.longitude),
        locationFeatures: listItems,
        newLocationFeature: listDraft,
        amenities: listItems,
        newAmenity: listDraft,
        street: z
          .string({ error: LISTING_MESSAGES.street })
          .trim()
          .min(1, LISTING_MESSAGES.street)
          .max(200, LISTING_MESSAGES.street)
          .refine(...noContactDetails),
        area: z.enum(LOCALITIES, { error: LISTING_MESSAGES.area }),
        city: z.enum(CITIES, { error: LISTING_MESSAGES.city }),
        pincode: z
          .string({ error: LISTING_MESSAGES.pincode })
          .trim()
          .regex(/^\d{6}$/, LISTING_MESSAGES.pincode),
        parkingAvailable: z.boolean().default(false),
        parkingType: z.enum(PARKING_TYPES, { error: LISTING_MESSAGES.parkingType }).optional(),
        parkingSpaces: optionalCount(1000),
        readyToMove: z.boolean().default(false),
        gatedCommunity: z.boolean().default(false),
        dtcpApproved: z.boolean().default(false),
        /** The photos to keep or attach, main first: upload ids (with JavaScript) or the listing's own. */
        photoIds: z
          .array(z.string().regex(PHOTO_ID, LISTING_MESSAGES.photoUnavailable))
          .optional()
          .transform((ids) => [...new Set(ids ?? [])]),
        /** Without JavaScript: the "Main photo" radio, the id of a kept photo; the action saves it first. */
        mainPhoto: z.string().regex(PHOTO_ID, LISTING_MESSAGES.mainPhoto).optional(),
        /** Files sent with the form when JavaScript is off; the action stores them first. */
        photos: z
          .array(z.instanceof(FileClass).refine(looksLikeImage, LISTING_MESSAGES.photoType))
          .optional()
          .transform((files) => files ?? []),
        video: httpUrl.optional().transform((value) => value ?? ""),
        /** Create only: the idempotency key of the 20-credit debit (a retried submit charges once). */
        token:
          mode === "create"
            ? z.string({ error: LISTING_MESSAGES.token }).regex(/^[A-Za-z0-9_-]{16,64}$/, LISTING_MESSAGES.token)
            : z.string().optional(),
      })
      // Checked even while other fields are wrong, so every message shows at once.
      .refine((value) => photoCount(value) <= PHOTO_RULES.maxPhotos, {
        path: ["photoIds"],
        message: LISTING_MESSAGES.photoTooMany,
        when: () => true,
      })
      .refine(mainPhotoKept, { path: ["mainPhoto"], message: LISTING_MESSAGES.mainPhoto, when: () => true })
      .refine((value) => mode === "edit" || photoCount(value) > 0, {
        path: ["photoIds"],
        message: LISTING_MESSAGES.photoRequired,
        when: () => true,
      })
  );
  // No transform on the whole object: Conform reads the constraints of a plain object.
}

export const createListingSchema = buildListingSchema("create");
export const editListingSchema = buildListingSchema("edit");

export function listingSchema(mode: ListingFormMode) {
  return mode === "create" ? createListingSchema : editListingSchema;
}

export type ListingFormValue = z.output<typeof createListingSchema>;

/** The listing's own columns, as the form sets them (no photos, no token, no list boxes). */
export type ListingFields = Omit<
  ListingFormValue,
  "photoIds" | "mainPhoto" | "photos" | "token" | "newAmenity" | "newLocationFeature"
>;

/** The form's starting values on the create page. */
export const NEW_LISTING_DEFAULTS = {
  poster: "owner",
  type: "plot",
  facing: "east",
  area: DEFAULT_AREA,
  city: DEFAULT_CITY,
} as const;

/** Names of the list fields and their "Add" boxes. */
export const LIST_FIELDS = {
  locationFeatures: {
    draft: "newLocationFeature",
    label: "Location features",
    itemLabel: "location feature",
    addLabel: "Add a location feature",
  },
  amenities: { draft: "newAmenity", label: "Amenities", itemLabel: "amenity", addLabel: "Add an amenity" },
} as const;
export type ListFieldName = keyof typeof LIST_FIELDS;

/** The superadmin's status select on the listing page (any value, in any order). */
export const listingStatusSchema = z.object({
  status: z.enum(LISTING_STATUSES, { error: "Please choose a status" }),
});

/**
 * "Resubmit for review" (docs/product.md#my-listings-and-deleting): the poster's button on My
 * Listings and the listing page, and the page to go back to (checked by safeRedirect).
 */
export const resubmitSchema = z.object({
  intent: z.literal("resubmit"),
  redirectTo: z.string().max(2000).optional(),
});
