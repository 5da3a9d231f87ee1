#!/usr/bin/env bash
# npm run seed [-- --persist-to DIR] [--images all|main|none] [--seed N]
# Applies migrations, then resets the local database and R2 pictures to the demo data set
# (every table is emptied first; see scripts/seed/run.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH" WRANGLER_SEND_METRICS=false

persist=()
args=("$@")
for ((i = 0; i < ${#args[@]}; i++)); do
  case "${args[i]}" in
    --persist-to) persist=(--persist-to "${args[i + 1]:-}") ;;
    --persist-to=*) persist=(--persist-to "${args[i]#*=}") ;;
    # Demo users with a published password: never in a deployed database (docs/deploy.md).
    --remote | --env | --env=* | --config | --config=*)
      echo "seed: the demo seed runs against the local database only, never a remote one (docs/deploy.md)." >&2
      exit 1 ;;
  esac
done

wrangler d1 migrations apply DB --local "${persist[@]}"
exec tsx scripts/seed/run.ts "$@"
