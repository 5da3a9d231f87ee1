// Own profile: read, who may edit whom, and update (the picture itself: profile-image.server.ts;
// deleting the account: account-deletion.server.ts).
import { and, eq, isNull } from "drizzle-orm";
import type { Gender, Role } from "~/domain/catalog";
import { canManageAccount, decideRole, isAdmin, type Actor } from "~/domain/permissions";
import { PROFILE_MESSAGES, type ProfileInput } from "~/schemas/profile";
import { normalisePhone } from "~/schemas/phone";
import { type AuditActor, auditInsert } from "../admin/audit.server";
import type { Db } from "../db/client.server";
import { users } from "../db/schema.server";
import { type ProfileImageEnv, storeProfileImage, swapProfileImage } from "./profile-image.server";

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

/** Whether the account signs in with a password (social-only accounts have none). */
export async function hasPassword(db: Db, userId: string): Promise<boolean> {
  const row = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).get();
  return Boolean(row?.hash);
}
