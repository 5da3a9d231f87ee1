// AI search, end to end (docs/product.md#ai-search): the parser first; a language model only
// for the words it left over; the model's answer validated by a zod schema and merged under
// the parser's filters; any failure, a 3-second timeout or a malformed answer keeps the
// parser's result. Answers are cached, so the same words never pay for a second call.
// Everything outside (the model, the cache) is passed in, so tests and the eval script run it
// with fakes.
import type { Filters } from "~/domain/filters";
import {
  MODEL_JSON_SCHEMA,
  MODEL_SYSTEM_PROMPT,
  mergeModelFilters,
  modelUserPrompt,
  needsModel,
} from "~/domain/search-query/model";
import { type ParsedSearchQuery, parseSearchQuery } from "~/domain/search-query/parse";
import { modelAnswerSchema } from "~/schemas/ai-search";

export const MODEL_TIMEOUT_MS = 3000;

export type ModelRequest = { system: string; user: string; schema: typeof MODEL_JSON_SCHEMA };

/** A language model behind the pipeline: Workers AI, an OpenAI-compatible identity, or a fake. */
export type ModelClient = {
  /** For logs: "workers-ai @cf/meta/...", "identity 3 gpt-4o-mini". */
  label: string;
  /** The answer: a JSON object, or JSON text. Rejects on any failure; should stop on `signal`. */
  ask(request: ModelRequest, signal: AbortSignal): Promise<unknown>;
};

/** Validated model answers by the key of what was asked (see cacheKey). */
export type AnswerCache = {
  get(key: string): Promise<Filters | null>;
  put(key: string, answer: Filters): Promise<void>;
};

/** How the model stage went: not needed, answered from the cache, or asked (and how it went). */
export type ModelOutcome =
  | "not-needed"
  | "no-model"
  | "cached"
  | "limited"
  | "answered"
  | "timeout"
  | "failed"
  | "invalid";

export type Understanding = {
  filters: Filters;
  parsed: ParsedSearchQuery;
  model: ModelOutcome;
};

export class ModelTimeoutError extends Error {
  constructor(ms: number) {
    super(`No answer within ${ms / 1000} seconds`);
    this.name = "ModelTimeoutError";
  }
}

export class ModelAnswerError extends Error {
  constructor() {
    super("The answer was not valid filters");
    this.name = "ModelAnswerError";
  }
}

/**
 * Asks `model` and validates its answer into Filters. Rejects with ModelTimeoutError after
 * `timeoutMs` (the call's signal is aborted too), ModelAnswerError for an answer that is not a
 * JSON object, or the model's own error.
 */
export async function askModel(model: ModelClient, user: string, timeoutMs = MODEL_TIMEOUT_MS): Promise<Filters> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    // Reject first: the abort makes the call reject too, and the race must see the timeout.
    timer = setTimeout(() => {
      reject(new ModelTimeoutError(timeoutMs));
      controller.abort();
    }, timeoutMs);
  });
  try {
    const request: ModelRequest = { system: MODEL_SYSTEM_PROMPT, user, schema: MODEL_JSON_SCHEMA };
    const raw = await Promise.race([model.ask(request, controller.signal), timeout]);
    return validateAnswer(raw);
  } finally {
    clearTimeout(timer);
  }
}

function validateAnswer(raw: unknown): Filters {
  let value = raw;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      throw new ModelAnswerError();
    }
  }
  const result = modelAnswerSchema.safeParse(value);
  if (!result.success) throw new ModelAnswerError();
  return result.data;
}

/** What the cache is keyed by: the words the model is asked about and the parser's context. */
export async function cacheKey(user: string): Promise<string> {
  const bytes = new TextEncoder().encode(`v1\n${user}`);
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Understands `text`. Never throws for the model's sake: without a model, or when it fails, the
 * parser's filters come back (`model` says what happened). A cache failure is treated as a miss.
 */
export async function understandSearch(
  text: string,
  deps: {
    /** The model, or a function finding it (only called when the parser left words over). */
    model: ModelClient | null | (() => Promise<ModelClient | null>);
    cache?: AnswerCache;
    /** Asked before each paid call (not for cached answers); false keeps the parser's result. */
    allowCall?: () => Promise<boolean>;
    timeoutMs?: number;
    log?: (line: string) => void;
  },
): Promise<Understanding> {
  const parsed = parseSearchQuery(text);
  const parserOnly = (model: ModelOutcome): Understanding => ({ filters: parsed.filters, parsed, model });
  if (!needsModel(parsed)) return parserOnly("not-needed");
  // Finding the model (the identity in use) may fail too: then the parser answers alone.
  const model = typeof deps.model === "function" ? await deps.model().catch(() => null) : deps.model;
  if (!model) return parserOnly("no-model");

  const user = modelUserPrompt(parsed);
  const key = await cacheKey(user);
  const cached = await deps.cache?.get(key).catch(() => null);
  if (cached) return { filters: mergeModelFilters(parsed.filters, cached), parsed, model: "cached" };
  if (deps.allowCall && !(await deps.allowCall().catch(() => false))) return parserOnly("limited");

  try {
    const answer = await askModel(model, user, deps.timeoutMs);
    await deps.cache?.put(key, answer).catch(() => undefined);
    return { filters: mergeModelFilters(parsed.filters, answer), parsed, model: "answered" };
  } catch (error) {
    const outcome =
      error instanceof ModelTimeoutError ? "timeout" : error instanceof ModelAnswerError ? "invalid" : "failed";
    deps.log?.(`[ai-search] ${model.label}: ${outcome} (${error instanceof Error ? error.message : "error"})`);
    return parserOnly(outcome);
  }
}
