// Saved searches (docs/product.md#saved-searches): the save form (page and dialog), rename and
// the alert frequency share these schemas with their actions.
// First: zod must be configured before any schema is built (see zod-config.ts).
import "./zod-config";
import { z } from "zod";
import { ALERT_FREQUENCIES, SAVED_SEARCH_MESSAGES, SAVED_SEARCH_NAME_MAX } from "~/domain/saved-search";

const name = z
  .string({ error: SAVED_SEARCH_MESSAGES.nameRequired })
  .trim()
  .min(1, SAVED_SEARCH_MESSAGES.nameRequired)
  .max(SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_MESSAGES.nameTooLong);

/** "Save this search": its name and the search (the home URL's query, made canonical by the server). */
export const saveSearchSchema = z.object({
  name,
  query: z.string().max(4000).optional(),
  redirectTo: z.string().max(4000).optional(),
});

export const renameSearchSchema = z.object({ intent: z.literal("rename"), name });

export const searchFrequencySchema = z.object({
  intent: z.literal("frequency"),
  frequency: z.enum(ALERT_FREQUENCIES, { error: SAVED_SEARCH_MESSAGES.frequency }),
});

/** The saved search page's two forms, told apart by their `intent`. */
export const savedSearchEditSchema = z.discriminatedUnion("intent", [renameSearchSchema, searchFrequencySchema]);
