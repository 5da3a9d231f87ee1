// Edits after approval (docs/product.md#admin): a public listing edited in what buyers read or
// see (its text, photos, video, type or place) stays public but waits in the moderation queue as
// "Edited since approval" until a superadmin has looked at the changes. Price and availability
// changes need no review. Pure: the snapshot kept at the first such edit, and what changed since.
import type { ListingStatus, Role } from "./catalog";

/** The reviewed fields and how the admin pages name them. */
export const REVIEWED_FIELDS = {
  title: "Title",
  description: "Description",
  type: "Listing type",
  video: "Video link",
  street: "Street",
  area: "Area",
  city: "City",
  pincode: "Pincode",
  latitude: "Latitude",
  longitude: "Longitude",
  locationFeatures: "Location features",
  amenities: "Amenities",
} as const;
export type ReviewedField = keyof typeof REVIEWED_FIELDS;

/** A photo as the review shows it: its id and its small picture. */
export type ReviewPhoto = { id: string; src: string };

/** The reviewed fields of a listing at one moment, photos in order (main first). */
export type ReviewSnapshot = Record<ReviewedField, unknown> & { photos: ReviewPhoto[] };

export const EDITED_SINCE_APPROVAL = "Edited since approval";

/** Whether an edit of a listing in `status` by someone with `editorRole` is reviewed. */
export function editNeedsReview(status: ListingStatus, editorRole: Role): boolean {
  // Only public listings go live unseen; a superadmin's own edit is the moderator's.
  return (status === "Approved" || status === "Sold") && editorRole !== "superadmin";
}

/** The snapshot of `listing` (its columns, or the form's values) with `photos`. */
export function reviewSnapshot(listing: Record<ReviewedField, unknown>, photos: ReviewPhoto[]): ReviewSnapshot {
  const snapshot = { photos: photos.map(({ id, src }) => ({ id, src })) } as ReviewSnapshot;
  for (const field of Object.keys(REVIEWED_FIELDS) as ReviewedField[]) snapshot[field] = listing[field] ?? null;
  return snapshot;
}

export type FieldChange = { field: ReviewedField; label: string; before: unknown; after: unknown };
export type PhotoChange = {
  before: number;
  after: number;
  added: ReviewPhoto[];
  removed: ReviewPhoto[];
  reordered: boolean;
};
export type ReviewChanges = { fields: FieldChange[]; photos: PhotoChange | null };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** What differs between the snapshot kept at approval and the listing now. */
export function reviewChanges(before: ReviewSnapshot, after: ReviewSnapshot): ReviewChanges {
  const fields: FieldChange[] = [];
  for (const [field, label] of Object.entries(REVIEWED_FIELDS) as [ReviewedField, string][]) {
    if (!same(before[field], after[field])) fields.push({ field, label, before: before[field], after: after[field] });
  }
  const oldIds = (before.photos ?? []).map((p) => p.id);
  const newIds = (after.photos ?? []).map((p) => p.id);
  const added = (after.photos ?? []).filter((p) => !oldIds.includes(p.id));
  const removed = (before.photos ?? []).filter((p) => !newIds.includes(p.id));
  const reordered = !added.length && !removed.length && !same(oldIds, newIds);
  const photos =
    added.length || removed.length || reordered
      ? { before: oldIds.length, after: newIds.length, added, removed, reordered }
      : null;
  return { fields, photos };
}

export function hasChanges(changes: ReviewChanges): boolean {
  return changes.fields.length > 0 || changes.photos !== null;
}

/** A field's value as one line of text on the admin pages. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.length ? value.join(", ") : "—";
  return String(value);
}

/** The audit row of a cleared review: the changed fields as they were and as they became. */
export function reviewAudit(changes: ReviewChanges): {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
} {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const change of changes.fields) {
    before[change.field] = change.before;
    after[change.field] = change.after;
  }
  if (changes.photos) {
    before.photos = changes.photos.before;
    after.photos = changes.photos.after;
  }
  return { before, after };
}
