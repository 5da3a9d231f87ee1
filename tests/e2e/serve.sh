#!/usr/bin/env bash
# The Playwright webServer: a fresh local database with the demo seed, then the BUILT app
# under wrangler dev on 127.0.0.1:<port>. Playwright stops it when the run ends.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="$PWD/node_modules/.bin:$PATH" WRANGLER_SEND_METRICS=false
PORT="${1:-8788}"
STATE=.wrangler/e2e-state

bash scripts/build-is-fresh.sh

rm -rf "$STATE"
mkdir -p "$STATE"
LOG="$STATE/prepare.log"
# Quiet unless something fails: then the whole log goes to Playwright's output.
trap 'echo "serve.sh: preparing the e2e database failed:" >&2; cat "$LOG" >&2' ERR
if [ -f scripts/seed.sh ]; then
  # seed.sh applies the migrations itself (a second `migrations apply` before it cost a wrangler start).
  bash scripts/seed.sh --persist-to "$STATE" >"$LOG" 2>&1
else
  echo "serve.sh: scripts/seed.sh not found; e2e runs on an empty database" >&2
  wrangler d1 migrations apply DB --local --persist-to "$STATE" >"$LOG" 2>&1
fi
trap - ERR

# wrangler.toml ships production; the e2e server opts into local mode (/dev/outbox, OAuth stand-in).
# --test-scheduled: a test runs a cron with GET /__scheduled?cron=... (the alert digests).
# NODE_ENV=production: `wrangler dev` otherwise bundles React's development build for the server
# render (what `wrangler deploy` and the bench never run: slower, with checks production skips).
# The browser always gets the production build from `remix vite:build`.
# The server's whole log (the app's JSON lines too: --log-level log) goes to server.log, which
# scripts/check-logs.ts scans for personal data after the run; errors still reach Playwright.
# MAP_TILE_URL: wrangler.toml's tiles, with the {r} of a provider that has high-density tiles, so
# the server map's sharp tiles for dense screens are tested (no tile loads here: helpers/map.ts).
NODE_ENV=production exec wrangler dev --local --ip 127.0.0.1 --port "$PORT" --persist-to "$STATE" --var APP_ENV:local --var EDGE_CACHE:off --test-scheduled \
  --var "MAP_TILE_URL:https://tile.openstreetmap.org/{z}/{x}/{y}{r}.png" \
  --show-interactive-dev-session=false --log-level log >"$STATE/server.log" 2> >(tee -a "$STATE/server.log" >&2)
