// Deleting an account (docs/decisions/0003-account-deletion.md, docs/product.md#deleting-an-account):
// its rows cleared in one batch, then its pictures out of R2.
import { and, eq, inArray, isNull } from "drizzle-orm";
import { IMAGE_WIDTHS } from "~/domain/catalog";
import { photoKey } from "~/domain/image-keys";
import { auditInsert } from "../admin/audit.server";
import type { Db } from "../db/client.server";
import {
  auditLog,
  authTokens,
  emailOutbox,
  favourites,
  listings,
  listingViews,
  oauthAccounts,
  photoUploads,
  sessions,
  users,
} from "../db/schema.server";
import { deleteImageObjects, deleteListingPhotos, type PhotoEnv } from "../photos/cleanup.server";
import { deleteProfileImages } from "./profile-image.server";
import type { AccountActor, Profile } from "./profile.server";

/** What deleting an account touches beyond D1 rows: its pictures in R2. */
export type AccountDeletionEnv = PhotoEnv;

/**
 * Deletes an account (soft; docs/decisions/0003-account-deletion.md): in one batch its listings
 * become Rejected (so every public query, which reads listings.is_public, drops them) and lose
 * their street and pincode, its sessions, tokens, social links, favourites and outbox mails go,
 * its view history becomes anonymous, and the user row is marked deleted with every personal
 * field cleared: e-mail (freed for a new sign-up), username (a tombstone, so nothing links the
 * old name to the account), name, bio, phone, gender, password and picture. Then its pictures
 * leave R2: the profiles/<id>/ folder, its listings' photos and its unattached uploads.
 */
export async function deleteAccount(
  db: Db,
  env: AccountDeletionEnv,
  actor: AccountActor,
  target: Profile,
): Promise<void> {
  const now = Date.now();
  // An admin deleting someone else leaves an audit row with the account's id and role only:
  // deletion leaves no personal data behind, not even in the trail (docs/product.md#admin).
  const audit =
    actor.id === target.id
      ? []
      : [
          auditInsert(db, actor, {
            action: "user.delete",
            targetType: "user",
            targetId: target.id,
            before: { role: target.role },
            at: now,
          }),
        ];
  const owned = await db.select({ id: listings.id }).from(listings).where(eq(listings.postedById, target.id));
  const addresses = [target.email, target.pendingEmail].filter((a): a is string => Boolean(a));
  await db.batch([
    db
      .update(listings)
      .set({ status: "Rejected", street: "", pincode: "", publicSince: null, updatedAt: now })
      .where(eq(listings.postedById, target.id)),
    db.delete(sessions).where(eq(sessions.userId, target.id)),
    db.delete(authTokens).where(eq(authTokens.userId, target.id)),
    db.delete(oauthAccounts).where(eq(oauthAccounts.userId, target.id)),
    db.delete(favourites).where(eq(favourites.userId, target.id)),
    db.delete(emailOutbox).where(inArray(emailOutbox.to, addresses)),
    db.update(listingViews).set({ userId: null }).where(eq(listingViews.userId, target.id)),
    db
      .update(users)
      .set({
        deletedAt: now,
        email: `deleted-${target.id}@deleted.invalid`,
        emailVerified: false,
        pendingEmail: null,
        username: `deleted-${target.id}`,
        fullName: "",
        bio: "",
        phone: "",
        phoneVerified: false,
        gender: null,
        passwordHash: null,
        profileImage: null,
      })
      .where(eq(users.id, target.id)),
    // Earlier admin edits of this account recorded its old name, phone...: keep that they
    // happened, drop what they held.
    db
      .update(auditLog)
      .set({ before: null, after: null })
      .where(and(eq(auditLog.targetType, "user"), eq(auditLog.targetId, target.id), eq(auditLog.action, "user.edit"))),
    ...audit,
  ]);
  // Every picture in the account's folder goes, not only the current one (older uploads too).
  await deleteProfileImages(env.IMAGES, target.id, target.profileImage);
  for (const { id } of owned) await deleteListingPhotos(env, id);
  await deleteUnattachedUploads(db, env.IMAGES, target.id);
}

/** Photos uploaded for a listing never saved (they would go after a day anyway). */
async function deleteUnattachedUploads(db: Db, bucket: R2Bucket, ownerId: string): Promise<void> {
  const gone = await db
    .delete(photoUploads)
    .where(and(eq(photoUploads.ownerId, ownerId), isNull(photoUploads.listingId)))
    .returning({ id: photoUploads.id });
  await deleteImageObjects(
    bucket,
    gone.flatMap((u) => IMAGE_WIDTHS.map((w) => photoKey(u.id, w))),
  );
}
