// The profile form (docs/product.md#accounts), shared by the server (parseWithZod) and the browser
// (useForm with getZodConstraint). The server re-checks the image by its bytes.
// First: zod must be configured before any schema is built (see zod-config.ts).
import "./zod-config";
import { z } from "zod";
import { GENDERS, ROLES } from "~/domain/catalog";
import { PROFILE_IMAGE_CONTENT_TYPES, PROFILE_IMAGE_MAX_BYTES } from "~/domain/profile-image";
import { PHONE_MESSAGE, phoneSchema } from "./phone";

export const PROFILE_MESSAGES = {
  fullName: "Full name must be between 2 and 50 characters",
  bio: "Bio must be at most 300 characters",
  email: "Please enter a valid email",
  emailTaken: "This email is already used by another account",
  phone: PHONE_MESSAGE,
  gender: "Please select a gender",
  role: "Please select a valid account type",
  imageTooBig: "Profile image must be at most 100KB",
  imageType: "Profile image must be a JPG, PNG or WEBP file",
  imageHint: "Upload a profile image. Max size is 100KB.",
  updated: "Profile updated successfully",
  updateFailed: "Failed to update profile",
  deleted: "Account deleted successfully",
  userDeleted: "User deleted successfully",
  deleteFailed: "Something went wrong, Please try again",
  currentPasswordRequired: "Please enter your current password to change your email",
  currentPasswordWrong: "Current password is incorrect",
  tooManyPasswordChecks: "Too many attempts. Please try again in a few minutes.",
  signInAgainToChangeEmail: "To change your email, log out and sign in again, then change it within 10 minutes.",
  emailChangeHint: "Changing your e-mail means verifying the new address.",
} as const;

/** The toast after a save that asked for a new address: the old one stays until this link is used. */
export function emailChangePendingMessage(newEmail: string): string {
  return `Profile updated successfully. Open the link we sent to ${newEmail} to start using it.`;
}

const IMAGE_TYPES: readonly string[] = Object.values(PROFILE_IMAGE_CONTENT_TYPES);

// `File` exists in browsers and in workerd; guard for other runtimes that import this module.
const FileClass = (typeof File === "undefined" ? class {} : File) as typeof File;

export const profileSchema = z.object({
  fullName: z
    .string({ error: PROFILE_MESSAGES.fullName })
    .trim()
    .min(2, PROFILE_MESSAGES.fullName)
    .max(50, PROFILE_MESSAGES.fullName),
  bio: z.string().trim().max(300, PROFILE_MESSAGES.bio).optional(),
  // E-mail is the sign-in identity, so it stays required (docs/product.md#accounts).
  email: z
    .string({ error: PROFILE_MESSAGES.email })
    .trim()
    .toLowerCase()
    .max(254, PROFILE_MESSAGES.email)
    .pipe(z.email({ error: PROFILE_MESSAGES.email })),
  phone: phoneSchema,
  gender: z.enum(GENDERS, { error: PROFILE_MESSAGES.gender }),
  // Any role by name; which ones this actor may set on this account is decided on the server
  // (decideRole in app/domain/permissions.ts): people pick buyer, seller or both for
  // themselves, admins the same for others, a superadmin any role. Absent for admin accounts.
  role: z.enum(ROLES, { error: PROFILE_MESSAGES.role }).optional(),
  image: z
    .instanceof(FileClass)
    .refine((file) => file.size <= PROFILE_IMAGE_MAX_BYTES, PROFILE_MESSAGES.imageTooBig)
    .refine((file) => !file.type || IMAGE_TYPES.includes(file.type), PROFILE_MESSAGES.imageType)
    .optional(),
  /** Asked only when the e-mail changes (the server decides): the actor's own password. */
  currentPassword: z.string().max(128, PROFILE_MESSAGES.currentPasswordWrong).optional(),
  /** Whose profile: absent means your own. Only admins may name someone else. */
  userId: z.string().optional(),
  /** Where an admin returns after saving someone else's profile (a same-site path). */
  redirectTo: z.string().optional(),
});

export type ProfileInput = z.infer<typeof profileSchema>;
