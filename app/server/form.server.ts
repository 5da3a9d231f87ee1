// The one way an action answers a form it refuses. Every form action returns either a
// redirect (success) or `invalidForm(submission.reply(...))`: a 400 whose body is
// `{ result }`, the SubmissionResult that Conform's useForm takes as `lastResult`.
// The page renders the errors with or without JavaScript. A form that is only a button has no
// field to show an error beside: it answers with `refuseWithToast` instead.
import type { Submission, SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/cloudflare";
import { redirectWithToast } from "./toast.server";

export type FormReply = { result: SubmissionResult<string[]> };

/**
 * Answers refused input of a button-only form (buy a pack, Show Mobile Number, a test payment):
 * back to `url` with the first message of the schema as an error toast, with or without
 * JavaScript. `if (submission.status !== "success") return refuseWithToast(back, submission);`
 */
export function refuseWithToast(url: string, submission: Submission<unknown>) {
  const errors = submission.status === "success" ? [] : Object.values(submission.error ?? {});
  const message = errors.flat().find((m): m is string => typeof m === "string") ?? "Please try again";
  return redirectWithToast(url, "error", message);
}

/**
 * Answers refused input: `return invalidForm(submission.reply({ formErrors: [message] }))`.
 * `status` is 400 unless the refusal has a more precise code (413 for an oversized body).
 */
export function invalidForm(result: SubmissionResult<string[]>, init: { status?: number; headers?: HeadersInit } = {}) {
  return data<FormReply>({ result }, { status: init.status ?? 400, headers: init.headers });
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
 * on the declared length and again while reading, so nothing large is ever parsed), and a
 * form that cannot be parsed (broken multipart) with 400. Each refusal is a thrown Response,
 * which the route's error boundary shows; an empty urlencoded form is a valid, empty FormData.
 */
export async function readForm(request: Request, opts: { maxBytes?: number } = {}): Promise<FormData> {
  const maxBytes = opts.maxBytes ?? FORM_MAX_BYTES;
  const type = request.headers.get("Content-Type") ?? "";
  const mediaType = type.split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.has(mediaType)) throw refuse(415, "The request must be a form.");
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > maxBytes) throw refuse(413, "The form is too large.");

  const counted = countedBody(request, maxBytes);
  try {
    const form = await new Response(counted.stream, { headers: { "Content-Type": type } }).formData();
    if (counted.tooLarge()) throw refuse(413, "The form is too large.");
    return form;
  } catch (error) {
    if (error instanceof Response) throw error;
    throw counted.tooLarge() ? refuse(413, "The form is too large.") : refuse(400, "The form could not be read.");
  }
}

/**
 * The body as a stream that is counted while the form parser reads it, so a large photo form is
 * held in memory once. Past `maxBytes` the stream just ends: the cut body does not parse, and
 * `tooLarge()` says why (erroring the stream would surface as an unhandled rejection).
 */
function countedBody(request: Request, maxBytes: number) {
  let size = 0;
  let tooLarge = false;
  const reader = request.body?.getReader();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = reader ? await reader.read() : { done: true as const, value: undefined };
      if (done) {
        controller.close();
        return;
      }
      size += value.byteLength;
      if (size > maxBytes) {
        tooLarge = true;
        await reader?.cancel();
        controller.close();
        return;
      }
      controller.enqueue(value);
    },
    cancel: (reason) => reader?.cancel(reason),
  });
  return { stream, tooLarge: () => tooLarge };
}

/** Whether readForm refused the body for its size (for a form that answers that itself). */
export function isTooLarge(thrown: unknown): thrown is Response {
  return thrown instanceof Response && thrown.status === 413;
}
