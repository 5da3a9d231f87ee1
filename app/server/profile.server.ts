// Own profile: read, update (with the profile image in R2) and account deletion.
// Decision on deletion: docs/decisions/0003-account-deletion.md.
import { and, eq, isNull, ne } from "drizzle-orm";
import { canManageAccount, isAdminRole, nextRole, type Actor } from "~/domain/account";
import type { Role } from "~/domain/catalog";
import { checkProfileImage, PROFILE_IMAGE_CONTENT_TYPES, stripImageMetadata } from "~/domain/profile-image";
import { PROFILE_MESSAGES, type ProfileInput } from "~/schemas/profile";
import type { Db } from "./db/client.server";
import { isUniqueViolation } from "./db/unique.server";
import { authTokens, favourites, listings, oauthAccounts, sessions, users } from "./db/schema.server";

export type Profile = {
  id: string;
  username: string;
  fullName: string;
  bio: string;
  email: string;
  emailVerified: boolean;
  phone: string;
  phoneVerified: boolean;
  credits: number;
  role: Role;
  gender: "male" | "female" | "other" | null;
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
  if (targetId !== actor.id && !isAdminRole(actor.role)) return { ok: false, status: 403 };
  const target = await getProfile(db, targetId);
  if (!target) return { ok: false, status: 404 };
  if (!canManageAccount(actor, target)) return { ok: false, status: 403 };
  return { ok: true, target };
}

export type UpdateResult = { ok: true } | { ok: false; fieldErrors: Record<string, string[]> };

/**
 * Saves the profile form for `target`. The role goes through nextRole(), so no input can grant
 * an admin role; a new e-mail or phone is marked unverified; the image is checked by its bytes.
 */
export async function updateProfile(
  db: Db,
  bucket: R2Bucket,
  target: Profile,
  input: ProfileInput,
): Promise<UpdateResult> {
  const email = input.email;
  const emailChanged = email !== target.email;
  if (emailChanged && (await emailInUse(db, email, target.id))) {
    return { ok: false, fieldErrors: { email: [PROFILE_MESSAGES.emailTaken] } };
  }

  let newImageKey: string | null = null;
  if (input.image && input.image.size > 0) {
    const bytes = new Uint8Array(await input.image.arrayBuffer());
    const verdict = checkProfileImage(bytes);
    if (!verdict.ok) {
      const message = verdict.reason === "too-big" ? PROFILE_MESSAGES.imageTooBig : PROFILE_MESSAGES.imageType;
      return { ok: false, fieldErrors: { image: [message] } };
    }
    newImageKey = `profiles/${target.id}/${randomId()}.${verdict.ext}`;
    await bucket.put(newImageKey, stripImageMetadata(bytes, verdict.ext), {
      httpMetadata: { contentType: PROFILE_IMAGE_CONTENT_TYPES[verdict.ext] },
    });
  }

  const phone = input.phone ?? "";
  try {
    await db
      .update(users)
      .set({
        fullName: input.fullName,
        bio: input.bio ?? "",
        email,
        emailVerified: emailChanged ? false : target.emailVerified,
        phone,
        phoneVerified: phone !== target.phone ? false : target.phoneVerified,
        gender: input.gender,
        role: nextRole(target.role, input.role),
        ...(newImageKey ? { profileImage: newImageKey } : {}),
      })
      .where(eq(users.id, target.id));
  } catch (error) {
    if (newImageKey) await bucket.delete(newImageKey);
    // Two saves racing for the same address: the unique index decides.
    if (isUniqueViolation(error, "users.email"))
      return { ok: false, fieldErrors: { email: [PROFILE_MESSAGES.emailTaken] } };
    throw error;
  }
  if (newImageKey && target.profileImage?.startsWith("profiles/")) await bucket.delete(target.profileImage);
  return { ok: true };
}

async function emailInUse(db: Db, email: string, exceptUserId: string): Promise<boolean> {
  const row = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, exceptUserId)))
    .get();
  return Boolean(row);
}

/**
 * Deletes an account (soft): in one batch its listings become Rejected (so every public query,
 * which reads listings.is_public, drops them), its sessions, tokens, social links and
 * favourites go, and the user row is marked deleted with its personal data cleared and its
 * e-mail freed for a new sign-up. The profile image is removed from R2.
 */
export async function deleteAccount(db: Db, bucket: R2Bucket, target: Profile): Promise<void> {
  const now = Date.now();
  await db.batch([
    db.update(listings).set({ status: "Rejected", updatedAt: now }).where(eq(listings.postedById, target.id)),
    db.delete(sessions).where(eq(sessions.userId, target.id)),
    db.delete(authTokens).where(eq(authTokens.userId, target.id)),
    db.delete(oauthAccounts).where(eq(oauthAccounts.userId, target.id)),
    db.delete(favourites).where(eq(favourites.userId, target.id)),
    db
      .update(users)
      .set({
        deletedAt: now,
        email: `deleted-${target.id}@deleted.invalid`,
        emailVerified: false,
        fullName: "",
        bio: "",
        phone: "",
        phoneVerified: false,
        passwordHash: null,
        profileImage: null,
      })
      .where(eq(users.id, target.id)),
  ]);
  if (target.profileImage?.startsWith("profiles/")) await bucket.delete(target.profileImage);
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}
