#!/usr/bin/env bash
# npm start [-- --no-seed] [--persist-to DIR] [--port N]
# Builds, applies migrations, seeds the demo data when the database has no listings yet, then
# serves the app with wrangler's local D1/R2/Durable Objects on http://127.0.0.1:8787.
# `npm run dev` is the same without seeding.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH" WRANGLER_SEND_METRICS=false

seed=1
port=8787
persist=()
while (($#)); do
  case "$1" in
    --no-seed) seed=0 ;;
    --port) port="$2"; shift ;;
    --port=*) port="${1#*=}" ;;
    --persist-to) persist=(--persist-to "$2"); shift ;;
    --persist-to=*) persist=(--persist-to "${1#*=}") ;;
    *) echo "start.sh: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done

remix vite:build
wrangler d1 migrations apply DB --local "${persist[@]}"
if ((seed)); then
  tsx scripts/seed/run.ts --if-empty "${persist[@]}"
fi
# wrangler.toml ships production; this local run opts in (outbox, OAuth stand-in, dev defaults).
# --test-scheduled: GET /__scheduled?cron=... runs a cron by hand (wrangler dev runs none itself).
# NODE_ENV=production: what `wrangler deploy` bundles. `wrangler dev` otherwise renders on the
# server with React's development build (slower, with checks production skips), so what a
# newcomer measures here would not be what users get. The browser always gets the production
# build from `remix vite:build`.
NODE_ENV=production exec wrangler dev --local --ip 127.0.0.1 --port "$port" --var APP_ENV:local --test-scheduled "${persist[@]}"
