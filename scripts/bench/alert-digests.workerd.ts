// npm run bench, alert digests (docs/product.md#alerts, decision 0048): the 07:30 job and its
// consumer for 10,000 saved searches (2,500 users, four each; nine in ten daily, the rest weekly)
// over 100,000 listings that became public over 30 days (about 3,300 a day). Runs inside workerd
// (vitest pool) against local D1: the job (one read of the listings new since the oldest due
// search, every search matched in memory, the quiet searches told, the messages into a stand-in
// queue), then every digest as the queue hands them over (batches of 10 users: what still holds,
// the price drops, building the mail, advancing the searches), with a sender that only counts
// mails; then all the digests as one batch.
import { env } from "cloudflare:test";
import { expect, it } from "vitest";
import { type DigestJob, deliverDigests, enqueueDigests } from "~/server/alerts/digest.server";
import { createDb } from "~/server/db/client.server";

const LISTINGS = 100_000;
const USERS = 2_500;
const SEARCHES_PER_USER = 4;
const DAY = 86_400_000;
const BATCH = 10;

async function run(sql: string) {
  await env.DB.prepare(sql).run();
}

it("alert digests: 10,000 saved searches over 100,000 listings", async () => {
  const at = Date.UTC(2026, 10, 27, 2, 0);
  const t0 = performance.now();
  await run(
    "INSERT INTO users (id, username, email, role) VALUES ('bench-seller', 'benchseller', 's@bench.invalid', 'seller')",
  );
  await run(`INSERT INTO listings (id, title, description, type, price, land_area, bhk, facing, posted_by_id, area,
      latitude, longitude, status, public_since)
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${LISTINGS})
    SELECT i, 'Bench ' || i, 'Bench listing',
      CASE i % 4 WHEN 0 THEN 'plot' WHEN 1 THEN 'villa' WHEN 2 THEN 'house' ELSE 'apartment' END,
      1000000 + (i * 7919 % 900) * 10000, 1000 + (i * 31 % 40) * 100, i % 5, CASE i % 4 WHEN 0 THEN 'east' WHEN 1 THEN 'west' WHEN 2 THEN 'north' ELSE 'south' END,
      'bench-seller', CASE i % 5 WHEN 0 THEN 'Peelamedu' WHEN 1 THEN 'Kalapatti' WHEN 2 THEN 'RS Puram' WHEN 3 THEN 'Vadavalli' ELSE 'Saravanampatti' END,
      11.0 + (i % 100) / 1000.0, 76.9 + (i % 77) / 1000.0, 'Approved', ${at} - 30 * ${DAY} + i * (30 * ${DAY} / ${LISTINGS}) FROM n`);
  await run(`INSERT INTO users (id, username, email, role)
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${USERS})
    SELECT 'bench-u' || i, 'benchu' || i, 'u' || i || '@bench.invalid', 'buyer' FROM n`);
  await run(`INSERT INTO saved_searches (user_id, name, query, frequency, last_alerted_at, updated_at)
    WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${USERS * SEARCHES_PER_USER - 1})
    SELECT 'bench-u' || (i / ${SEARCHES_PER_USER} + 1), 'Search ' || i,
      CASE i % 5
        WHEN 0 THEN 'type=villa&location=Peelamedu'
        WHEN 1 THEN 'type=plot&maxPrice=' || (2000000 + (i % 7) * 500000)
        WHEN 2 THEN 'location=Kalapatti,RS+Puram&bhk=' || (i % 4 + 1)
        WHEN 3 THEN 'type=house,apartment&minPrice=3000000&facing=east'
        ELSE 'minArea=3&maxArea=6&bbox=76.9,11.0,76.95,11.05' END,
      CASE WHEN i % 10 = 9 THEN 'weekly' ELSE 'daily' END,
      CASE WHEN i % 10 = 9 THEN ${at} - 7 * ${DAY} ELSE ${at} - ${DAY} END, ${at} FROM n`);
  const loaded = performance.now() - t0;
  const db = createDb(env.DB);

  // The job: who is due, one message each.
  const bodies: DigestJob[] = [];
  const queue = {
    async send(body: DigestJob) {
      bodies.push(body);
    },
    async sendBatch(messages: Iterable<{ body: DigestJob }>) {
      for (const m of messages) bodies.push(m.body);
    },
  } as unknown as Queue;
  const t1 = performance.now();
  const { users } = await enqueueDigests(queue, db, at);
  const searchesDue = bodies.reduce((n, b) => n + b.searches.length, 0);
  const job = performance.now() - t1;
  expect(users).toBeGreaterThan(0);

  // The consumer, batch by batch.
  let mails = 0;
  const sender = {
    async send() {
      mails += 1;
    },
  };
  const batchTimes: number[] = [];
  const t2 = performance.now();
  for (let i = 0; i < bodies.length; i += BATCH) {
    const t = performance.now();
    const outcomes = await deliverDigests(env, db, bodies.slice(i, i + BATCH), sender);
    batchTimes.push(performance.now() - t);
    expect(outcomes.every((o) => o == null)).toBe(true);
  }
  const consumer = performance.now() - t2;

  // The whole run as one batch (the searches put back first): one read, 10,000 matches in memory.
  await run(
    `UPDATE saved_searches SET last_alerted_at = CASE WHEN frequency = 'weekly' THEN ${at} - 7 * ${DAY} ELSE ${at} - ${DAY} END`,
  );
  let oneBatchMails = 0;
  const t3 = performance.now();
  await deliverDigests(env, db, bodies, {
    async send() {
      oneBatchMails += 1;
    },
  });
  const oneBatch = performance.now() - t3;
  const sorted = [...batchTimes].sort((a, b) => a - b);
  const p50 = sorted[Math.floor(sorted.length / 2)]!;
  const p99 = sorted[Math.floor(sorted.length * 0.99)]!;
  console.log(
    [
      "",
      `Alert digests, ${(USERS * SEARCHES_PER_USER).toLocaleString("en-IN")} saved searches (${USERS.toLocaleString("en-IN")} users) over ${LISTINGS.toLocaleString("en-IN")} listings (~${Math.round(LISTINGS / 30).toLocaleString("en-IN")} new a day), local D1 in workerd`,
      `  the 07:30 job (one read of the new listings, every due search matched in memory; ${users.toLocaleString("en-IN")} messages for ${searchesDue.toLocaleString("en-IN")} searches with news)   ${job.toFixed(0).padStart(6)} ms`,
      `  every digest, batches of ${BATCH} users     ${consumer.toFixed(0).padStart(6)} ms  (per batch p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms; ${mails.toLocaleString("en-IN")} mails)`,
      `  every digest in one batch          ${oneBatch.toFixed(0).padStart(6)} ms  (${oneBatchMails.toLocaleString("en-IN")} mails)`,
      `  (loading the data took ${(loaded / 1000).toFixed(1)} s; mails counted, not sent)`,
    ].join("\n"),
  );
}, 900_000);
