// Writes the demo data set (data.ts) and its pictures (images.ts) into wrangler's LOCAL D1 and R2,
// the same store `wrangler dev --local` uses, through a throwaway Worker (writer-worker.ts)
// started with unstable_dev. Run with tsx: see scripts/seed.sh.
//
//   tsx scripts/seed/run.ts [--persist-to DIR] [--if-empty] [--images all|main|none] [--seed N]
//
// --persist-to DIR  same meaning as wrangler's flag (data lives in DIR/v3); default .wrangler/state
// --if-empty        do nothing when the database already has listings (used by `npm start`)
// --images MODE     all (default), main (one picture per listing, faster) or none
// --seed N          another deterministic data set
import { createHash, pbkdf2Sync, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { unstable_dev, unstable_readConfig } from "wrangler";
import jpeg from "jpeg-js";
import { IMAGE_WIDTHS, type ImageWidth } from "../../app/domain/catalog";
import { differenceHash, hashBands, shrinkGray, toGray } from "../../app/domain/photo-hash";
import { listingImageKey } from "../../app/server/photos/urls.server";
import { DEMO_PASSWORD, generateSeedData, type PoolImage, type SeedData, WIPE_ORDER } from "./data";
import { heightFor, renderPoolImage, type RenderedImage } from "./images";
import type { PutHeader, Statement } from "./writer-worker";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const PBKDF2_ITERATIONS = 100_000; // Workers' WebCrypto caps PBKDF2 at 100,000 in production.

type ImagesMode = "all" | "main" | "none";
type Args = { persistTo: string; ifEmpty: boolean; seed?: number; images: ImagesMode };

function parseArgs(argv: string[]): Args {
  const args: Args = { persistTo: join(ROOT, ".wrangler/state"), ifEmpty: false, images: "all" };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--persist-to") args.persistTo = resolve(argv[++i] ?? "");
    else if (a.startsWith("--persist-to=")) args.persistTo = resolve(a.slice("--persist-to=".length));
    else if (a === "--remote") {
      // Demo users with a published password: never in a deployed database (docs/deploy.md).
      throw new Error("The demo seed runs against the local database only, never a remote one.");
    } else if (a === "--if-empty") args.ifEmpty = true;
    else if (a === "--seed") args.seed = Number(argv[++i]);
    else if (a === "--images" && ["all", "main", "none"].includes(argv[i + 1])) args.images = argv[++i] as ImagesMode;
    else throw new Error(`Unknown argument: ${a}`);
  }
  return args;
}

