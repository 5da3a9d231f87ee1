// The one way an action answers a form it refuses. Every form action returns either a
// redirect (success) or `invalidForm(submission.reply(...))`: a 400 whose body is
// `{ result }`, the SubmissionResult that Conform's useForm takes as `lastResult`.
// The page renders the errors with or without JavaScript. A form that is only a button has no
// field to show an error beside: it answers with `refuseWithToast` instead.
import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data } from "@remix-run/cloudflare";
import type { $ZodType, input, output } from "zod/v4/core";
import { readFormUpTo } from "./body.server";
import { redirectWithToast } from "./toast.server";

export type FormReply = { result: SubmissionResult<string[]> };

/**
 * Answers refused input of a button-only form (buy a pack, Show Mobile Number, a test payment):
 * back to `url` with the first message of the schema as an error toast, with or without
 * JavaScript. `if (submission.status !== "success") return refuseWithToast(context, back, submission);`
 */
export function refuseWithToast(context: AppLoadContext, url: string, submission: Submission<unknown>) {
  const errors = submission.status === "success" ? [] : Object.values(submission.error ?? {});
  const message = errors.flat().find((m): m is string => typeof m === "string") ?? "Please try again";
  return redirectWithToast(context, url, "error", message);
}

/**
 * Answers refused input: `return invalidForm(submission.reply({ formErrors: [message] }))`.
 * `status` is 400 unless the refusal has a more precise code (413 for an oversized body).
 */
export function invalidForm(result: SubmissionResult<string[]>, init: { status?: number; headers?: HeadersInit } = {}) {
  return data<FormReply>({ result }, { status: init.status ?? 400, headers: init.headers });
}

/** The form-level message of a form that Conform could not parse (a broken `__intent__`, say). */
export const UNREADABLE_FORM = "The form could not be read. Please reload the page and try again.";

/**
 * The one way an action parses a Conform form: `parseWithZod` that never throws
 * (docs/product.md#security). Conform throws on what no page of ours sends: an `__intent__` that
 * is not JSON, `null`, a list intent on a single field, a name it cannot place (`__proto__.x`)...
 * Such a post is refused like any other invalid form: status "error" with UNREADABLE_FORM as
 * the form's error, an empty payload (nothing of it is echoed back) and no value, so the action
 * answers its usual 400 and writes nothing.
 */
export function parseForm<Schema extends $ZodType>(
  formData: FormData,
  options: { schema: Schema },
): Submission<input<Schema>, string[], output<Schema>> {
  try {
    if (
      !hasPlaceableNames(formData, options.schema) ||
      !isPlausibleIntent(formData.get("__intent__"), options.schema)
    ) {
      return unreadableSubmission();
    }
    return parseWithZod(formData, options);
  } catch {
    return unreadableSubmission();
  }
}

/**
 * Conform's own path grammar (`a.b[0].c`, `tags[]` at the end) without the prototype's names and
 * with indexes below 1000 (no form has longer lists; `a[99999999]` would make a list that long).
 * Conform silently drops a field it cannot place but still lists it in the reply's `fields`,
 * which the page then parses while rendering: refused here instead.
 */
const PLACEABLE_NAME = /^(?:[^.[\]]+|\[\d{1,3}\])(?:\.[^.[\]]+|\[\d{1,3}\])*(?:\[\])?$/;
const PROTOTYPE_SEGMENT = /(?:^|[.[\]])(?:__proto__|constructor|prototype)(?:$|[.[\]])/;

function hasPlaceableNames(formData: FormData, schema: $ZodType): boolean {
  for (const name of formData.keys()) {
    if (name === "__intent__" || name === "__state__") continue;
    if (!isPlaceableName(name) || !fitsSchema(schema, name)) return false;
  }
  return true;
}

const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "catch", "readonly", "nonoptional"]);
const OPEN = new Set(["any", "unknown", "union", "intersection", "record", "lazy", "custom", "transform"]);

/**
 * Whether a posted name follows the schema's shape where the schema has one: `models[0].x`
 * (a key under a text) or `title[0]` (a list where one value goes) would reach the page as an
 * object or list where it renders text, and the render would fail. Names the schema does not
 * know are left to it (zod drops them).
 */
function fitsSchema(schema: $ZodType, name: string): boolean {
  let node: $ZodType | undefined = schema;
  for (const [, key, index] of name.matchAll(/([^.[\]]+)|\[(\d*)\]/g)) {
    node = unwrap(node);
    const def = node?._zod.def as { type: string; shape?: Record<string, $ZodType>; element?: $ZodType };
    if (!def || OPEN.has(def.type)) return true;
    if (def.type === "object") {
      if (key === undefined) return false;
      node = def.shape?.[key];
      if (!node) return true;
    } else if (def.type === "array") {
      if (index === undefined) return false;
      node = def.element;
    } else {
      return false;
    }
  }
  return true;
}

