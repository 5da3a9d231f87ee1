#!/usr/bin/env bash
# npm test's smoke stage: `npm run smoke` against the built app served locally on the database the
# e2e run left (.wrangler/e2e-state: migrated and seeded), with the edge cache on as in production.
# SMOKE_PORT moves it (default 8789).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH" WRANGLER_SEND_METRICS=false
PORT="${SMOKE_PORT:-8789}"
STATE=.wrangler/e2e-state
if [ ! -d "$STATE" ]; then
  echo "smoke-local: $STATE is missing (the e2e run creates it); seeding a fresh one" >&2
  bash scripts/seed.sh --persist-to "$STATE" --images main >/dev/null
else
  # A database left by an older checkout's e2e run lacks the newest migrations (a no-op otherwise).
  wrangler d1 migrations apply DB --local --persist-to "$STATE" >/dev/null
fi
LOG="$STATE/smoke-server.log"
NODE_ENV=production wrangler dev --local --ip 127.0.0.1 --port "$PORT" --persist-to "$STATE" --var APP_ENV:local \
  --show-interactive-dev-session=false --log-level warn >"$LOG" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null || true' EXIT
for _ in $(seq 1 120); do
  curl -fsS -o /dev/null "http://127.0.0.1:$PORT/" 2>/dev/null && break
  kill -0 "$server" 2>/dev/null || { cat "$LOG" >&2; exit 1; }
  sleep 0.5
done
node scripts/smoke.mjs "http://127.0.0.1:$PORT"
