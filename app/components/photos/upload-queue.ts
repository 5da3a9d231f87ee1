// The photo picker's rules as pure functions of its state (docs/product.md#listings): photos are
// shrunk then uploaded one at a time, in the order picked; the first is the main photo; a failed
// upload is retried with growing delays, then waits for the Retry button; a photo that is
// uploaded is never sent again. No DOM here, so it is unit tested.
import { PHOTO_MESSAGES, PHOTO_RULES } from "~/domain/image-bytes";
import type { PhotoUpload } from "~/domain/image-keys";

export type PhotoStatus = "preparing" | "queued" | "uploading" | "waiting" | "failed" | "done";

export type QueueItem = {
  /** Local id, stable while the page lives. */
  key: string;
  name: string;
  status: PhotoStatus;
  /** 0..1 of the current attempt. */
  progress: number;
  /** Attempts in the current series (Retry starts a new series). */
  attempts: number;
  /** When a "waiting" item is due again (ms, the page's clock). */
  retryAt: number | null;
  error: string | null;
  upload: PhotoUpload | null;
  /** An object URL of the shrunk photo while this page lives. */
  preview: string | null;
};

export type QueueState = { items: QueueItem[]; notice: string | null };

export const RETRY = { maxAttempts: 8, baseMs: 1000, maxMs: 30_000 } as const;

/** Longest side of a photo after shrinking in the browser, and its JPEG quality. */
export const SHRINK = { maxSide: 2048, quality: 0.8, type: "image/jpeg" } as const;

export const QUEUE_MESSAGES = {
  offline: "Connection lost. The photo will be sent again when you are back online.",
  failed: "Upload failed. Please try again.",
  unfinished: "Some photos did not upload. Retry or remove them before saving.",
  waiting: "Waiting for the photos to finish uploading…",
} as const;

export const emptyQueue: QueueState = { items: [], notice: null };

/** Photos already uploaded (edit mode, or a restored draft), in order. */
export function fromUploads(uploads: PhotoUpload[]): QueueState {
  return {
    items: uploads.map((upload) => ({
      key: `u-${upload.id}`,
      name: "",
      status: "done",
      progress: 1,
      attempts: 0,
      retryAt: null,
      error: null,
      upload,
      preview: null,
    })),
    notice: null,
  };
}

/** Whether `item` came from fromUploads() rather than from a file picked in this page. */
export function isRestoredItem(item: QueueItem): boolean {
  return item.key.startsWith("u-");
}

/** Adds picked files at the end (the first photo ever added stays main); at most 20 in all. */
export function addFiles(
  state: QueueState,
  files: { key: string; name: string; preview?: string | null }[],
  maxPhotos: number = PHOTO_RULES.maxPhotos,
): { state: QueueState; accepted: string[] } {
  const room = Math.max(0, maxPhotos - state.items.length);
  const taken = files.slice(0, room);
  const items = taken.map(
    (f): QueueItem => ({
      key: f.key,
      name: f.name,
      status: "preparing",
      progress: 0,
      attempts: 0,
      retryAt: null,
      error: null,
      upload: null,
      preview: f.preview ?? null,
    }),
  );
  return {
    state: {
      items: [...state.items, ...items],
      notice: taken.length < files.length ? PHOTO_MESSAGES.tooMany : null,
    },
    accepted: taken.map((f) => f.key),
  };
}

function update(state: QueueState, key: string, change: (item: QueueItem) => Partial<QueueItem>): QueueState {
  return { ...state, items: state.items.map((item) => (item.key === key ? { ...item, ...change(item) } : item)) };
}

/** The photo was shrunk (or kept as picked) and waits its turn. */
export function prepared(state: QueueState, key: string, preview?: string | null): QueueState {
  return update(state, key, (item) => ({ status: "queued", preview: preview ?? item.preview }));
}

export function prepareFailed(state: QueueState, key: string, message: string): QueueState {
  return update(state, key, () => ({ status: "failed", error: message }));
}

/** The next photo to send, or null: one at a time, so a dropped connection costs one photo. */
export function nextUpload(state: QueueState, now: number): string | null {
  if (state.items.some((item) => item.status === "uploading")) return null;
  const next = state.items.find(
    (item) => item.status === "queued" || (item.status === "waiting" && item.retryAt !== null && item.retryAt <= now),
  );
  return next?.key ?? null;
}

