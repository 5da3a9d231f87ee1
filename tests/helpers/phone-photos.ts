// Phone photos for the slow-connection e2e test and the posting bench: ~4 MB camera-like JPEGs
// (4000x3000 at 0.92: a gradient, shapes and sensor-like grain, so they shrink the way camera
// photos do, to about 0.5 MB at 2048 px), drawn by Chromium itself: no binary fixtures in the repo.
import type { Page } from "@playwright/test";

export type PhonePhoto = { name: string; mimeType: string; buffer: Buffer };

/** `count` photos drawn in `page` (any page of the app; it needs OffscreenCanvas). */
/**
 * The drawing code, as plain JavaScript text: page.evaluate() runs it as written (transpilers
 * would add helpers such as esbuild's __name that the page does not have).
 */
const DRAW = `async (count) => {
  const w = 4000;
  const h = 3000;
  const canvas = new OffscreenCanvas(w, h);
  const g = canvas.getContext("2d");
  let seed = 11;
  const rnd = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const gradient = g.createLinearGradient(0, 0, w, h);
  gradient.addColorStop(0, "#7aa7d8");
  gradient.addColorStop(0.5, "#d8c27a");
  gradient.addColorStop(1, "#4f7a3a");
  // Sensor-like grain, the same for every photo: what keeps a camera JPEG at ~4 MB.
  const grain = new Int8Array(w * h);
  for (let i = 0; i < grain.length; i++) grain[i] = (rnd() - 0.5) * 24;
  const out = [];
  for (let p = 0; p < count; p++) {
    g.fillStyle = gradient;
    g.fillRect(0, 0, w, h);
    for (let i = 0; i < 3000; i++) {
      g.fillStyle = "hsla(" + ((rnd() * 360) | 0) + ",50%," + ((30 + rnd() * 40) | 0) + "%,0.5)";
      g.fillRect(rnd() * w, rnd() * h, 20 + rnd() * 200, 20 + rnd() * 200);
    }
    const image = g.getImageData(0, 0, w, h);
    for (let i = 0, px = 0; px < grain.length; i += 4, px++) {
      const n = grain[px];
      image.data[i] += n;
      image.data[i + 1] += n;
      image.data[i + 2] += n;
    }
    g.putImageData(image, 0, 0);
    const blob = await canvas.convertToBlob({ type: "image/jpeg", quality: 0.92 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = "";
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    out.push(btoa(binary));
  }
  return out;
}`;

/** `count` photos drawn in `page` (any page of the app; it needs OffscreenCanvas). */
export async function phonePhotos(page: Page, count: number): Promise<PhonePhoto[]> {
  const encoded = (await page.evaluate(`(${DRAW})(${Number(count)})`)) as string[];
  return encoded.map((b64, i) => ({
    name: `IMG_2026112${i}.jpg`,
    mimeType: "image/jpeg",
    buffer: Buffer.from(b64, "base64"),
  }));
}
