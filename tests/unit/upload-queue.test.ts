import { describe, expect, it } from "vitest";
import {
  addFiles,
  backoffDelay,
  classifyResponse,
  emptyQueue,
  failed,
  fromUploads,
  hasFailed,
  isPending,
  isProcessing,
  makeMain,
  nextUpload,
  nextWakeAt,
  parseDraft,
  parseDraftFields,
  parseDraftToken,
  pendingCount,
  photoIds,
  prepared,
  progressed,
  type QueueState,
  remove,
  RETRY,
  retry,
  sent,
  serializeDraft,
  shrinkSize,
  started,
  succeeded,
  updateDraft,
  wakeAll,
} from "~/components/photos/upload-queue";
import type { PhotoUpload } from "~/domain/image-keys";

const upload = (id: string): PhotoUpload => ({
  id,
  width: 1000,
  height: 750,
  urls: {
    128: `/images/photos/${id}/128.webp`,
    375: `/images/photos/${id}/375.webp`,
    1000: `/images/photos/${id}/1000.webp`,
  },
});

function picked(...names: string[]): QueueState {
  let state = addFiles(
    emptyQueue,
    names.map((name) => ({ key: name, name })),
  ).state;
  for (const name of names) state = prepared(state, name);
  return state;
}

/** Runs the next upload to success, as the picker's loop does. */
function uploadNext(state: QueueState, now = 0): QueueState {
  const key = nextUpload(state, now)!;
  return succeeded(started(state, key), key, upload(`id-${key}`));
}

describe("upload queue order", () => {
  it("uploads one photo at a time, in the order picked; the first added is main", () => {
    let state = picked("a", "b", "c");
    expect(nextUpload(state, 0)).toBe("a");
    state = started(state, "a");
    expect(nextUpload(state, 0)).toBeNull();
    state = succeeded(progressed(state, "a", 0.5), "a", upload("id-a"));
    expect(nextUpload(state, 0)).toBe("b");
    state = uploadNext(uploadNext(state));
    expect(photoIds(state)).toEqual(["id-a", "id-b", "id-c"]);
    expect(isPending(state)).toBe(false);
  });

  it("makes any photo main, and removing the main makes the next one main", () => {
    let state = uploadNext(uploadNext(uploadNext(picked("a", "b", "c"))));
    state = makeMain(state, "c");
    expect(photoIds(state)).toEqual(["id-c", "id-a", "id-b"]);
    state = remove(state, "c");
    expect(photoIds(state)).toEqual(["id-a", "id-b"]);
    // Later photos go after the ones already there: the main photo does not change.
    state = addFiles(state, [{ key: "d", name: "d" }]).state;
    expect(state.items.map((i) => i.key)).toEqual(["a", "b", "d"]);
  });

  it("keeps at most 20 photos and says so", () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ key: `k${i}`, name: `IMG_${i}.jpg` }));
    const { state, accepted } = addFiles(emptyQueue, many);
    expect(accepted).toHaveLength(20);
    expect(state.items).toHaveLength(20);
    expect(state.notice).toBe("You can add at most 20 photos");
    expect(addFiles(state, [{ key: "x", name: "x" }]).accepted).toEqual([]);
  });

  it("is pending until every photo is uploaded or failed", () => {
    let state = addFiles(emptyQueue, [{ key: "a", name: "a" }]).state;
    expect(isPending(state)).toBe(true); // still being shrunk
    state = prepared(state, "a");
    expect(isPending(state)).toBe(true);
    state = failed(started(state, "a"), "a", { message: "Please upload only image files", retryable: false }, 0);
    expect(isPending(state)).toBe(false);
    expect(hasFailed(state)).toBe(true);
  });
});

