// Own profile: read, update (with the profile image in R2) and account deletion.
// Decision on deletion: docs/decisions/0003-account-deletion.md.
import { and, eq, inArray, isNull } from "drizzle-orm";
import { type Gender, IMAGE_WIDTHS, type Role } from "~/domain/catalog";
import { photoKey } from "~/domain/image-keys";
import { canManageAccount, decideRole, isAdmin, type Actor } from "~/domain/permissions";
import { checkProfileImage, PROFILE_IMAGE_WIDTH } from "~/domain/profile-image";
import { PROFILE_MESSAGES, type ProfileInput } from "~/schemas/profile";
import { type AuditActor, auditInsert } from "../admin/audit.server";
import { randomHex } from "../platform/crypto.server";
import { normalisePhone } from "~/schemas/phone";
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
import { deleteImageObjects, deleteListingPhotos, type PhotoEnv } from "../photos/photos.server";
import { encodeWebp, WEBP_CONTENT_TYPE } from "../photos/transform.server";

/** The bindings profile pictures need: R2 to keep them, the Images binding to re-encode them. */
export type ProfileImageEnv = Pick<Env, "IMAGES" | "IMAGES_TRANSFORM">;

export type Profile = {
  id: string;
  username: string;
  fullName: string;
  bio: string;
  email: string;
  emailVerified: boolean;
  /** A new address waiting for confirmation (the e-mail above stays in use until then). */
  pendingEmail: string | null;
  phone: string;
  phoneVerified: boolean;
  credits: number;
  role: Role;
  gender: Gender | null;
  profileImage: string | null;
  createdAt: number;
};

const profileColumns = {
  id: users.id,
  username: users.username,
  fullName: users.fullName,
  bio: users.bio,
  email: users.email,
  emailVerified: users.emailVerified,
  pendingEmail: users.pendingEmail,
  phone: users.phone,
  phoneVerified: users.phoneVerified,
  credits: users.credits,
  role: users.role,
  gender: users.gender,
  profileImage: users.profileImage,
  createdAt: users.createdAt,
};

/** A live (not deleted) account's profile, or null. */
export async function getProfile(db: Db, userId: string): Promise<Profile | null> {
  const row = await db
    .select(profileColumns)
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .get();
  return row ?? null;
}

export type AccessResult = { ok: true; target: Profile } | { ok: false; status: 403 | 404 };

/**
 * Whose account an action may touch. Non-admins may only name themselves (403 otherwise,
 * before any lookup, so ids are not probed); admins get 404 for unknown or deleted accounts.
 */
export async function resolveTarget(db: Db, actor: Actor, requestedId: string | undefined): Promise<AccessResult> {
  const targetId = requestedId || actor.id;
  if (targetId !== actor.id && !isAdmin(actor.role)) return { ok: false, status: 403 };
  const target = await getProfile(db, targetId);
  if (!target) return { ok: false, status: 404 };
  if (!canManageAccount(actor, target)) return { ok: false, status: 403 };
  return { ok: true, target };
}

export type UpdateResult = { ok: true } | { ok: false; fieldErrors: Record<string, string[]> };

/** Whoever saves or deletes an account: the rules need the role, the audit trail the e-mail. */
export type AccountActor = Actor & AuditActor;

/**
 * Saves the profile form for `target`, except the e-mail, which changes only through
 * checkEmailChange/startEmailChange (app/server/accounts/email-change.server.ts). The role goes
 * through decideRole(), so an admin never grants admin and nobody grants themselves anything;
 * a new phone is marked unverified; the image is checked by its bytes and re-encoded
 * (docs/product.md#accounts). An admin saving someone else's profile writes an audit row in the
 * same batch (docs/product.md#admin).
 */
