// npm run bench, duplicate check: findDuplicates() (docs/product.md#trust, decision 0040) at
// 100,000 listings and 500,000 hashed photos (2,000,000 band rows), for a listing posted with 5
// and with 20 photos, one of them a near copy of a photo already listed. Runs inside workerd
// (vitest pool) against local D1. The stored hashes are random: real photos cluster more, so
// a band value is shared by more photos than here.
import { env } from "cloudflare:test";
import { expect, it } from "vitest";
import { hashBands } from "~/domain/photo-hash";
import { createDb } from "~/server/db/client.server";
import { findDuplicates } from "~/server/trust/duplicates.server";

const LISTINGS = 100_000;
const PHOTOS = 500_000;
const RUNS = 15;

async function run(sql: string) {
  await env.DB.prepare(sql).run();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const randomHash = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, "0")).join("");

async function addHash(photoId: string, hash: string) {
  const bands = hashBands(hash);
  await run(
    `INSERT INTO photo_hash_bands (photo_id, band, value, hash) VALUES ${bands.map((v, b) => `('${photoId}', ${b}, ${v}, '${hash}')`).join(", ")}`,
  );
}

it("findDuplicates at 100,000 listings and 500,000 photos", async () => {
  const t0 = performance.now();
  await run(
    "INSERT INTO users (id, username, email, role, phone) VALUES ('bench-a', 'bencha', 'a@bench.invalid', 'seller', '+919800000001'), ('bench-b', 'benchb', 'b@bench.invalid', 'seller', '+919800000002')",
  );
  await run(`INSERT INTO listings (id, title, description, type, price, land_area, posted_by_id, area, latitude, longitude, status)
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${LISTINGS})
    SELECT i, 'Bench ' || i, 'Bench listing', CASE i % 3 WHEN 0 THEN 'plot' WHEN 1 THEN 'villa' ELSE 'house' END,
      2000000 + (i % 500) * 10000, 2178, 'bench-a', CASE i % 2 WHEN 0 THEN 'Peelamedu' ELSE 'Kalapatti' END, 11.0, 76.9,
      'Approved' FROM n`);
  // Five photos a listing, as seeded pictures (img-<listing_images id>), each with four random bands.
  await run(`INSERT INTO listing_images (id, listing_id, position, key_128, key_375, key_1000, width, height)
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${PHOTOS})
    SELECT i, (i - 1) / 5 + 1, (i - 1) % 5, 'k', 'k', 'k', 1000, 750 FROM n`);
  for (let band = 0; band < 4; band++) {
    await run(`INSERT INTO photo_hash_bands (photo_id, band, value, hash)
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${PHOTOS})
      SELECT 'img-' || i, ${band}, abs(random()) % 65536, printf('%016x', random()) FROM n`);
  }
  const loaded = performance.now() - t0;

  // Listing 4,242's first photo (img-21206) gets a known hash; the new listing's first photo is 3 bits from it.
  const known = randomHash();
  await run("DELETE FROM photo_hash_bands WHERE photo_id = 'img-21206'");
  await addHash("img-21206", known);
  const near = (BigInt(`0x${known}`) ^ 0b1001_0001n).toString(16).padStart(16, "0");
  const photos = Array.from({ length: 20 }, (_, k) => `bench-new-${k}`);
  await addHash(photos[0]!, near);
  for (const id of photos.slice(1)) await addHash(id, randomHash());

  const db = createDb(env.DB);
  const fields = { area: "Peelamedu", type: "plot" as const, price: 2_500_001, landArea: 2178 };
  const time = async (ids: string[]) => {
    const first = await findDuplicates(db, "bench-b", fields, ids);
    expect(first.other).toBe(4242);
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await findDuplicates(db, "bench-b", fields, ids);
      runs.push(performance.now() - t);
    }
    return runs;
  };
  const details: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await findDuplicates(db, "bench-b", fields, []);
    details.push(performance.now() - t);
  }
  const five = await time(photos.slice(0, 5));
  const twenty = await time(photos);
  const ms = (v: number[]) =>
    `${median(v).toFixed(1).padStart(6)} ms  (${Math.min(...v).toFixed(1)}-${Math.max(...v).toFixed(1)})`;
  console.log(
    [
      "",
      `Duplicate check (findDuplicates: details + photo bands), ${LISTINGS.toLocaleString("en-IN")} listings, ${PHOTOS.toLocaleString("en-IN")} hashed photos, local D1 in workerd: median of ${RUNS} (min-max)`,
      `  details only (no photo)  ${ms(details)}`,
      `  posting with 5 photos   ${ms(five)}`,
      `  posting with 20 photos  ${ms(twenty)}`,
      `  (loading the ${(PHOTOS * 4).toLocaleString("en-IN")} band rows took ${(loaded / 1000).toFixed(0)} s; stored hashes are random)`,
    ].join("\n"),
  );
}, 900_000);