function unwrap(schema: $ZodType | undefined): $ZodType | undefined {
  let node = schema;
  for (let depth = 0; node && depth < 20; depth += 1) {
    const def = node._zod.def as { type: string; innerType?: $ZodType; in?: $ZodType; out?: $ZodType };
    if (WRAPPERS.has(def.type)) node = def.innerType;
    else if (def.type === "pipe") node = def.in?._zod.def.type === "transform" ? def.out : def.in;
    else return node;
  }
  return node;
}

function isPlaceableName(name: string): boolean {
  return PLACEABLE_NAME.test(name) && !PROTOTYPE_SEGMENT.test(name);
}

const PROTOTYPE_KEYS = new Set(["__proto__", "constructor", "prototype"]);
const INTENT_TYPES = new Set(["validate", "reset", "update", "insert", "remove", "reorder"]);

/**
 * No intent, or one shaped like those Conform's buttons send: a known type, a name Conform can
 * place and list positions below 1000 (an `update` of `a` at 99999999 would build that list).
 */
function isPlausibleIntent(value: FormDataEntryValue | null, schema: $ZodType): boolean {
  if (value === null) return true;
  if (typeof value !== "string" || value.length > 4096) return false;
  let intent: unknown;
  let prototypeKey = false;
  try {
    // The reviver sees every key once decoded (`"\u005f_proto__"` too): an `update` intent's value
    // becomes the payload the page renders.
    intent = JSON.parse(value, (key, v) => {
      if (PROTOTYPE_KEYS.has(key)) prototypeKey = true;
      return v;
    });
  } catch {
    return false;
  }
  if (prototypeKey) return false;
  if (!isRecord(intent) || typeof intent.type !== "string" || !INTENT_TYPES.has(intent.type)) return false;
  const payload = intent.payload;
  if (!isRecord(payload)) return false;
  const { name } = payload;
  if (name !== undefined && (typeof name !== "string" || !isPlaceableName(name) || !fitsSchema(schema, name))) {
    return false;
  }
  return (["index", "from", "to"] as const).every((key) => {
    const n = payload[key];
    return n === undefined || (Number.isInteger(n) && (n as number) >= 0 && (n as number) < 1000);
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function unreadableSubmission<Value>(): Submission<Value, string[], never> {
  const error = { "": [UNREADABLE_FORM] };
  return {
    status: "error",
    payload: {},
    error,
    reply: (options = {}) => {
      const extra = "formErrors" in options ? (options.formErrors ?? []) : [];
      const fieldErrors = "fieldErrors" in options ? (options.fieldErrors ?? {}) : {};
      return {
        status: "error",
        initialValue: null,
        error: { ...fieldErrors, "": [...new Set([UNREADABLE_FORM, ...extra])] },
      };
    },
  };
}

/** The cap for an ordinary form body: far above any honest form, far below a flood. */
export const FORM_MAX_BYTES = 64 * 1024;

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

function refuse(status: 400 | 413 | 415, message: string): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * The one way an action reads its body (docs/product.md#security). Anything but a form
 * (JSON, text, no Content-Type) is refused with 415, a body over `maxBytes` with 413 (checked
 * on the declared length and again while reading, so nothing large is ever parsed: body.server.ts),
 * and a form that cannot be parsed (broken multipart) with 400. Each refusal is a thrown Response,
 * which the route's error boundary shows; an empty urlencoded form is a valid, empty FormData.
 */
export async function readForm(request: Request, opts: { maxBytes?: number } = {}): Promise<FormData> {
  const maxBytes = opts.maxBytes ?? FORM_MAX_BYTES;
  const type = request.headers.get("Content-Type") ?? "";
  const mediaType = type.split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.has(mediaType)) throw refuse(415, "The request must be a form.");
  const body = await readFormUpTo(request, type, maxBytes);
  if (!body.ok) {
    throw body.status === 413 ? refuse(413, "The form is too large.") : refuse(400, "The form could not be read.");
  }
  const problem = unreadableEntries(body.form);
  if (problem) throw refuse(400, problem);
  return body.form;
}

/** Far above the fields of any form of ours (the listing form: about 100), far below a flood. */
export const FORM_MAX_FIELDS = 1000;

/**
 * Why a parsed form cannot be taken as sent, or null: more fields than any page sends, or text
 * that was not UTF-8 (`%E0%A4`, raw bytes: the parser turns them into U+FFFD, which would be
 * stored as is). Shared by every body reader (readForm, the photo upload's).
 */
export function unreadableEntries(form: FormData): string | null {
  let count = 0;
  for (const [name, value] of form) {
    count += 1;
    if (count > FORM_MAX_FIELDS) return "The form has too many fields.";
    if (name.includes("\uFFFD") || (typeof value === "string" && value.includes("\uFFFD"))) {
      return "The form could not be read: it holds text that is not UTF-8.";
    }
  }
  return null;
}

/** Whether readForm refused the body for its size (for a form that answers that itself). */
export function isTooLarge(thrown: unknown): thrown is Response {
  return thrown instanceof Response && thrown.status === 413;
}
