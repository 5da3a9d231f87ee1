// Browser-only helpers of the photo picker: shrinking a photo on the phone and sending it with
// progress. Called from effects and event handlers only, never while rendering on the server.
import { SHRINK, shrinkSize } from "./upload-queue";

/** Where each photo goes on its own (and where a restored draft asks which uploads still exist). */
export const PHOTO_UPLOAD_URL = "/uploads/photos";

/**
 * The photo drawn upright (EXIF orientation applied) onto a canvas at most 2048 px on its
 * longest side and saved as a JPEG at 0.8 quality: a 4 MB phone photo becomes about 0.5 MB, and
 * no metadata (GPS) leaves the phone. Throws when the browser cannot decode the file.
 */
export async function shrinkPhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  try {
    const { width, height } = shrinkSize(bitmap.width, bitmap.height);
    if (typeof OffscreenCanvas !== "undefined") {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2d context");
      context.drawImage(bitmap, 0, 0, width, height);
      return await canvas.convertToBlob({ type: SHRINK.type, quality: SHRINK.quality });
    }
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d context");
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("toBlob failed"))), SHRINK.type, SHRINK.quality),
    );
  } finally {
    bitmap.close();
  }
}

export type SendResult = { status: number; body: unknown };

/** No progress for this long means the connection is gone: give up this attempt. */
const STALL_MS = 30_000;

/**
 * POSTs one photo as multipart field `photo` with XMLHttpRequest (fetch reports no upload
 * progress). Resolves with status 0 when the connection drops or stalls, never rejects.
 */
export function sendPhoto(
  url: string,
  photo: Blob,
  fileName: string,
  opts: {
    onProgress: (fraction: number) => void;
    /** Every byte is sent: the server is storing the photo until it answers. */
    onSent?: () => void;
    signal: AbortSignal;
  },
): Promise<SendResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    let stall: ReturnType<typeof setTimeout> | undefined;
    const armStall = () => {
      clearTimeout(stall);
      stall = setTimeout(() => xhr.abort(), STALL_MS);
    };
    const finish = (result: SendResult) => {
      clearTimeout(stall);
      opts.signal.removeEventListener("abort", cancel);
      resolve(result);
    };
    const cancel = () => xhr.abort();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      armStall();
      if (event.lengthComputable && event.total > 0) opts.onProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => {
      armStall();
      opts.onSent?.();
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      finish({ status: xhr.status, body });
    };
    xhr.onerror = () => finish({ status: 0, body: null });
    xhr.onabort = () => finish({ status: 0, body: null });
    xhr.ontimeout = () => finish({ status: 0, body: null });
    opts.signal.addEventListener("abort", cancel);
    const form = new FormData();
    form.append("photo", photo, fileName);
    armStall();
    xhr.send(form);
  });
}
