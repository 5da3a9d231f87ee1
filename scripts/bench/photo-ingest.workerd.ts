// npm run bench, photos: server time per photo for ingestPhoto() on a phone-sized JPEG (12 MP,
// about 4 MB, EXIF orientation and GPS), beside a plain R2 put of the same bytes measured in the
// same run. Runs inside workerd (vitest pool) with the local Images binding (sharp in miniflare),
// so the figure is for this machine, not for Cloudflare's image service.
import { env } from "cloudflare:test";
import jpeg from "jpeg-js";
import { expect, it } from "vitest";
import { cleanupOrphanUploads } from "~/server/photos/cleanup.server";
import { ingestPhoto } from "~/server/photos/ingest.server";
import { withExif } from "../../tests/helpers/photos";
import { createRng } from "../seed/prng";

const RUNS = 5;

/** Gradients with noise at quality 85: at 4032 x 3024, about the size of a phone camera JPEG. */
function phonePhoto(width: number, height: number): Uint8Array {
  const rng = createRng(9);
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const noise = (rng.next() - 0.5) * 18;
      data[i] = (x * 255) / width + noise;
      data[i + 1] = (y * 255) / height + noise;
      data[i + 2] = 128 + 100 * Math.sin(x / 37 + y / 53) + noise;
      data[i + 3] = 255;
    }
  }
  return withExif(new Uint8Array(jpeg.encode({ width, height, data }, 85).data), 6);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function time(run: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await run();
  return performance.now() - t0;
}

type Row = { label: string; bytes: number; ingest: number[]; put: number[] };

async function measure(label: string, bytes: Uint8Array, owner: string): Promise<Row> {
  // Warm-up: the first call starts sharp in miniflare.
  expect((await ingestPhoto(env, { bytes, ownerId: owner })).ok).toBe(true);
  const ingest: number[] = [];
  const put: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    ingest.push(await time(() => ingestPhoto(env, { bytes, ownerId: owner })));
    put.push(await time(() => env.IMAGES.put(`bench/original-${i}.jpg`, bytes)));
  }
  await env.IMAGES.delete([...Array(RUNS).keys()].map((i) => `bench/original-${i}.jpg`));
  return { label, bytes: bytes.length, ingest, put };
}

const ms = (values: number[]) =>
  `${median(values).toFixed(0).padStart(6)} ms  (${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)})`;

it("ingestPhoto on a 4 MB phone JPEG vs a plain R2 put", async () => {
  const owner = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO users (id, username, email, role) VALUES (?, ?, ?, 'seller')")
    .bind(owner, `bench-${owner}`, `${owner}@bench.invalid`)
    .run();
  const rows = [
    await measure("4032 x 3024 camera original (JavaScript off)", phonePhoto(4032, 3024), owner),
    await measure("2048 x 1536 shrunk by the picker", phonePhoto(2048, 1536), owner),
  ];
  await cleanupOrphanUploads(env, Date.now() + 2 * 24 * 60 * 60 * 1000);

  const lines = ["", `Photo ingest, server time per photo: median of ${RUNS} (min-max), local Images binding (sharp)`];
  for (const r of rows) {
    lines.push(`  ${r.label}, ${(r.bytes / 1024 / 1024).toFixed(1)} MB JPEG, EXIF orientation 6 + GPS`);
    lines.push(`    ingestPhoto (checks, 1000/375/128 px WebP, 3 R2 puts, 1 row)  ${ms(r.ingest)}`);
    lines.push(`    baseline: one R2 put of the same bytes                       ${ms(r.put)}`);
    lines.push(`    ingest / put: ${(median(r.ingest) / median(r.put)).toFixed(1)} x`);
  }
  console.log(lines.join("\n"));
}, 600_000);