export function started(state: QueueState, key: string): QueueState {
  return update(state, key, (item) => ({
    status: "uploading",
    attempts: item.attempts + 1,
    progress: 0,
    retryAt: null,
  }));
}

export function progressed(state: QueueState, key: string, fraction: number): QueueState {
  return update(state, key, () => ({ progress: Math.max(0, Math.min(1, fraction)) }));
}

/** Every byte of the photo is sent: the server now stores it (three sizes) until it answers. */
export function sent(state: QueueState, key: string): QueueState {
  return update(state, key, (item) => (item.status === "uploading" ? { progress: 1 } : {}));
}

/** Sent, and the server has not answered yet: "Processing…", not a bar stuck at 100%. */
export function isProcessing(item: QueueItem): boolean {
  return item.status === "uploading" && item.progress >= 1;
}

/** How many photos the form still waits for (shrinking, queued, sending, retrying). */
export function pendingCount(state: QueueState): number {
  return state.items.filter((item) => PENDING_STATUSES.includes(item.status)).length;
}

export function succeeded(state: QueueState, key: string, upload: PhotoUpload): QueueState {
  return update(state, key, () => ({ status: "done", progress: 1, error: null, retryAt: null, upload }));
}

/** Delay before attempt `attempt + 1`: 1 s, 2 s, 4 s… up to 30 s, with jitter (random in 0..1). */
export function backoffDelay(attempt: number, random: number): number {
  const base = Math.min(RETRY.maxMs, RETRY.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.5 + random * 0.5));
}

export type UploadOutcome = { ok: true; upload: PhotoUpload } | { ok: false; message: string; retryable: boolean };

/**
 * A failed attempt: retried automatically after a delay while it may help (connection lost,
 * timeouts, server errors) and attempts remain; otherwise it waits for the Retry button.
 */
export function failed(
  state: QueueState,
  key: string,
  outcome: { message: string; retryable: boolean },
  now: number,
  opts: { random?: number; offline?: boolean } = {},
): QueueState {
  return update(state, key, (item) => {
    // The browser knows it is offline: wait for the connection (wakeAll) without using up attempts.
    if (outcome.retryable && opts.offline) {
      return { status: "waiting", progress: 0, error: outcome.message, retryAt: null, attempts: item.attempts - 1 };
    }
    return outcome.retryable && item.attempts < RETRY.maxAttempts
      ? {
          status: "waiting",
          progress: 0,
          error: outcome.message,
          retryAt: now + backoffDelay(item.attempts, opts.random ?? 0.5),
        }
      : { status: "failed", progress: 0, error: outcome.message, retryAt: null };
  });
}

/** The connection is back: every waiting photo is due now. */
export function wakeAll(state: QueueState, now: number): QueueState {
  return {
    ...state,
    items: state.items.map((item) => (item.status === "waiting" ? { ...item, retryAt: now } : item)),
  };
}

/** The Retry button: a new series of attempts, right away. */
export function retry(state: QueueState, key: string): QueueState {
  return update(state, key, (item) =>
    item.status === "failed" || item.status === "waiting"
      ? { status: item.upload ? "done" : "queued", attempts: 0, retryAt: null, error: null }
      : {},
  );
}

/** Removing the main photo makes the next one main (the list order is the photo order). */
export function remove(state: QueueState, key: string): QueueState {
  return { items: state.items.filter((item) => item.key !== key), notice: null };
}

export function makeMain(state: QueueState, key: string): QueueState {
  const item = state.items.find((i) => i.key === key);
  if (!item) return state;
  return { ...state, items: [item, ...state.items.filter((i) => i.key !== key)] };
}

export function setNotice(state: QueueState, notice: string | null): QueueState {
  return { ...state, notice };
}

/** The uploaded photos in order, main first: what the form submits as `photoIds`. */
export function uploadedPhotos(state: QueueState): PhotoUpload[] {
  return state.items.flatMap((item) => (item.status === "done" && item.upload ? [item.upload] : []));
}

export function photoIds(state: QueueState): string[] {
  return uploadedPhotos(state).map((upload) => upload.id);
}

/** Photos still on their way: the form waits for these before submitting. */
const PENDING_STATUSES: readonly PhotoStatus[] = ["preparing", "queued", "uploading", "waiting"];

export function isPending(state: QueueState): boolean {
  return pendingCount(state) > 0;
}

export function hasFailed(state: QueueState): boolean {
  return state.items.some((item) => item.status === "failed");
}

