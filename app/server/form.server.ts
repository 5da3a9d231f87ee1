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
