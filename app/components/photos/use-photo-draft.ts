// The picker's draft in localStorage (docs/product.md#listings, decision 0026): restored once on
// mount (keeping only uploads the server still has, unless the form was already sent with them),
// then rewritten whenever the uploaded photos change, so a reload never sends a photo again. The
// listing form keeps its typed fields in the same entry; this hook touches only the photos.
import { type Dispatch, type SetStateAction, useEffect, useState } from "react";
import type { PhotoUpload } from "~/domain/image-keys";
import { PHOTO_UPLOAD_URL } from "./photo-transfer";
import * as queue from "./upload-queue";

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

/** Restores the draft into the queue and keeps it in step; true once the restore is done. */
export function usePhotoDraft({
  draftKey,
  initialUploads,
  uploaded,
  setState,
}: {
  draftKey: string;
  /** The listing's photos when editing. */
  initialUploads?: PhotoUpload[];
  uploaded: PhotoUpload[];
  setState: Dispatch<SetStateAction<queue.QueueState>>;
}): boolean {
  const [restored, setRestored] = useState(false);
  const storageKey = queue.draftStorageKey(draftKey);
  const idsKey = uploaded.map((p) => p.id).join(",");

  // Once, on mount: different initial uploads or draft key belongs to a new picker (give it a new key).
  // biome-ignore lint/correctness/useExhaustiveDependencies: mount-only
  useEffect(() => {
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
    const initialIds = new Set((initialUploads ?? []).map((p) => p.id));
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

  // Keep the draft: the uploaded photos in order, so a reload never sends them again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: idsKey stands for `uploaded`
  useEffect(() => {
    if (!restored) return;
    try {
      // The form keeps its typed fields in the same entry: change only the photos.
      const sameAsInitial = idsKey === (initialUploads ?? []).map((p) => p.id).join(",");
      const next = queue.updateDraft(window.localStorage.getItem(storageKey), {
        photos: sameAsInitial ? null : uploaded,
      });
      if (next === null) window.localStorage.removeItem(storageKey);
      else window.localStorage.setItem(storageKey, next);
    } catch {
      // Storage full or blocked: the uploads still work, only a reload would lose them.
    }
  }, [idsKey, restored, storageKey]);

  return restored;
}