/** When the next waiting photo is due, or null. */
export function nextWakeAt(state: QueueState): number | null {
  const times = state.items.flatMap((item) =>
    item.status === "waiting" && item.retryAt !== null ? [item.retryAt] : [],
  );
  return times.length ? Math.min(...times) : null;
}

/** What the server's answer means for the queue (status 0: no answer, the connection dropped). */
export function classifyResponse(status: number, body: unknown): UploadOutcome {
  const data = (body && typeof body === "object" ? body : {}) as { ok?: unknown; upload?: unknown; message?: unknown };
  if (status >= 200 && status < 300 && data.ok === true && isPhotoUpload(data.upload)) {
    return { ok: true, upload: data.upload };
  }
  if (status === 0) return { ok: false, message: QUEUE_MESSAGES.offline, retryable: true };
  const message = typeof data.message === "string" && data.message ? data.message : QUEUE_MESSAGES.failed;
  const retryable = status === 408 || status === 429 || status >= 500 || (status >= 200 && status < 300);
  return { ok: false, message, retryable };
}

function isPhotoUpload(value: unknown): value is PhotoUpload {
  const v = value as PhotoUpload | null;
  return (
    !!v &&
    typeof v.id === "string" &&
    typeof v.width === "number" &&
    typeof v.height === "number" &&
    !!v.urls &&
    typeof v.urls[128] === "string" &&
    typeof v.urls[375] === "string" &&
    typeof v.urls[1000] === "string"
  );
}

/** Width and height after shrinking so the longest side is at most `maxSide` (never enlarged). */
export function shrinkSize(width: number, height: number, maxSide: number = SHRINK.maxSide) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The draft kept in localStorage: the uploaded photos, so a reload never sends one again, and
 * the form's typed fields (docs/product.md#listings), so a reload or a lost connection never
 * costs what was typed. The picker writes `photos`, the form writes `fields` (and, once it has
 * sent the form, the `token` it sent, so a resend after a reload charges once).
 */
export type PhotoDraft = { v: 1; photos?: PhotoUpload[]; fields?: DraftFields; token?: string };

/** The form's values as Conform holds them: strings, lists of strings, nested as the names say. */
export type DraftFields = Record<string, unknown>;

export function draftStorageKey(draftKey: string): string {
  return `photo-draft:${draftKey}`;
}

function readDraft(text: string | null): PhotoDraft | null {
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as PhotoDraft;
    return draft?.v === 1 && typeof draft === "object" ? draft : null;
  } catch {
    return null;
  }
}

/** The draft's photos, or null when it keeps none (no draft, or only typed fields). */
export function parseDraft(text: string | null): PhotoUpload[] | null {
  const photos = readDraft(text)?.photos;
  return Array.isArray(photos) ? photos.filter(isPhotoUpload).slice(0, PHOTO_RULES.maxPhotos) : null;
}

/** The typed fields of a draft, or null when it keeps none. */
export function parseDraftFields(text: string | null): DraftFields | null {
  const fields = readDraft(text)?.fields;
  return fields && typeof fields === "object" && !Array.isArray(fields) ? fields : null;
}

/** The form token a draft's form was sent with (its outcome unknown), or null. */
export function parseDraftToken(text: string | null): string | null {
  const token = readDraft(text)?.token;
  return typeof token === "string" && /^[A-Za-z0-9_-]{8,100}$/.test(token) ? token : null;
}

export function serializeDraft(photos: PhotoUpload[]): string {
  return JSON.stringify({ v: 1, photos } satisfies PhotoDraft);
}

/**
 * The stored draft `text` with one part changed (null forgets that part); null when nothing is
 * left to keep, so the caller removes the entry.
 */
export function updateDraft(
  text: string | null,
  change: { photos?: PhotoUpload[] | null; fields?: DraftFields | null; token?: string | null },
): string | null {
  const old = readDraft(text);
  const pick = <T>(next: T | null | undefined, prev: T | undefined) =>
    next === undefined ? prev : (next ?? undefined);
  const draft: PhotoDraft = { v: 1 };
  const photos = pick(change.photos, Array.isArray(old?.photos) ? old.photos : undefined);
  const fields = pick(change.fields, old?.fields);
  const token = pick(change.token, old?.token);
  if (photos) draft.photos = photos;
  if (fields) draft.fields = fields;
  if (token) draft.token = token;
  return photos || fields || token ? JSON.stringify(draft) : null;
}
