// The seller's answer to "Is it still available?" (docs/product.md#trust): My Listings' two
// buttons and the reminder page's two buttons post it.
// First: zod must be configured before any schema is built (see zod-config.ts).
import "./zod-config";
import { z } from "zod";

export const availabilitySchema = z.object({
  answer: z.enum(["available", "unavailable"], { error: "Please choose an answer" }),
});

/** The reminder page's form: the answer and the mailed token. */
export const confirmTokenSchema = availabilitySchema.extend({
  token: z.string().min(1).max(100),
});
