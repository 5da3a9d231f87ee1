// Saving an edit of a listing (docs/product.md#listings): the listing's columns, its photo
// changes, an admin's audit row and the review an edit of a public listing waits for, in one D1
// batch. Creating goes through the poster's UserCredits object instead (the 20-credit debit).
import { isAdmin } from "~/domain/permissions";
import type { ListingFields } from "~/schemas/listing";
import type { SessionUser } from "../accounts/session.server";
import { auditInsert } from "../admin/audit.server";
import { runBatch, type Statement } from "../db/batch.server";
import type { Db } from "../db/client.server";
import { attachPhotos } from "../photos/attach.server";
import { deleteImageObjects } from "../photos/cleanup.server";
import { resolvePhotos } from "./listing-form-body.server";
import type { EditableListing } from "./listing-form-values.server";
import { editReviewStatements } from "./listing-reviews.server";
import { listingColumns, updateListing } from "./listing-rows.server";

/** The audit row of an admin's edit: the columns it changed, as they were and as they became. */
function editAudit(db: Db, user: SessionUser, listing: EditableListing, fields: ListingFields, at: number) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(listingColumns(fields))) {
    const old = listing[key as keyof EditableListing];
    if (JSON.stringify(old ?? null) !== JSON.stringify(value ?? null)) {
      before[key] = old;
      after[key] = value;
    }
  }
  return auditInsert(db, user, {
    action: "listing.edit",
    targetType: "listing",
    targetId: listing.id,
    before,
    after,
    at,
  });
}

export type EditOutcome = { ok: true } | { ok: false; photoError?: string; status: 400 | 500 };

/**
 * Writes `fields` and the photos `ids` (main first) to `listing`. An admin editing someone's
 * listing adds their own uploads; the listing's photos stay allowed. Seeded pictures the edit
 * dropped leave R2 once the batch has committed.
 */
export async function saveListingEdit(
  env: Pick<Env, "IMAGES">,
  db: Db,
  input: { user: SessionUser; listing: EditableListing; fields: ListingFields; photoIds: string[] },
): Promise<EditOutcome> {
  const { user, listing, fields } = input;
  const photos = await attachPhotos(db, { listingId: listing.id, ownerId: user.id, uploadIds: input.photoIds });
  if (!photos.ok) return { ok: false, photoError: photos.message, status: 400 };
  try {
    const at = Date.now();
    const statements: Statement[] = [updateListing(db, listing.id, fields, at), ...photos.statements];
    // An admin's edit is an admin action: its audit row goes in the same batch.
    if (isAdmin(user.role)) statements.push(editAudit(db, user, listing, fields, at));
    // A public listing edited in what buyers read waits for review, with the edit (docs/product.md#admin).
    const after = await resolvePhotos(db, user.id, input.photoIds, listing.id);
    statements.push(...(await editReviewStatements(db, { listing, editorRole: user.role, fields, photos: after, at })));
    await runBatch(db, statements);
  } catch (error) {
    console.error("listing update failed", error);
    return { ok: false, status: 500 };
  }
  if (photos.staleKeys.length) await deleteImageObjects(env.IMAGES, photos.staleKeys);
  return { ok: true };
}
