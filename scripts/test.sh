#!/usr/bin/env bash
# npm test: lint, typecheck, build, unit + integration tests in workerd, Playwright in Chromium.
# Stops at the first failing stage and says which one.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH" WRANGLER_SEND_METRICS=false

START=$(date +%s)
stage() {
  local name="$1"; shift
  local t0=$(date +%s)
  echo
  echo "==> $name: $*"
  if ! "$@"; then
    echo
    echo "FAILED at stage '$name' ($(( $(date +%s) - t0 ))s): $*"
    exit 1
  fi
  echo "==> $name passed ($(( $(date +%s) - t0 ))s)"
}

# Two stages at once, each with its own output and verdict: tsc and vite each keep one core busy.
together() {
  local a="$1" b="$2" out rc=0
  out=$(mktemp)
  bash -c "$b" >"$out" 2>&1 &
  local pid=$!
  bash -c "$a" || rc=1
  wait "$pid" || rc=$((rc + 2))
  cat "$out"
  rm -f "$out"
  [ "$rc" -eq 0 ] || { echo "FAILED: $( [ $((rc % 2)) -eq 1 ] && echo "$a " )$( [ "$rc" -ge 2 ] && echo "$b" )"; return 1; }
}

stage lint biome check .
# No component shows a literal English sentence outside the catalogues (decision 0052).
stage english tsx scripts/check-english.ts
stage "typecheck and build" together "remix vite:build" "tsc --noEmit"
# One copy of each module in the deployed Worker (wrangler deploy --dry-run; scripts/check-bundle.ts).
stage bundle tsx scripts/check-bundle.ts
stage "unit+integration" vitest run
stage e2e playwright test "$@"
# The e2e server's log holds no e-mail, phone, token or secret (scripts/check-logs.ts).
stage logs tsx scripts/check-logs.ts .wrangler/e2e-state/server.log
# `npm run smoke` against the built app on the e2e run's database, edge cache on (docs/deploy.md).
stage smoke bash scripts/smoke-local.sh

echo
echo "ALL TESTS PASSED: lint, typecheck, build, unit+integration (workerd), e2e (Chromium: js, nojs, phone), log scan, smoke in $(( $(date +%s) - START ))s"
