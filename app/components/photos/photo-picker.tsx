// The listing form's Photos field (docs/product.md#listings). Without JavaScript it is a plain
// multiple file input named `photos`, plus per photo already stored a "Keep" checkbox and a
// "Main photo" radio (`mainPhoto`: the server saves that photo first).
// With JavaScript each photo is shrunk on the phone and uploaded on its own to /uploads/photos
// with progress and retries; the form then submits only the upload ids, in order, as `photoIds`.
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
import { PHOTO_MESSAGES, PHOTO_RULES } from "~/domain/image-bytes";
import type { PhotoUpload } from "~/domain/image-keys";
import { sendPhoto, shrinkPhoto } from "./photo-transfer";
import * as queue from "./upload-queue";

export const PHOTO_UPLOAD_URL = "/uploads/photos";

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

/**
 * Forgets the draft of `draftKey` (its photos and the form's typed fields), for a form that
 * unmounts the picker after saving.
 */
export function clearPhotoDraft(draftKey: string): void {
  try {
    window.localStorage.removeItem(queue.draftStorageKey(draftKey));
  } catch {
    // Storage may be blocked (private mode); there is then no draft to forget.
  }
}

let keyCounter = 0;
function newKey(): string {
  keyCounter += 1;
  return `p${keyCounter}-${Math.random().toString(36).slice(2, 8)}`;
}

function uploadName(name: string, blob: Blob): string {
  const base = name.replace(/\.[^.]*$/, "").replace(/[^A-Za-z0-9_-]+/g, "-") || "photo";
  return `${base}.${blob.type === "image/png" ? "png" : blob.type === "image/webp" ? "webp" : "jpg"}`;
}

