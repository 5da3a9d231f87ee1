// The one phone rule, used by sign-up, the profile form (docs/product.md#accounts) and the
// call-back form (docs/product.md#admin): an Indian mobile number, 10 digits starting with 6 to
// 9, written with or without +91, 91 or 0 in front, spaces and dashes allowed. It is saved normalised (+91 and the 10 digits,
// E.164) so the same number always compares equal, whichever way it was typed.
// First: zod must be configured before any schema is built (see zod-config.ts).
import "./zod-config";
import { z } from "zod";
import { indianMobileDigits } from "~/domain/format";

export const PHONE_MESSAGE = "Please enter a valid phone number";

/** "+91 98765-43210", "098765 43210" or "9876543210" → "+919876543210"; null when it is not a mobile number. */
export function normalisePhone(raw: string): string | null {
  const digits = indianMobileDigits(raw);
  return digits ? `+91${digits}` : null;
}

/** Required (the call-back form): a missing number gets the same message as a wrong one. */
export const requiredPhoneSchema = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .refine((value) => normalisePhone(value) !== null, PHONE_MESSAGE)
  .transform((value) => normalisePhone(value) ?? value);

/** Optional: an empty box arrives as undefined (Conform drops empty strings). */
export const phoneSchema = requiredPhoneSchema.optional();