/** "pbkdf2-sha256$100000$<salt b64>$<hash b64>", the format the sign-in verifier reads. */
function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = pbkdf2Sync(password, salt, PBKDF2_ITERATIONS, 32, "sha256");
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${salt.toString("base64")}$${hash.toString("base64")}`;
}

/**
 * Only the D1 and R2 bindings of wrangler.toml, in a throwaway config: the Durable Objects live
 * in the app worker and the AI binding wants an account, and neither is needed to seed.
 */
function storageOnlyConfig(): string {
  const config = unstable_readConfig({ config: join(ROOT, "wrangler.toml") });
  const path = join(ROOT, ".wrangler/tmp/seed-wrangler.json");
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(
    path,
    JSON.stringify({
      name: config.name,
      compatibility_date: config.compatibility_date,
      d1_databases: config.d1_databases,
      r2_buckets: config.r2_buckets,
    }),
  );
  return path;
}

/** Renders the picture pool once per version of images.ts; later seeds read it from disk. */
function loadPool(images: PoolImage[]): Map<string, Record<ImageWidth, RenderedImage>> {
  const source = readFileSync(join(ROOT, "scripts/seed/images.ts"), "utf8");
  const version = createHash("sha256").update(source).digest("hex").slice(0, 12);
  const dir = join(ROOT, ".cache/seed-images", version);
  mkdirSync(dir, { recursive: true });
  const pool = new Map<string, Record<ImageWidth, RenderedImage>>();
  for (const image of images) {
    const id = `${image.scene}-${image.variant}`;
    if (pool.has(id)) continue;
    const files = IMAGE_WIDTHS.map((w) => join(dir, `${id}-${w}.jpg`));
    let rendered: Record<ImageWidth, RenderedImage>;
    if (files.every(existsSync)) {
      rendered = Object.fromEntries(
        IMAGE_WIDTHS.map((w, i) => [
          w,
          { width: w, height: heightFor(w), jpeg: new Uint8Array(readFileSync(files[i])) },
        ]),
      ) as Record<ImageWidth, RenderedImage>;
    } else {
      rendered = renderPoolImage(image);
      for (const [i, w] of IMAGE_WIDTHS.entries()) writeFileSync(files[i], rendered[w].jpeg);
    }
    pool.set(id, rendered);
  }
  return pool;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

type Writer = {
  sql(batches: Statement[][]): Promise<unknown[][][]>;
  post(path: string, body?: string | Uint8Array<ArrayBuffer>): Promise<unknown>;
};

/** The statements that replace every table's rows with the demo data set. */
function dataStatements(
  data: SeedData,
  images: ImagesMode,
  hashes: Map<string, string | null>,
): { batches: Statement[][]; rows: ImageRow[] } {
  const wipe = WIPE_ORDER.map((table) => ({ sql: `DELETE FROM ${table}` }));
  const users = data.users.map((u) => ({
    sql: `INSERT INTO users (id, username, full_name, bio, email, email_verified, phone, phone_verified, role, gender, credits, password_hash, created_at)
          VALUES (?, ?, ?, ?, ?, 1, ?, 1, ?, ?, ?, ?, ?)`,
    params: [
      u.id,
      u.username,
      u.fullName,
      u.bio,
      u.email,
      u.phone,
      u.role,
      u.gender,
      u.credits,
      hashPassword(DEMO_PASSWORD),
      u.createdAt,
    ],
  }));
  // Ascending created_at with explicit ids: ORDER BY id DESC is newest first.
  const listings = data.listings.map((l) => ({
    sql: `INSERT INTO listings (id, title, description, poster, type, price, land_area, square_feet, property_age, floors, facing, bhk,
            status, video, posted_by_id, street, area, city, state, pincode, country, latitude, longitude, parking_available,
            parking_type, parking_spaces, ready_to_move, gated_community, dtcp_approved, views, amenities, location_features,
            created_at, updated_at, confirmed_at, public_since)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'Coimbatore', 'Tamil Nadu', ?, 'India', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    params: [
      l.id,
      l.title,
      l.description,
      l.poster,
      l.type,
      l.price,
      l.landArea,
      l.squareFeet,
      l.propertyAge,
      l.floors,
      l.facing,
      l.bhk,
      l.status,
      l.video,
      l.postedById,
      l.street,
      l.area,
      l.pincode,
      l.latitude,
      l.longitude,
      l.parkingAvailable ? 1 : 0,
      l.parkingType,
      l.parkingSpaces,
      l.readyToMove ? 1 : 0,
      l.gatedCommunity ? 1 : 0,
      l.dtcpApproved ? 1 : 0,
      l.views,
      JSON.stringify(l.amenities),
      JSON.stringify(l.locationFeatures),
      l.createdAt,
      l.updatedAt,
      l.confirmedAt,
      // Public since its approval (the seed's last touch): docs/product.md#alerts.
      l.status === "Approved" || l.status === "Sold" ? (l.updatedAt ?? l.createdAt) : null,
    ],
  }));

  const rows: ImageRow[] = [];
  if (images !== "none") {
    for (const l of data.listings) {
      const chosen = images === "main" ? l.images.slice(0, 1) : l.images;
      chosen.forEach((image, position) => {
        const [k128, k375, k1000] = IMAGE_WIDTHS.map((w) => listingImageKey(l.id, image.imageId, w));
        rows.push({
          listingId: l.id,
          position,
          image,
          keys: { 128: k128, 375: k375, 1000: k1000 },
          createdAt: l.createdAt,
        });
      });
    }
  }
  const imageSql = rows.map((r) => ({
    sql: "INSERT INTO listing_images (listing_id, position, key_128, key_375, key_1000, width, height, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    params: [r.listingId, r.position, r.keys[128], r.keys[375], r.keys[1000], 1000, heightFor(1000), r.createdAt],
  }));
  const hashSql = hashStatements(rows, hashes);
  // Views are many: several rows per statement (ids and numbers only, so inlining is safe).
  const views = chunks(
    data.views.map((v) => `(${v.listingId}, ${v.userId ? `'${v.userId}'` : "NULL"}, 1, ${v.createdAt})`),
    500,
  ).map((values) => ({
    sql: `INSERT INTO listing_views (listing_id, user_id, counted, created_at) VALUES ${values.join(", ")}`,
  }));
  const rest = [
    ...data.favourites.map((f) => ({
      sql: "INSERT INTO favourites (user_id, listing_id, created_at) VALUES (?, ?, ?)",
      params: [f.userId, f.listingId, f.createdAt],
    })),
    ...data.enquiries.map((e) => ({
      sql: "INSERT INTO enquiries (listing_id, seller_id, buyer_id, created_at) VALUES (?, ?, ?, ?)",
      params: [e.listingId, e.sellerId, e.buyerId, e.createdAt],
    })),
    ...data.credits.map((c) => ({
      sql: "INSERT INTO credit_transactions (user_id, amount, description, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?)",
      params: [c.userId, c.amount, c.description, c.idempotencyKey, c.createdAt],
    })),
    ...data.quickEnquiries.map((q) => ({
      sql: "INSERT INTO quick_enquiries (name, phone, message, status, created_at) VALUES (?, ?, ?, ?, ?)",
      params: [q.name, q.phone, q.message, q.status, q.createdAt],
    })),
  ];
  // One batch (one transaction) for the whole reset: a failed seed leaves the old data.
  return { batches: [[...wipe, ...users, ...listings, ...imageSql, ...hashSql, ...views, ...rest]], rows };
}

