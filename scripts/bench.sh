#!/usr/bin/env bash
# npm run bench: build, then scripts/bench/run.ts (separate .bench/state database with 100,000
# listings, load on 127.0.0.1 only, figures printed as a table). BENCH_PORT picks the port.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH" WRANGLER_SEND_METRICS=false
echo "bench: building" >&2
remix vite:build >/dev/null
exec tsx scripts/bench/run.ts
