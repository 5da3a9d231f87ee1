#!/usr/bin/env bash
# npm run bench: build, then scripts/bench/run.ts (separate .bench/state database with 100,000
# listings, load on 127.0.0.1 only, figures printed as a table). BENCH_PORT picks the port.
# Before it, the Worker bundle's size (scripts/bench/bundle-size.ts) and route matching with and
# without patches/@remix-run+router (scripts/bench/route-matching.ts). Then the photo ingest
# figures (scripts/bench/photo-ingest.workerd.ts), the duplicate check at 100,000 listings
# (scripts/bench/duplicate-check.workerd.ts), the alert digests at 10,000 saved searches
# (scripts/bench/alert-digests.workerd.ts), then posting a listing with five phone photos
# at 700 kbps (scripts/bench/post-listing.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH" WRANGLER_SEND_METRICS=false
echo "bench: building" >&2
remix vite:build >/dev/null
# The deployed Worker's gzipped size (wrangler deploy --dry-run), and what the router patch saves.
echo "bench: worker bundle (wrangler deploy --dry-run)" >&2
tsx scripts/bench/bundle-size.ts
tsx scripts/bench/route-matching.ts
tsx scripts/bench/run.ts
# The Worker's CPU per request, page beside static file (scripts/bench/worker-cpu.ts).
echo "bench: worker CPU per request" >&2
tsx scripts/bench/worker-cpu.ts
# Photos: ingestPhoto() inside workerd (vitest pool, local Images binding) beside a plain R2 put.
echo "bench: photo ingest (workerd)" >&2
mkdir -p .bench
if vitest run --config scripts/bench/vitest.workerd.config.ts scripts/bench/photo-ingest.workerd.ts >.bench/photos.log 2>&1; then
  awk '/^Photo ingest/ { p = 1; print; next } p && /^  / { print; next } p { exit }' .bench/photos.log
else
  tail -n 40 .bench/photos.log >&2
  exit 1
fi
# The duplicate check at 100,000 listings and 500,000 hashed photos (scripts/bench/duplicate-check.workerd.ts).
echo "bench: duplicate check (workerd)" >&2
if vitest run --config scripts/bench/vitest.workerd.config.ts scripts/bench/duplicate-check.workerd.ts >.bench/duplicates.log 2>&1; then
  awk '/^Duplicate check/ { p = 1; print; next } p && /^  / { print; next } p { exit }' .bench/duplicates.log
else
  tail -n 40 .bench/duplicates.log >&2
  exit 1
fi
# The alert digests: the 07:30 job and its consumer for 10,000 saved searches over 100,000
# listings (scripts/bench/alert-digests.workerd.ts, decision 0048).
echo "bench: alert digests (workerd)" >&2
if vitest run --config scripts/bench/vitest.workerd.config.ts scripts/bench/alert-digests.workerd.ts >.bench/alerts.log 2>&1; then
  awk '/^Alert digests/ { p = 1; print; next } p && /^  / { print; next } p { exit }' .bench/alerts.log
else
  tail -n 40 .bench/alerts.log >&2
  exit 1
fi
# Posting a listing from a slow phone: Chromium at 700 kbps up, five ~4 MB photos (bytes sent,
# seconds to "created"; goal under 60 s). BENCH_POST_PORT picks its port (default 8799).
echo "bench: posting a listing (Chromium, 700 kbps up)" >&2
tsx scripts/bench/post-listing.ts