/**
 * The perceptual hash of each pool picture (docs/product.md#trust, decision 0040), so the
 * duplicate check knows the demo photos: from its 128 px JPEG, shrunk to 9 x 8 by area averaging
 * here rather than by the Images binding (a bit or two apart at most; the seed stays offline and
 * fast). Null when the picture is too plain.
 */
function poolHashes(pool: Map<string, Record<ImageWidth, RenderedImage>>): Map<string, string | null> {
  const hashes = new Map<string, string | null>();
  for (const [id, rendered] of pool) {
    const { width, height, data } = jpeg.decode(rendered[128].jpeg, { useTArray: true });
    hashes.set(id, differenceHash(shrinkGray(toGray(data, 4), width, height)));
  }
  return hashes;
}

/** The band rows of each seeded picture, found by its listing and position (its row id is the database's). */
function hashStatements(rows: ImageRow[], hashes: Map<string, string | null>): Statement[] {
  return rows.flatMap((r) => {
    const hash = hashes.get(`${r.image.scene}-${r.image.variant}`);
    if (!hash) return [];
    const bands = hashBands(hash);
    return [
      {
        sql: `INSERT INTO photo_hash_bands (photo_id, band, value, hash)
              SELECT 'img-' || li.id, b.band, b.value, ? FROM listing_images li,
                (SELECT 0 AS band, ? AS value UNION ALL SELECT 1, ? UNION ALL SELECT 2, ? UNION ALL SELECT 3, ?) b
              WHERE li.listing_id = ? AND li.position = ?`,
        params: [hash, ...bands, r.listingId, r.position],
      },
    ];
  });
}

type ImageRow = {
  listingId: number;
  position: number;
  image: PoolImage;
  keys: Record<ImageWidth, string>;
  createdAt: number;
};

