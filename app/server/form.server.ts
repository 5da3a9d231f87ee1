// The one way an action answers a form it refuses. Every form action returns either a
// redirect (success) or `invalidForm(submission.reply(...))`: a 400 whose body is
// `{ result }`, the SubmissionResult that Conform's useForm takes as `lastResult`.
// The page renders the errors with or without JavaScript.
import type { SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/cloudflare";

export type FormReply = { result: SubmissionResult<string[]> };

/**
 * Answers refused input: `return invalidForm(submission.reply({ formErrors: [message] }))`.
 * `status` is 400 unless the refusal has a more precise code (413 for an oversized body).
 */
export function invalidForm(result: SubmissionResult<string[]>, init: { status?: number; headers?: HeadersInit } = {}) {
  return data<FormReply>({ result }, { status: init.status ?? 400, headers: init.headers });
}
