// Forms of the credits pages (docs/product.md#credits, #payments). The browser sends ids and
// intents only: prices, credits and costs live on the server.
// First: zod must be configured before any schema is built (see zod-config.ts).
import "./zod-config";
import { z } from "zod";
import { PACK_IDS } from "~/domain/credits";

export const CREDITS_FORM_MESSAGES = {
  pack: "Please choose a credit pack",
  intent: "Unknown action",
  listing: "Unknown listing",
  outcome: "Choose how the test payment ends",
} as const;

/** POST /buy-credits: which pack. */
export const buyCreditsSchema = z.object({
  packId: z.enum(PACK_IDS, { error: CREDITS_FORM_MESSAGES.pack }),
});

/** "Show Mobile Number" on a seller page (no listing) or a listing page (its id). */
export const revealSchema = z.object({
  intent: z.literal("reveal", { error: CREDITS_FORM_MESSAGES.intent }),
  listingId: z.coerce.number({ error: CREDITS_FORM_MESSAGES.listing }).int().positive().optional(),
});

/** The local test provider's checkout page buttons. */
export const localPaySchema = z.object({
  outcome: z.enum(["success", "authorize", "fail"], { error: CREDITS_FORM_MESSAGES.outcome }),
});