/** Frames pool pictures and the keys to write for them into one request body (see writer-worker.ts). */
function putBody(
  puts: { key: string; pool: string }[],
  pool: Map<string, Record<ImageWidth, RenderedImage>>,
): Uint8Array<ArrayBuffer> {
  const used = [...new Set(puts.map((p) => p.pool))];
  const blobs = used.map((id) => {
    const [poolKey, width] = id.split("@");
    return { id, bytes: pool.get(poolKey)![Number(width) as ImageWidth].jpeg };
  });
  const header: PutHeader = { pool: blobs.map((b) => ({ id: b.id, size: b.bytes.byteLength })), puts };
  const headerBytes = new TextEncoder().encode(JSON.stringify(header));
  const out = new Uint8Array(4 + headerBytes.byteLength + blobs.reduce((n, b) => n + b.bytes.byteLength, 0));
  new DataView(out.buffer).setUint32(0, headerBytes.byteLength);
  out.set(headerBytes, 4);
  let offset = 4 + headerBytes.byteLength;
  for (const b of blobs) {
    out.set(b.bytes, offset);
    offset += b.bytes.byteLength;
  }
  return out;
}

async function writeAll(writer: Writer, data: SeedData, images: ImagesMode) {
  const { rows } = dataStatements(data, images, new Map());
  const pool = loadPool(rows.map((r) => r.image));
  const { batches } = dataStatements(data, images, poolHashes(pool));
  const md5 = new Map<string, string>();
  const puts = rows.flatMap((r) =>
    IMAGE_WIDTHS.map((w) => {
      const id = `${r.image.scene}-${r.image.variant}@${w}`;
      if (!md5.has(id))
        md5.set(
          id,
          createHash("md5")
            .update(pool.get(`${r.image.scene}-${r.image.variant}`)![w].jpeg)
            .digest("hex"),
        );
      return { key: r.keys[w], pool: id };
    }),
  );
  // Keys are deterministic, so a reseed keeps identical objects and writes only the rest
  // (local R2 writes cost ~10-20 ms each: a first seed spends most of its time here).
  const { deleted, existing } = (await writer.post("/r2/prune", JSON.stringify({ keep: puts.map((p) => p.key) }))) as {
    deleted: number;
    existing: Record<string, string>;
  };
  const missing = puts.filter((p) => existing[p.key] !== md5.get(p.pool));
  let written = 0;
  for (const part of chunks(missing, 300)) {
    await writer.post("/r2/put", putBody(part, pool));
    written += part.length;
    if (process.stdout.isTTY) process.stdout.write(`\r  pictures: ${written}/${missing.length} R2 objects written`);
  }
  if (missing.length && process.stdout.isTTY) process.stdout.write("\n");
  // Pictures first: listing_images rows then never point at objects that are not there yet.
  await writer.sql(batches);
  return { images: rows.length, objects: puts.length, written, deleted };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const worker = await unstable_dev(join(ROOT, "scripts/seed/writer-worker.ts"), {
    config: storageOnlyConfig(),
    persistTo: args.persistTo,
    local: true,
    ip: "127.0.0.1",
    logLevel: "error",
    experimental: { disableExperimentalWarning: true, disableDevRegistry: true },
  });
  const post = async (path: string, body?: string | Uint8Array<ArrayBuffer>) => {
    const res = await worker.fetch(`http://127.0.0.1${path}`, { method: "POST", body });
    if (!res.ok) throw new Error(`seed writer ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const writer: Writer = { post, sql: (batches) => post("/sql", JSON.stringify(batches)) as Promise<unknown[][][]> };
  try {
    if (args.ifEmpty) {
      const [[rows]] = await writer.sql([[{ sql: "SELECT COUNT(*) AS n FROM listings" }]]);
      const n = (rows as { n: number }[])[0]?.n ?? 0;
      if (n > 0) {
        console.log(`Database already has ${n} listings; not seeding (npm run seed resets it).`);
        return;
      }
    }
    const data = generateSeedData(args.seed === undefined ? {} : { seed: args.seed });
    const written = await writeAll(writer, data, args.images);
    console.log(
      `Seeded ${data.users.length} users, ${data.listings.length} listings, ${written.images} images ` +
        `(${written.objects} R2 objects, ${written.written} written, ${written.deleted} deleted), ${data.views.length} views in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
        `into ${args.persistTo}.\nDemo sign-in: buyer@example.com, seller@example.com, both@example.com, ` +
        `admin@example.com, superadmin@example.com; password "${DEMO_PASSWORD}".`,
    );
  } finally {
    await worker.stop();
  }
}

await main();
