// SQL for the bench database: a few sellers, 100,000 listings spread evenly over the six types
// and 27 localities (every type x locality pair ~617 times), and main images for the newest
// page and the detail listing. One recursive-CTE INSERT ... SELECT, so it loads in seconds.
// It runs after the demo seed (`--images main`, see run.ts): the demo pictures stay in R2 and
// the bench's image rows point at them, so pages load real pictures; the demo rows are wiped.
import { createHash } from "node:crypto";
import { LOCALITIES, PROPERTY_TYPES } from "../../app/domain/catalog";
import { LOCALITY_CENTRES, LOCALITY_RADIUS_DEG } from "../../app/domain/locality-geo";
import { WIPE_ORDER } from "../seed/data";

export const BENCH_LISTINGS = 100_000;
export const BENCH_SELLERS = 20;
/** Approved (see the status CASE below), with three images. */
export const DETAIL_ID = BENCH_LISTINGS;

/** A signed-in session for bench-seller-0 (cookie value; the row stores its SHA-256). */
export const BENCH_SESSION_TOKEN = "bench-session-token-not-secret-0123456789";
export const BENCH_SELLER_USERNAME = "benchseller0";

const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
/** A bench listing's status, by its id (SQL). */
const status = (id: string) =>
  `CASE WHEN ${id} % 10 = 7 THEN 'Pending' WHEN ${id} % 50 = 3 THEN 'Rejected' WHEN ${id} % 20 = 9 THEN 'Sold' ELSE 'Approved' END`;

export function benchSeedSql(now = Date.now()): string {
  const sessionId = createHash("sha256").update(BENCH_SESSION_TOKEN).digest("hex");
  const users = Array.from(
    { length: BENCH_SELLERS },
    (_, k) =>
      `(${q(`bench-seller-${k}`)}, ${q(`benchseller${k}`)}, ${q(`Bench Seller ${k}`)}, ${q(`bench${k}@example.com`)}, 1, 'seller', 100)`,
  ).join(",\n  ");
  const localities = LOCALITIES.map((name, k) => {
    const c = LOCALITY_CENTRES[name];
    return `(${k}, ${q(name)}, ${c.latitude}, ${c.longitude})`;
  }).join(",\n    ");
  const types = PROPERTY_TYPES.map((t, k) => `WHEN ${k} THEN ${q(t)}`).join(" ");
  const jitter = 2 * LOCALITY_RADIUS_DEG;
  // Newest page (ids above BENCH_LISTINGS - 100) and the detail listing get image rows, each
  // the demo seed's main picture of a listing (bench_pool, numbered from 0). A picture's key
  // names the demo listing it came from, and the image route serves it only while the bench
  // listing of that id is public, so the pool holds only those (no 404 in the pages' consoles).
  const pool = (k: string) =>
    `(SELECT key_128, key_375, key_1000 FROM bench_pool WHERE k = (${k}) % (SELECT COUNT(*) FROM bench_pool))`;
  const images = `
INSERT INTO listing_images (listing_id, position, key_128, key_375, key_1000, width, height)
WITH RECURSIVE n(i) AS (SELECT ${BENCH_LISTINGS - 99} UNION ALL SELECT i + 1 FROM n WHERE i < ${BENCH_LISTINGS})
SELECT i, 0, p.key_128, p.key_375, p.key_1000, 1000, 750 FROM n JOIN bench_pool p ON p.k = i % (SELECT COUNT(*) FROM bench_pool);
INSERT INTO listing_images (listing_id, position, key_128, key_375, key_1000, width, height)
SELECT ${DETAIL_ID}, 1, key_128, key_375, key_1000, 1000, 750 FROM ${pool("1")};
INSERT INTO listing_images (listing_id, position, key_128, key_375, key_1000, width, height)
SELECT ${DETAIL_ID}, 2, key_128, key_375, key_1000, 1000, 750 FROM ${pool("2")};`;
  const wipe = WIPE_ORDER.map((table) => `DELETE FROM ${table};`).join("\n");
  return `
DROP TABLE IF EXISTS bench_pool;
CREATE TABLE bench_pool AS
  SELECT row_number() OVER (ORDER BY listing_id) - 1 AS k, key_128, key_375, key_1000 FROM listing_images
  WHERE position = 0 AND ${status("listing_id")} IN ('Approved', 'Sold');
${wipe}

INSERT INTO users (id, username, full_name, email, email_verified, role, credits) VALUES
  ${users};

INSERT INTO listings (id, title, description, poster, type, price, land_area, square_feet, bhk, facing, status,
  posted_by_id, street, area, pincode, latitude, longitude, parking_available, ready_to_move, gated_community,
  dtcp_approved, views, amenities, location_features, created_at)
WITH RECURSIVE
  n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${BENCH_LISTINGS}),
  loc(k, name, lat, lng) AS (VALUES
    ${localities}),
  r(i, t, a, x, y) AS (SELECT i, i % 6, (i / 6) % 27, (i * 7919) % 1000, (i * 104729) % 1000 FROM n)
SELECT
  r.i,
  CASE r.t ${types} END || ' in ' || loc.name || ' #' || r.i,
  'Benchmark listing ' || r.i || ': a well located property with clear title, road access, water and power. '
    || 'Close to schools, hospitals and the main road. Documents ready for registration.',
  CASE r.i % 3 WHEN 0 THEN 'owner' WHEN 1 THEN 'builder' ELSE 'broker' END,
  CASE r.t ${types} END,
  CASE r.t WHEN 3 THEN 60 WHEN 2 THEN 120 WHEN 1 THEN 45 ELSE 20 END * 100000 + r.x * 25000,
  CASE r.t WHEN 4 THEN 43556 * (1 + r.x % 20) ELSE 435.56 * (3 + r.x % 15) END,
  CASE WHEN r.t IN (1, 2, 3) THEN 900 + r.x * 2 ELSE 0 END,
  CASE WHEN r.t IN (1, 2, 3) THEN 1 + r.x % 4 ELSE 0 END,
  CASE r.y % 4 WHEN 0 THEN 'north' WHEN 1 THEN 'south' WHEN 2 THEN 'east' ELSE 'west' END,
  ${status("r.i")},
  'bench-seller-' || (r.i % ${BENCH_SELLERS}),
  (1 + r.x % 40) || ' Main Road',
  loc.name,
  '6410' || (10 + r.y % 50),
  loc.lat + (r.x / 1000.0 - 0.5) * ${jitter},
  loc.lng + (r.y / 1000.0 - 0.5) * ${jitter},
  r.i % 2, r.i % 3 = 0, r.i % 4 = 0, r.i % 5 <> 0,
  r.x,
  '["Water supply","EB connection","Compound wall"]',
  '["Near school","Near hospital","Bus stop 500 m"]',
  ${now} - r.i * 60000
FROM r JOIN loc ON loc.k = r.a;
${images}
INSERT INTO sessions (id, user_id, expires_at) VALUES (${q(sessionId)}, 'bench-seller-0', ${now + 86_400_000});
DROP TABLE bench_pool;
`;
}
