// The listing form's Photos field (docs/product.md#listings). Without JavaScript it is a plain
// multiple file input named `photos`, plus per photo already stored a "Keep" checkbox and a
// "Main photo" radio (`mainPhoto`: the server saves that photo first).
// With JavaScript each photo is shrunk on the phone and uploaded on its own to /uploads/photos
// with progress and retries; the form then submits only the upload ids, in order, as `photoIds`.
// Each concern is a hook of its own: the draft (use-photo-draft), the shrink and upload queue
// with its retries and previews (use-upload-queue), and the form's held submit (use-submit-hold).
import { Button, Flex, Text } from "@radix-ui/themes";
import {
  type ChangeEvent,
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from "react";
import { PHOTO_RULES } from "~/domain/image-bytes";
import type { PhotoUpload } from "~/domain/image-keys";
import { fill } from "~/messages/messages";
import { useMessages, useSay } from "~/messages/use-messages";
import * as queue from "./upload-queue";
import { clearPhotoDraft, usePhotoDraft } from "./use-photo-draft";
import { useSubmitHold } from "./use-submit-hold";
import { useUploadQueue } from "./use-upload-queue";

export { clearPhotoDraft };

/** What a form can ask the picker (through a ref). */
export type PhotoPickerHandle = {
  /** Photos still being shrunk, uploaded or retried. */
  readonly pending: boolean;
  /** Photos that failed and wait for Retry or Remove. */
  readonly failed: boolean;
  /** The uploaded photos' ids, main first (the same as the `photoIds` inputs). */
  photoIds(): string[];
  /** Resolves once nothing is pending. */
  whenSettled(): Promise<void>;
  /** Forget the saved draft (call it once the listing is saved). */
  clearDraft(): void;
};

export type PhotoPickerProps = {
  /** Names the draft kept in localStorage, e.g. "create-listing" or "edit-listing-42". */
  draftKey: string;
  /** The listing's photos when editing (from listingPhotos()). */
  initial?: PhotoUpload[];
  /** The server's message for the field (e.g. 'Please upload atleast one image'). */
  error?: string;
  onPendingChange?: (pending: boolean) => void;
  /**
   * While the form's submit is held for photos: how many it waits for (null when nothing is
   * held), so the form's button can say "Waiting for 2 photos…".
   */
  onWaitingChange?: (photos: number | null) => void;
  /** Hold the form's submit while photos upload and send it when they are done (default true). */
  holdSubmit?: boolean;
};

export const PhotoPicker = forwardRef<PhotoPickerHandle, PhotoPickerProps>(function PhotoPicker(
  { draftKey, initial, error, onPendingChange, onWaitingChange, holdSubmit = true },
  ref,
) {
  const [state, setState] = useState<queue.QueueState>(() => queue.fromUploads(initial ?? []));
  const [enhanced, setEnhanced] = useState(false);
  const stateRef = useRef(state);
  stateRef.current = state;
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const onPendingRef = useRef(onPendingChange);
  onPendingRef.current = onPendingChange;
  const onWaitingRef = useRef(onWaitingChange);
  onWaitingRef.current = onWaitingChange;
  const apply = useCallback((change: (s: queue.QueueState) => queue.QueueState) => setState(change), []);
  // The queue, the upload route and the server say English; the page's language is looked up.
  const t = useMessages("sell").photos;
  const say = useSay();

  const pending = queue.isPending(state);
  const failed = queue.hasFailed(state);
  const uploaded = queue.uploadedPhotos(state);
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  // Enhance after hydration: the server rendered the no-JavaScript field.
  useEffect(() => {
    setEnhanced(true);
  }, []);
  usePhotoDraft({ draftKey, initialUploads: initial, uploaded, setState });
  const photoQueue = useUploadQueue(state, stateRef, apply);
  useEffect(() => {
    onPendingRef.current?.(pending);
  }, [pending]);
  const { holding, whenSettled } = useSubmitHold({
    rootRef,
    stateRef,
    apply,
    pending,
    failed,
    enabled: holdSubmit && enhanced,
  });

  useImperativeHandle(
    ref,
    () => ({
      get pending() {
        return queue.isPending(stateRef.current);
      },
      get failed() {
        return queue.hasFailed(stateRef.current);
      },
      photoIds: () => queue.photoIds(stateRef.current),
      whenSettled,
      clearDraft: () => clearPhotoDraft(draftKey),
    }),
    [draftKey, whenSettled],
  );

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = [...(event.target.files ?? [])];
    event.target.value = "";
    if (picked.length) photoQueue.add(picked);
  }

  const waitingFor = holding ? queue.pendingCount(state) : null;
  useEffect(() => {
    onWaitingRef.current?.(waitingFor);
  }, [waitingFor]);

  const total = state.items.length;
  const status = state.notice
    ? say(state.notice)
    : pending
      ? fill(t.uploading, { done: uploaded.length, total })
      : failed
        ? say(queue.QUEUE_MESSAGES.unfinished)
        : total
          ? fill(uploaded.length === 1 ? t.addedOne : t.addedMany, { count: uploaded.length })
          : "";

  return (
    <fieldset
      ref={rootRef}
      className="photo-picker"
      data-pending={pending || undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>
        <Text size="2" weight="medium">
          {t.legend}
        </Text>
      </legend>
      <Text as="p" size="1" color="gray" id={hintId}>
        {fill(t.hint, { max: PHOTO_RULES.maxPhotos })}
      </Text>
      {error ? (
        <Text as="p" size="2" color="red" role="alert" id={errorId}>
          {say(error)}
        </Text>
      ) : null}

      {total > 0 && (
        <ol className="photo-picker-list">
          {state.items.map((item, index) => (
            <PhotoItem
              key={item.key}
              item={item}
              number={index + 1}
              enhanced={enhanced}
              onMain={() => apply((s) => queue.makeMain(s, item.key))}
              onRetry={() => apply((s) => queue.retry(s, item.key))}
              onRemove={() => photoQueue.remove(item.key)}
            />
          ))}
        </ol>
      )}

      <Flex direction="column" gap="1" mt="2">
        <Text as="label" size="2" htmlFor={inputId}>
          {total ? t.addMore : t.add}
        </Text>
        <input
          id={inputId}
          className="photo-picker-input"
          type="file"
          // With JavaScript the files go one by one to /uploads/photos, not with the form.
          name={enhanced ? undefined : "photos"}
          multiple
          accept={PHOTO_RULES.accept}
          onChange={onPick}
          disabled={enhanced && total >= PHOTO_RULES.maxPhotos}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
        />
      </Flex>
      <p className="photo-picker-status" aria-live="polite">
        {status}
      </p>
      {enhanced && uploaded.map((p) => <input key={p.id} type="hidden" name="photoIds" value={p.id} />)}
    </fieldset>
  );
});

function PhotoItem({
  item,
  number,
  enhanced,
  onMain,
  onRetry,
  onRemove,
}: {
  item: queue.QueueItem;
  number: number;
  enhanced: boolean;
  onMain: () => void;
  onRetry: () => void;
  onRemove: () => void;
}) {
  const t = useMessages("sell").photos;
  const say = useSay();
  const STATUS_TEXT = t.state;
  const main = number === 1;
  const name = fill(t.name, { number });
  const src = item.preview ?? item.upload?.urls[375] ?? null;
  const processing = queue.isProcessing(item);
  const text = processing
    ? t.processing
    : item.status === "uploading"
      ? fill(t.uploadingPercent, { percent: Math.round(item.progress * 100) })
      : item.status === "failed" || item.status === "waiting"
        ? item.error
          ? say(item.error)
          : STATUS_TEXT[item.status]
        : STATUS_TEXT[item.status];
  const shownName = item.name || fill(t.upload, { number });
  return (
    <li className="photo-picker-item" data-status={item.status}>
      <div className="photo-picker-thumb">
        {src ? (
          <img
            src={src}
            srcSet={
              item.preview || !item.upload ? undefined : `${item.upload.urls[128]} 128w, ${item.upload.urls[375]} 375w`
            }
            sizes="120px"
            alt={main ? fill(t.mainAlt, { name: shownName }) : shownName}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="photo-picker-placeholder" aria-hidden="true" />
        )}
        {main && <span className="photo-picker-badge">{t.main}</span>}
      </div>
      {!enhanced && item.upload ? (
        // No JavaScript: unchecking a photo removes it when the form is saved; the checked
        // "Main photo" is saved first (with JavaScript, "Make main" reorders the list instead).
        <div className="photo-picker-choices">
          <Text as="label" size="1" className="photo-picker-choice">
            <input type="checkbox" name="photoIds" value={item.upload.id} defaultChecked /> {fill(t.keep, { name })}
          </Text>
          <Text as="label" size="1" className="photo-picker-choice">
            <input
              type="radio"
              name="mainPhoto"
              value={item.upload.id}
              defaultChecked={main}
              aria-label={fill(t.mainPhotoOf, { name })}
            />{" "}
            {t.mainPhoto}
          </Text>
        </div>
      ) : (
        <>
          {item.status !== "done" && item.status !== "failed" && (
            // Sent and being stored: no value, the bar moves without claiming 100% (indeterminate).
            <progress
              className="photo-picker-progress"
              max={1}
              value={processing ? undefined : item.status === "uploading" ? item.progress : 0}
              aria-label={fill(t.progress, { name })}
            />
          )}
          <Text as="p" size="1" color={item.status === "failed" ? "red" : "gray"} className="photo-picker-state">
            {text}
          </Text>
          <Flex gap="1" wrap="wrap">
            {!main && (
              <Button
                type="button"
                size="1"
                variant="soft"
                color="gray"
                onClick={onMain}
                aria-label={fill(t.makeMainOf, { name })}
              >
                {t.makeMain}
              </Button>
            )}
            {(item.status === "failed" || item.status === "waiting") && (
              <Button
                type="button"
                size="1"
                variant="soft"
                color="gray"
                onClick={onRetry}
                aria-label={fill(t.retryOf, { name })}
              >
                {t.retry}
              </Button>
            )}
            <Button
              type="button"
              size="1"
              variant="soft"
              color="red"
              onClick={onRemove}
              aria-label={fill(t.removeOf, { name })}
            >
              {t.remove}
            </Button>
          </Flex>
        </>
      )}
    </li>
  );
}
