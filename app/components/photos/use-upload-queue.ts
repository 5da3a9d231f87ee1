// The picker's work queue in the browser: shrink picked photos one at a time (decoding several
// 12-megapixel photos at once can run a phone out of memory), upload one at a time to
// /uploads/photos with progress, retry with back-off, and retry at once when the connection comes
// back. The queue's state and its rules live in upload-queue.ts; this hook owns the files, blobs
// and the request in flight.
import { type MutableRefObject, useCallback, useEffect, useRef } from "react";
import { PHOTO_MESSAGES, PHOTO_RULES } from "~/domain/image-bytes";
import { PHOTO_UPLOAD_URL, sendPhoto, shrinkPhoto } from "./photo-transfer";
import * as queue from "./upload-queue";
import { useObjectUrls } from "./use-object-urls";
import { useOnline } from "./use-online";

type Apply = (change: (s: queue.QueueState) => queue.QueueState) => void;

let keyCounter = 0;
function newKey(): string {
  keyCounter += 1;
  return `p${keyCounter}-${Math.random().toString(36).slice(2, 8)}`;
}

function uploadName(name: string, blob: Blob): string {
  const base = name.replace(/\.[^.]*$/, "").replace(/[^A-Za-z0-9_-]+/g, "-") || "photo";
  return `${base}.${blob.type === "image/png" ? "png" : blob.type === "image/webp" ? "webp" : "jpg"}`;
}

export function useUploadQueue(
  state: queue.QueueState,
  stateRef: MutableRefObject<queue.QueueState>,
  apply: Apply,
): { add(picked: File[]): void; remove(key: string): void } {
  const files = useRef(new Map<string, File>());
  const blobs = useRef(new Map<string, Blob>());
  const previews = useObjectUrls();
  const preparing = useRef<string | null>(null);
  const inFlight = useRef<{ key: string; controller: AbortController } | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      inFlight.current?.controller.abort();
    };
  }, []);

  // Shrink the next picked photo, one at a time.
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
        preview = previews.create(blob);
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
  }, [state, apply, previews]);

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
  useOnline(useCallback(() => apply((s) => queue.wakeAll(s, Date.now())), [apply]));

  const add = useCallback(
    (picked: File[]) => {
      const entries = picked.map((file) => ({ key: newKey(), name: file.name, file }));
      for (const entry of entries) files.current.set(entry.key, entry.file);
      apply((s) => queue.addFiles(s, entries).state);
    },
    [apply],
  );

  const remove = useCallback(
    (key: string) => {
      if (inFlight.current?.key === key) inFlight.current.controller.abort();
      const item = stateRef.current.items.find((i) => i.key === key);
      if (item?.preview) previews.revoke(item.preview);
      files.current.delete(key);
      blobs.current.delete(key);
      apply((s) => queue.remove(s, key));
    },
    [apply, stateRef, previews],
  );

  return { add, remove };
}
