// Holds the form's submit while photos are on their way and sends it when they are done
// (docs/product.md#listings): the form's button says how many photos it waits for, and a form
// with a photo that failed is not sent but points at its Retry. Also resolves whenSettled().
import { type MutableRefObject, type RefObject, useCallback, useEffect, useRef, useState } from "react";
import * as queue from "./upload-queue";

type Apply = (change: (s: queue.QueueState) => queue.QueueState) => void;

export function useSubmitHold({
  rootRef,
  stateRef,
  apply,
  pending,
  failed,
  enabled,
}: {
  /** The picker's fieldset: its form is the one held. */
  rootRef: RefObject<HTMLFieldSetElement>;
  stateRef: MutableRefObject<queue.QueueState>;
  apply: Apply;
  pending: boolean;
  failed: boolean;
  /** Hold at all (the form asked for it and the picker is enhanced). */
  enabled: boolean;
}): { holding: boolean; whenSettled(): Promise<void> } {
  const heldSubmit = useRef<{ submitter: HTMLElement | null } | null>(null);
  // Mirrors heldSubmit for rendering: the form's button shows what it waits for.
  const [holding, setHolding] = useState(false);
  const settleWaiters = useRef<(() => void)[]>([]);

  useEffect(() => {
    if (!enabled) return;
    const form = rootRef.current?.closest("form");
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => {
      const s = stateRef.current;
      if (!queue.isPending(s) && !queue.hasFailed(s)) return;
      // Before React's and Remix's handlers (they listen on the root): nothing is sent yet.
      event.preventDefault();
      event.stopImmediatePropagation();
      if (queue.isPending(s)) {
        heldSubmit.current = { submitter: event.submitter };
        setHolding(true);
        apply((q) => queue.setNotice(q, queue.QUEUE_MESSAGES.waiting));
      } else {
        apply((q) => queue.setNotice(q, queue.QUEUE_MESSAGES.unfinished));
        rootRef.current?.querySelector<HTMLElement>("[data-status='failed'] button")?.focus();
      }
    };
    form.addEventListener("submit", onSubmit, true);
    return () => form.removeEventListener("submit", onSubmit, true);
  }, [enabled, apply, rootRef, stateRef]);

  // Nothing pending any more: wake whoever waits, and send the held form unless a photo failed.
  useEffect(() => {
    if (pending) return;
    for (const resolve of settleWaiters.current.splice(0)) resolve();
    const held = heldSubmit.current;
    if (!held) return;
    heldSubmit.current = null;
    setHolding(false);
    if (failed) {
      apply((s) => queue.setNotice(s, queue.QUEUE_MESSAGES.unfinished));
      return;
    }
    apply((s) => queue.setNotice(s, null));
    const form = rootRef.current?.closest("form");
    const submitter = held.submitter && form?.contains(held.submitter) ? held.submitter : null;
    // After this render, so the photoIds inputs are in the form.
    setTimeout(() => form?.requestSubmit(submitter as HTMLButtonElement | null), 0);
  }, [pending, failed, apply, rootRef]);

  const whenSettled = useCallback(
    () =>
      queue.isPending(stateRef.current)
        ? new Promise<void>((resolve) => settleWaiters.current.push(resolve))
        : Promise.resolve(),
    [stateRef],
  );

  return { holding, whenSettled };
}