describe("upload retries", () => {
  it("retries a dropped connection with growing delays, then waits for the Retry button", () => {
    let state = picked("a");
    let now = 0;
    const delays: number[] = [];
    for (let attempt = 1; attempt <= RETRY.maxAttempts; attempt++) {
      const key = nextUpload(state, now);
      expect(key, `attempt ${attempt}`).toBe("a");
      state = failed(
        started(state, "a"),
        "a",
        classifyResponse(0, null) as { message: string; retryable: boolean },
        now,
      );
      const at = nextWakeAt(state);
      if (attempt < RETRY.maxAttempts) {
        expect(state.items[0]!.status).toBe("waiting");
        expect(nextUpload(state, at! - 1)).toBeNull();
        delays.push(at! - now);
        now = at!;
      }
    }
    expect(delays.slice(0, 4)).toEqual([750, 1500, 3000, 6000]);
    expect(delays).toHaveLength(RETRY.maxAttempts - 1);
    expect(state.items[0]).toMatchObject({ status: "failed", error: expect.stringContaining("Connection lost") });
    expect(nextUpload(state, now + 1e9)).toBeNull();

    state = retry(state, "a");
    expect(nextUpload(state, now)).toBe("a");
    expect(state.items[0]!.attempts).toBe(0);
  });

  it("does not retry what the server refused (wrong type, too large)", () => {
    const outcome = classifyResponse(415, { ok: false, message: "Please upload only image files" });
    expect(outcome).toEqual({ ok: false, message: "Please upload only image files", retryable: false });
    const state = failed(started(picked("a"), "a"), "a", outcome as { message: string; retryable: boolean }, 0);
    expect(state.items[0]).toMatchObject({ status: "failed", error: "Please upload only image files" });
    expect(classifyResponse(413, { ok: false, message: "Each photo must be at most 15 MB" })).toMatchObject({
      retryable: false,
    });
  });

  it("retries server errors and rate limits; coming back online makes waiting photos due at once", () => {
    expect(classifyResponse(503, "oops")).toMatchObject({ ok: false, retryable: true });
    expect(classifyResponse(429, { ok: false, message: "Too many" })).toMatchObject({ retryable: true });
    expect(classifyResponse(200, { ok: true, upload: upload("x") })).toEqual({ ok: true, upload: upload("x") });

    let state = failed(started(picked("a", "b"), "a"), "a", { message: "offline", retryable: true }, 1000);
    expect(nextUpload(state, 1000)).toBe("b");
    state = wakeAll(state, 1000);
    expect(nextUpload(state, 1000)).toBe("a");
  });

  it("while the browser is offline, waits for the connection without using up attempts", () => {
    let state = picked("a");
    for (let i = 0; i < 20; i++) {
      state = failed(started(state, "a"), "a", { message: "offline", retryable: true }, 0, { offline: true });
      expect(nextUpload(state, 1e12)).toBeNull();
      state = wakeAll(state, 5);
    }
    expect(state.items[0]).toMatchObject({ status: "waiting", attempts: 0 });
    expect(nextUpload(state, 5)).toBe("a");
  });

  it("never sends an uploaded photo again, even when another one fails", () => {
    let state = uploadNext(uploadNext(picked("a", "b", "c")));
    state = failed(started(state, "c"), "c", { message: "offline", retryable: true }, 0);
    state = retry(state, "a");
    expect(state.items[0]!.status).toBe("done");
    expect(nextUpload(state, 1e9)).toBe("c");
  });

  it("backs off 1 s, 2 s, 4 s… up to 30 s, with jitter between half and all of it", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((a) => backoffDelay(a, 1))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(backoffDelay(1, 0)).toBe(500);
  });
});

describe("draft", () => {
  it("round-trips uploaded photos and ignores anything malformed", () => {
    const photos = [upload("a"), upload("b")];
    expect(parseDraft(serializeDraft(photos))).toEqual(photos);
    expect(photoIds(fromUploads(parseDraft(serializeDraft(photos))!))).toEqual(["a", "b"]);
    expect(parseDraft("{not json")).toBeNull();
    expect(parseDraft(JSON.stringify({ v: 2, photos }))).toBeNull();
    expect(parseDraft(JSON.stringify({ v: 1, photos: [{ id: "x" }, upload("c")] }))).toEqual([upload("c")]);
    expect(parseDraft(null)).toBeNull();
  });
});

