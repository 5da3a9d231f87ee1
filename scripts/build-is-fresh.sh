#!/usr/bin/env bash
# Integration tests (vitest) and browser tests (Playwright) run the BUILT app: workers/app.ts
# imports build/server. A build older than its sources (app/; public/, copied into build/client
# with the static files' header rules; vite.config.ts and its plugins in scripts/vite/, which
# decide what app/ becomes) tests the app as it was, and passes or fails for the wrong reasons.
# Exits 1 with the reason then; ALLOW_STALE_BUILD=1 lets a run go ahead anyway (unit tests alone
# do not need the build). Used by tests/build-is-fresh.ts, tests/e2e/serve.sh and
# tests/e2e/run.mjs (which builds instead).
set -euo pipefail
cd "$(dirname "$0")/.."
[ -n "${ALLOW_STALE_BUILD:-}" ] && exit 0
if [ ! -f build/server/index.js ]; then
  echo "No build yet: the tests run the built app. Run 'npm run build' first." >&2
  exit 1
fi
newer=$(find app public vite.config.ts scripts/vite -type f -newer build/server/index.js -print -quit)
if [ -n "$newer" ]; then
  echo "$newer changed after the last build, so the tests would run the app as it was." \
    "Run 'npm run build' first (or ALLOW_STALE_BUILD=1 for unit tests alone)." >&2
  exit 1
fi