export const PhotoPicker = forwardRef<PhotoPickerHandle, PhotoPickerProps>(function PhotoPicker(
  { draftKey, initial, error, onPendingChange, onWaitingChange, holdSubmit = true },
  ref,
) {
  const [state, setState] = useState<queue.QueueState>(() => queue.fromUploads(initial ?? []));
  const [enhanced, setEnhanced] = useState(false);
  const [restored, setRestored] = useState(false);
  const stateRef = useRef(state);
  stateRef.current = state;
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const files = useRef(new Map<string, File>());
  const blobs = useRef(new Map<string, Blob>());
  const previews = useRef(new Set<string>());
  const preparing = useRef<string | null>(null);
  const inFlight = useRef<{ key: string; controller: AbortController } | null>(null);
  const heldSubmit = useRef<{ submitter: HTMLElement | null } | null>(null);
  // Mirrors heldSubmit for rendering: the form's button shows what it waits for.
  const [holding, setHolding] = useState(false);
  const settleWaiters = useRef<(() => void)[]>([]);
  const mounted = useRef(true);
  const onPendingRef = useRef(onPendingChange);
  onPendingRef.current = onPendingChange;
  const onWaitingRef = useRef(onWaitingChange);
  onWaitingRef.current = onWaitingChange;
  const storageKey = queue.draftStorageKey(draftKey);
  const apply = useCallback((change: (s: queue.QueueState) => queue.QueueState) => setState(change), []);

  const pending = queue.isPending(state);
  const failed = queue.hasFailed(state);
  const uploaded = queue.uploadedPhotos(state);
  const idsKey = uploaded.map((p) => p.id).join(",");
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  // Enhance after hydration (the server rendered the no-JavaScript field) and restore the draft.
  // Once, on mount: a different `initial` or draft key belongs to a new picker (give it a new key).
  // biome-ignore lint/correctness/useExhaustiveDependencies: mount-only
  useEffect(() => {
    mounted.current = true;
    setEnhanced(true);
    let saved: PhotoUpload[] | null = null;
    let sent = false;
    try {
      const text = window.localStorage.getItem(storageKey);
      saved = queue.parseDraft(text);
      // The form was sent with these photos and its answer never came: the listing may hold them
      // now. Shown as they were; the server answers that form's token with its listing.
      sent = queue.parseDraftToken(text) !== null;
    } catch {
      saved = null;
    }
    if (!saved) {
      setRestored(true);
      return;
    }
    const draft = saved;
    const initialIds = new Set((initial ?? []).map((p) => p.id));
    const toCheck = sent ? [] : draft.filter((p) => !initialIds.has(p.id)).map((p) => p.id);
    let cancelled = false;
    (async () => {
      let usable = new Set(toCheck);
      if (toCheck.length) {
        try {
          const query = toCheck.map((v) => `id=${encodeURIComponent(v)}`).join("&");
          const res = await fetch(`${PHOTO_UPLOAD_URL}?${query}`, { headers: { Accept: "application/json" } });
          if (res.ok) {
            const body = (await res.json()) as { uploads?: PhotoUpload[] };
            usable = new Set((body.uploads ?? []).map((u) => u.id));
          }
        } catch {
          // Offline: keep the draft as it is; the server checks the ids again on save.
        }
      }
      if (cancelled) return;
      const photos = draft.filter((p) => sent || initialIds.has(p.id) || usable.has(p.id));
      // Only while the seller has not picked anything yet in this page.
      setState((s) => (s.items.every((item) => queue.isRestoredItem(item)) ? queue.fromUploads(photos) : s));
      setRestored(true);
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(
    () => () => {
      mounted.current = false;
      inFlight.current?.controller.abort();
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  // Keep the draft: the uploaded photos in order, so a reload never sends them again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: idsKey stands for `uploaded`
  useEffect(() => {
    if (!restored) return;
    try {
      // The form keeps its typed fields in the same entry: change only the photos.
      const sameAsInitial = idsKey === (initial ?? []).map((p) => p.id).join(",");
      const next = queue.updateDraft(window.localStorage.getItem(storageKey), {
        photos: sameAsInitial ? null : uploaded,
      });
      if (next === null) window.localStorage.removeItem(storageKey);
      else window.localStorage.setItem(storageKey, next);
    } catch {
      // Storage full or blocked: the uploads still work, only a reload would lose them.
    }
  }, [idsKey, restored, storageKey]);

  // Shrink picked photos one at a time (decoding several 12-megapixel photos at once can run a
  // phone out of memory).
  useEffect(() => {
    if (preparing.current) return;
    const item = state.items.find((i) => i.status === "preparing");
    if (!item) return;
    const file = files.current.get(item.key);
    if (!file) {
      apply((s) => queue.prepareFailed(s, item.key, queue.QUEUE_MESSAGES.failed));
      return;
    }
    preparing.current = item.key;
    (async () => {
      let blob: Blob = file;
      let preview: string | null = null;
      try {
        blob = await shrinkPhoto(file);
        preview = URL.createObjectURL(blob);
        previews.current.add(preview);
      } catch {
        // This browser cannot decode it (some HEIC photos): send it as picked, the server decides.
      }
      preparing.current = null;
      files.current.delete(item.key);
      if (!mounted.current) return;
      if (blob.size > PHOTO_RULES.maxBytes) {
        apply((s) => queue.prepareFailed(s, item.key, PHOTO_MESSAGES.tooLarge));
        return;
      }
      blobs.current.set(item.key, blob);
      apply((s) => queue.prepared(s, item.key, preview));
    })();
  }, [state, apply]);

  // Upload one photo at a time; wake up when a retry is due.
  useEffect(() => {
    if (inFlight.current) return;
    const key = queue.nextUpload(state, Date.now());
    if (!key) {
      const wake = queue.nextWakeAt(state);
      if (wake === null) return;
      const timer = setTimeout(() => apply((s) => ({ ...s })), Math.max(0, wake - Date.now()));
      return () => clearTimeout(timer);
    }
    const item = state.items.find((i) => i.key === key)!;
    const blob = blobs.current.get(key);
    if (!blob) {
      apply((s) => queue.prepareFailed(s, key, queue.QUEUE_MESSAGES.failed));
      return;
    }
    const controller = new AbortController();
    inFlight.current = { key, controller };
    apply((s) => queue.started(s, key));
    void sendPhoto(PHOTO_UPLOAD_URL, blob, uploadName(item.name, blob), {
      signal: controller.signal,
      onProgress: (fraction) => apply((s) => queue.progressed(s, key, fraction)),
      onSent: () => apply((s) => queue.sent(s, key)),
    }).then(({ status, body }) => {
      inFlight.current = null;
      if (!mounted.current) return;
      const outcome = queue.classifyResponse(status, body);
      if (outcome.ok) {
        blobs.current.delete(key);
        apply((s) => queue.succeeded(s, key, outcome.upload));
      } else {
        const offline = typeof navigator !== "undefined" && navigator.onLine === false;
        apply((s) => queue.failed(s, key, outcome, Date.now(), { random: Math.random(), offline }));
      }
    });
  }, [state, apply]);

  // Back online: retry what waits now, instead of at its back-off time.
  useEffect(() => {
    const onOnline = () => apply((s) => queue.wakeAll(s, Date.now()));
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [apply]);

  // Hold the form's submit while photos are on their way, then send it.
  useEffect(() => {
    if (!holdSubmit || !enhanced) return;
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
  }, [holdSubmit, enhanced, apply]);

  useEffect(() => {
    onPendingRef.current?.(pending);
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
  }, [pending, failed, apply]);

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
      whenSettled: () =>
        queue.isPending(stateRef.current)
          ? new Promise<void>((resolve) => settleWaiters.current.push(resolve))
          : Promise.resolve(),
      clearDraft: () => clearPhotoDraft(draftKey),
    }),
    [draftKey],
  );

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = [...(event.target.files ?? [])];
    event.target.value = "";
    if (!picked.length) return;
    const entries = picked.map((file) => ({ key: newKey(), name: file.name, file }));
    for (const entry of entries) files.current.set(entry.key, entry.file);
    apply((s) => queue.addFiles(s, entries).state);
  }

  function onRemove(key: string) {
    if (inFlight.current?.key === key) inFlight.current.controller.abort();
    const item = stateRef.current.items.find((i) => i.key === key);
    if (item?.preview) {
      URL.revokeObjectURL(item.preview);
      previews.current.delete(item.preview);
    }
    files.current.delete(key);
    blobs.current.delete(key);
    apply((s) => queue.remove(s, key));
  }

  const waitingFor = holding ? queue.pendingCount(state) : null;
  useEffect(() => {
    onWaitingRef.current?.(waitingFor);
  }, [waitingFor]);

  const total = state.items.length;
  const status =
    state.notice ??
    (pending
      ? `Uploading photos: ${uploaded.length} of ${total} done.`
      : failed
        ? queue.QUEUE_MESSAGES.unfinished
        : total
          ? `${uploaded.length} ${uploaded.length === 1 ? "photo" : "photos"} added.`
          : "");

  return (
    <fieldset
      ref={rootRef}
      className="photo-picker"
      data-pending={pending || undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>
        <Text size="2" weight="medium">
          Photos
        </Text>
      </legend>
      <Text as="p" size="1" color="gray" id={hintId}>
        Up to {PHOTO_RULES.maxPhotos} photos, JPG, PNG or WebP, at most 15 MB each. The first photo is the main photo.
      </Text>
      {error ? (
        <Text as="p" size="2" color="red" role="alert" id={errorId}>
          {error}
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
              onRemove={() => onRemove(item.key)}
            />
          ))}
        </ol>
      )}

      <Flex direction="column" gap="1" mt="2">
        <Text as="label" size="2" htmlFor={inputId}>
          {total ? "Add more photos" : "Add photos"}
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

const STATUS_TEXT: Record<queue.PhotoStatus, string> = {
  preparing: "Preparing…",
  queued: "Waiting to upload",
  uploading: "Uploading…",
  waiting: "Retrying soon…",
  failed: "Not uploaded",
  done: "Uploaded",
};

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
  const main = number === 1;
  const name = `photo ${number}`;
  const src = item.preview ?? item.upload?.urls[375] ?? null;
  const processing = queue.isProcessing(item);
  const text = processing
    ? "Processing…"
    : item.status === "uploading"
      ? `Uploading… ${Math.round(item.progress * 100)}%`
      : item.status === "failed" || item.status === "waiting"
        ? (item.error ?? STATUS_TEXT[item.status])
        : STATUS_TEXT[item.status];
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
            alt={`${item.name || `Upload ${number}`}${main ? " (main)" : ""}`}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="photo-picker-placeholder" aria-hidden="true" />
        )}
        {main && <span className="photo-picker-badge">Main</span>}
      </div>
      {!enhanced && item.upload ? (
        // No JavaScript: unchecking a photo removes it when the form is saved; the checked
        // "Main photo" is saved first (with JavaScript, "Make main" reorders the list instead).
        <div className="photo-picker-choices">
          <Text as="label" size="1" className="photo-picker-choice">
            <input type="checkbox" name="photoIds" value={item.upload.id} defaultChecked /> Keep {name}
          </Text>
          <Text as="label" size="1" className="photo-picker-choice">
            <input
              type="radio"
              name="mainPhoto"
              value={item.upload.id}
              defaultChecked={main}
              aria-label={`Main photo: ${name}`}
            />{" "}
            Main photo
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
              aria-label={`Upload of ${name}`}
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
                aria-label={`Make main: ${name}`}
              >
                Make main
              </Button>
            )}
            {(item.status === "failed" || item.status === "waiting") && (
              <Button type="button" size="1" variant="soft" color="gray" onClick={onRetry} aria-label={`Retry ${name}`}>
                Retry
              </Button>
            )}
            <Button type="button" size="1" variant="soft" color="red" onClick={onRemove} aria-label={`Remove ${name}`}>
              Remove
            </Button>
          </Flex>
        </>
      )}
    </li>
  );
}
