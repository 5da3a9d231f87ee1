// First: zod must be configured before any schema is built (see zod-config.ts).
import "./zod-config";
import { z } from "zod";
import { CONSENT_CHOICES, THEMES } from "~/domain/preferences";
import { LANGS } from "~/domain/language";

export const preferencesSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("theme"),
    theme: z.enum([...THEMES, "toggle"]),
    resolved: z.enum(["light", "dark"]).optional(),
  }),
  z.object({ intent: z.literal("consent"), consent: z.enum(CONSENT_CHOICES) }),
  // The language switch (docs/product.md#languages): the language to read the page in.
  z.object({ intent: z.literal("language"), lang: z.enum(LANGS) }),
]);
