// Account forms: one schema per form, used by the server (parseWithZod) and the browser (useForm).
// First: zod must be configured before any schema is built (see zod-config.ts).
import "./zod-config";
import { z } from "zod";
import { SIGNUP_ERRORS, RESET_ERRORS } from "~/domain/auth";
import { SIGNUP_ROLES } from "~/domain/catalog";
import { phoneSchema } from "./phone";

const email = z
  .string({ error: "Email is required" })
  .trim()
  .max(254, "Please enter a valid email")
  .pipe(z.email("Please enter a valid email"));

const newPassword = z
  .string({ error: "Password is required" })
  .min(8, "Password must be at least 8 characters")
  .max(128, "Password must be at most 128 characters");

export const loginSchema = z.object({
  email,
  password: z.string({ error: "Password is required" }).max(128, "Invalid email or password"),
  redirectTo: z.string().optional(),
});

export const signupSchema = z
  .object({
    email,
    phone: phoneSchema,
    password: newPassword,
    confirmPassword: z.string({ error: "Please confirm your password" }),
    role: z.enum(SIGNUP_ROLES, { error: SIGNUP_ERRORS.InvalidRole }),
    redirectTo: z.string().optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: SIGNUP_ERRORS.PasswordMismatch,
    path: ["confirmPassword"],
  });

/** E-mail text of 2 to 50 characters (docs/product.md#accounts). */
export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(2, "Email must be at least 2 characters")
    .max(50, "Email must be at most 50 characters"),
});

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: RESET_ERRORS.InvalidRequest }),
    password: newPassword,
    confirmPassword: z.string({ error: "Please confirm your password" }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: RESET_ERRORS.PasswordMismatch,
    path: ["confirmPassword"],
  });