export async function updateProfile(
  db: Db,
  env: ProfileImageEnv,
  actor: AccountActor,
  target: Profile,
  input: ProfileInput,
): Promise<UpdateResult> {
  const role = decideRole(actor, target, input.role);
  if (role === null) return { ok: false, fieldErrors: { role: [PROFILE_MESSAGES.role] } };
  let newImageKey: string | null = null;
  if (input.image && input.image.size > 0) {
    const stored = await storeProfileImage(env, target.id, new Uint8Array(await input.image.arrayBuffer()));
    if (!stored.ok) return { ok: false, fieldErrors: { image: [stored.message] } };
    newImageKey = stored.key;
  }

  const phone = input.phone ?? "";
  const next = { fullName: input.fullName, bio: input.bio ?? "", phone, gender: input.gender, role };
  // The form normalises the number; an older row may hold it spelled another way.
  const phoneVerified = phone !== (normalisePhone(target.phone) ?? target.phone) ? false : target.phoneVerified;
  const update = db
    .update(users)
    .set({ ...next, phoneVerified })
    .where(eq(users.id, target.id));
  // The audit row holds every field the save changes, the e-mail included: the new address the
  // caller's startEmailChange mails (it takes over once confirmed). docs/product.md#admin
  const emailChange = input.email !== target.email.toLowerCase() ? { email: input.email } : {};
  const audited = { ...next, phoneVerified, ...emailChange };
  try {
    if (actor.id === target.id) await update;
    else await db.batch([update, auditInsert(db, actor, editAudit(target, audited, Boolean(newImageKey)))]);
  } catch (error) {
    if (newImageKey) await env.IMAGES.delete(newImageKey);
    throw error;
  }
  if (newImageKey) await swapProfileImage(db, env.IMAGES, target.id, target.profileImage, newImageKey);
  return { ok: true };
}

/** The audit entry of an admin's edit: only the fields that changed, as they were and became. */
function editAudit(target: Profile, next: Partial<Profile>, imageChanged: boolean) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    const old = target[key as keyof Profile];
    if (old !== value) {
      before[key] = old;
      after[key] = value;
    }
  }
  if (imageChanged) after.profileImage = "replaced";
  return { action: "user.edit" as const, targetType: "user" as const, targetId: target.id, before, after };
}

/**
 * Checks the upload (100 KB, magic bytes, readable headers) and stores it re-encoded by the
 * Images binding as a WebP at most PROFILE_IMAGE_WIDTH wide: no EXIF, GPS, XMP or comment of
 * the original survives, whatever its format. Anything the binding cannot decode is refused.
 */
async function storeProfileImage(
  env: ProfileImageEnv,
  userId: string,
  bytes: Uint8Array,
): Promise<{ ok: true; key: string } | { ok: false; message: string }> {
  const verdict = checkProfileImage(bytes);
  if (!verdict.ok) {
    return {
      ok: false,
      message: verdict.reason === "too-big" ? PROFILE_MESSAGES.imageTooBig : PROFILE_MESSAGES.imageType,
    };
  }
  const webp = await encodeWebp(env.IMAGES_TRANSFORM, bytes, PROFILE_IMAGE_WIDTH);
  if (!webp) return { ok: false, message: PROFILE_MESSAGES.imageType };
  const key = `${profileFolder(userId)}${randomHex(12)}.webp`;
  await env.IMAGES.put(key, webp, { httpMetadata: { contentType: WEBP_CONTENT_TYPE } });
  return { ok: true, key };
}

function profileFolder(userId: string): string {
  return `profiles/${userId}/`;
}

/**
 * Points users.profile_image at `next` by compare-and-set, so parallel saves never orphan a
 * picture: whoever replaces a key deletes it. A save that loses the race retries against the
 * newer value (the last save wins); if the account is gone, its own picture is deleted.
 */
async function swapProfileImage(db: Db, bucket: R2Bucket, userId: string, expected: string | null, next: string) {
  let current = expected;
  for (let attempt = 0; attempt < 5; attempt++) {
    const swapped = await db
      .update(users)
      .set({ profileImage: next })
      .where(
        and(
          eq(users.id, userId),
          isNull(users.deletedAt),
          current === null ? isNull(users.profileImage) : eq(users.profileImage, current),
        ),
      )
      .returning({ id: users.id });
    if (swapped.length) {
      if (current?.startsWith("profiles/")) await bucket.delete(current);
      return;
    }
    const row = await db
      .select({ profileImage: users.profileImage, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, userId))
      .get();
    if (!row || row.deletedAt !== null) break;
    current = row.profileImage;
  }
  await bucket.delete(next);
}

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
      .set({ status: "Rejected", street: "", pincode: "", updatedAt: now })
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
  await deleteFolder(env.IMAGES, profileFolder(target.id));
  if (target.profileImage?.startsWith("profiles/")) await env.IMAGES.delete(target.profileImage);
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

async function deleteFolder(bucket: R2Bucket, prefix: string): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, limit: 1000, cursor });
    await deleteImageObjects(
      bucket,
      page.objects.map((o) => o.key),
    );
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

/** Whether the account signs in with a password (social-only accounts have none). */
export async function hasPassword(db: Db, userId: string): Promise<boolean> {
  const row = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).get();
  return Boolean(row?.hash);
}