describe("the form's fields in the same draft", () => {
  const fields = { title: "Corner plot", amenities: ["Borewell"], readyToMove: "" };

  it("keeps photos, typed fields and a sent token side by side; each part changes alone", () => {
    const photos = [upload("a")];
    let text = updateDraft(null, { photos });
    text = updateDraft(text, { fields });
    text = updateDraft(text, { token: "tok_abcdefgh12" });
    expect(parseDraft(text)).toEqual(photos);
    expect(parseDraftFields(text)).toEqual(fields);
    expect(parseDraftToken(text)).toBe("tok_abcdefgh12");
    // The picker writes its photos: the fields stay.
    text = updateDraft(text, { photos: [upload("a"), upload("b")] });
    expect(parseDraftFields(text)).toEqual(fields);
    expect(photoIds(fromUploads(parseDraft(text)!))).toEqual(["a", "b"]);
  });

  it("forgets a part with null, and the whole entry once nothing is left", () => {
    let text = updateDraft(null, { photos: [upload("a")], fields });
    text = updateDraft(text, { photos: null });
    // Only fields: there is no photo draft (an edit's photos are not replaced by an empty list).
    expect(parseDraft(text)).toBeNull();
    expect(parseDraftFields(text)).toEqual(fields);
    expect(updateDraft(text, { fields: null })).toBeNull();
    expect(updateDraft(null, { fields: null })).toBeNull();
  });

  it("reads the drafts written before fields were kept, and refuses odd tokens", () => {
    const old = serializeDraft([upload("a")]);
    expect(parseDraftFields(old)).toBeNull();
    expect(parseDraftToken(old)).toBeNull();
    expect(parseDraft(updateDraft(old, { fields }))).toEqual([upload("a")]);
    expect(parseDraftToken(JSON.stringify({ v: 1, token: "<script>" }))).toBeNull();
    expect(parseDraftFields(JSON.stringify({ v: 1, fields: ["x"] }))).toBeNull();
    expect(parseDraftFields("{not json")).toBeNull();
  });
});

describe("waiting for photos", () => {
  it("counts the photos the form waits for", () => {
    let s = addFiles(emptyQueue, [
      { key: "a", name: "a.jpg" },
      { key: "b", name: "b.jpg" },
      { key: "c", name: "c.jpg" },
    ]).state;
    expect(pendingCount(s)).toBe(3);
    s = succeeded(started(prepared(s, "a"), "a"), "a", upload("a"));
    expect(pendingCount(s)).toBe(2);
    s = failed(started(prepared(s, "b"), "b"), "b", { message: "no", retryable: false }, 0);
    expect(pendingCount(s)).toBe(1);
  });

  it("a photo whose bytes are all sent is Processing until the server answers", () => {
    let s = started(prepared(addFiles(emptyQueue, [{ key: "a", name: "a.jpg" }]).state, "a"), "a");
    s = progressed(s, "a", 0.5);
    expect(isProcessing(s.items[0]!)).toBe(false);
    s = sent(s, "a");
    expect(isProcessing(s.items[0]!)).toBe(true);
    expect(isPending(s)).toBe(true);
    s = succeeded(s, "a", upload("a"));
    expect(isProcessing(s.items[0]!)).toBe(false);
    // A late "sent" after the answer changes nothing.
    expect(sent(s, "a")).toEqual(s);
  });
});

describe("shrinkSize", () => {
  it("fits the longest side in 2048 px and never enlarges", () => {
    expect(shrinkSize(4000, 3000)).toEqual({ width: 2048, height: 1536 });
    expect(shrinkSize(3000, 4000)).toEqual({ width: 1536, height: 2048 });
    expect(shrinkSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
