// The AI identity form at /admin (docs/product.md#ai-search: name 2 to 50, url a valid URL, apiKey 2 to
// 500, models a list, selectedModel one of the models, inUse a switch). Shared by the action
// (parseWithZod) and the page (useSchemaForm). docs/product.md#ai-search
// First: zod must be configured before any schema is built (see zod-config.ts).
import "./zod-config";
import { z } from "zod";
import { parseId } from "~/domain/listing-id";

export const IDENTITY_MESSAGES = {
  name: "Name must be between 2 and 50 characters",
  duplicateName: "An identity with this name already exists",
  url: "Please enter a valid URL",
  urlHttps: "The URL must start with https://",
  apiKeyForNewUrl: "Enter the API key again: the URL now points to another host",
  apiKey: "API key must be between 2 and 500 characters",
  apiKeyRequired: "Please enter the API key",
  models: "Add at least one model",
  model: "A model name must be at most 100 characters",
  selectedModel: "Please choose one of the models",
  created: "Identity created successfully",
  updated: "Identity updated successfully",
  deleted: "Identity deleted successfully",
  createFailed: "Failed to create identity",
  updateFailed: "Failed to update identity",
  deleteFailed: "Something went wrong, Please try again",
} as const;

export const IDENTITY_LIMITS = { nameMin: 2, nameMax: 50, keyMin: 2, keyMax: 500, modelMax: 100, models: 20 } as const;

export const identitySchema = z
  .object({
    /** Absent when creating. */
    id: z.coerce.number().int().positive().optional(),
    name: z
      .string({ error: IDENTITY_MESSAGES.name })
      .trim()
      .min(IDENTITY_LIMITS.nameMin, IDENTITY_MESSAGES.name)
      .max(IDENTITY_LIMITS.nameMax, IDENTITY_MESSAGES.name),
    url: z
      .string({ error: IDENTITY_MESSAGES.url })
      .trim()
      .max(500, IDENTITY_MESSAGES.url)
      .pipe(z.url({ protocol: /^https?$/, error: IDENTITY_MESSAGES.url })),
    /** Required when creating; left empty on edit it keeps the stored key. */
    apiKey: z
      .string()
      .trim()
      .min(IDENTITY_LIMITS.keyMin, IDENTITY_MESSAGES.apiKey)
      .max(IDENTITY_LIMITS.keyMax, IDENTITY_MESSAGES.apiKey)
      .optional(),
    // Empty entries are not models: adding empty input changes nothing.
    models: z
      .array(z.string().trim().max(IDENTITY_LIMITS.modelMax, IDENTITY_MESSAGES.model).optional())
      .max(IDENTITY_LIMITS.models)
      .default([])
      .transform((list) => [...new Set(list.filter((m): m is string => Boolean(m)))]),
    selectedModel: z.string().trim().optional(),
    inUse: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.id === undefined && !value.apiKey) {
      ctx.addIssue({ code: "custom", path: ["apiKey"], message: IDENTITY_MESSAGES.apiKeyRequired });
    }
    if (value.models.length === 0) {
      ctx.addIssue({ code: "custom", path: ["models"], message: IDENTITY_MESSAGES.models });
    } else if (!value.selectedModel || !value.models.includes(value.selectedModel)) {
      ctx.addIssue({ code: "custom", path: ["selectedModel"], message: IDENTITY_MESSAGES.selectedModel });
    }
  });

export type IdentityInput = z.output<typeof identitySchema>;

const TEXT_FIELDS = ["id", "name", "url", "selectedModel", "inUse", "apiKey"] as const;

/**
 * The submitted values in the form's own shape, for the refused form to show again: text fields
 * as text, models as a list of text. Anything else (a name like `models[0].x` or `name[0]`
 * makes Conform build objects and lists there) is dropped, so the page can always render it.
 */
export function identityFormValue(
  value: Record<string, unknown> | null | undefined,
): Record<string, string | string[]> | null {
  if (!value) return null;
  const out: Record<string, string | string[]> = {};
  for (const key of TEXT_FIELDS) {
    const text = value[key];
    if (typeof text === "string") out[key] = text;
  }
  if (Array.isArray(value.models)) out.models = value.models.map((m) => (typeof m === "string" ? m : ""));
  return out;
}

/** An identity's id posted as text: the same rule as every other id (~/domain/listing-id). */
const identityRowId = z
  .string()
  .refine((value) => parseId(value) !== null)
  .transform((value) => parseId(value) as number);

/**
 * The row buttons of the identities list on /admin, by `intent`: test or delete one identity.
 * Any other post is the identity form itself (identitySchema).
 */
export const identityRowActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("test"), id: identityRowId }),
  z.object({ intent: z.literal("delete"), id: identityRowId }),
]);
