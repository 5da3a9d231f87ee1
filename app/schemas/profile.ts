// The profile form (docs/product.md#accounts), shared by the server (parseWithZod) and the browser
// (useForm with getZodConstraint). The server re-checks the image by its bytes.
import { z } from "zod";
import { GENDERS, SIGNUP_ROLES } from "~/domain/catalog";
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
} as const;

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
  // Buyer, seller or both only: admin roles can never be chosen here. Absent for admins.
  role: z.enum(SIGNUP_ROLES, { error: PROFILE_MESSAGES.role }).optional(),
  image: z
    .instanceof(FileClass)
    .refine((file) => file.size <= PROFILE_IMAGE_MAX_BYTES, PROFILE_MESSAGES.imageTooBig)
    .refine((file) => !file.type || IMAGE_TYPES.includes(file.type), PROFILE_MESSAGES.imageType)
    .optional(),
  /** Whose profile: absent means your own. Only admins may name someone else. */
  userId: z.string().optional(),
});

export type ProfileInput = z.infer<typeof profileSchema>;
