#!/usr/bin/env bash
# `npm run bench:lighthouse`: builds, starts the production server on a new embedded database
# (BENCH_LIGHTHOUSE_PORT, 3503) and runs Lighthouse on every public page
# (scripts/bench-lighthouse.ts, with the page budgets). Needs Debian's chromium; run it on a quiet
# machine, since Lighthouse's timings follow the CPU it gets.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bench-lib.sh
bash scripts/ensure-chromium.sh
work=.tmp/bench-lighthouse
rm -rf "$work" && mkdir -p "$work"
export BUILD_DIR="$work/build"
npm run build --silent >/dev/null
port=${BENCH_LIGHTHOUSE_PORT:-3503}
DATA_DIR="$work/data" PORT=$port HOST=127.0.0.1 SITE_URL="http://127.0.0.1:$port" NODE_ENV=production \
  node "$BUILD_DIR/host/main.js" >"$work/server.log" 2>&1 &
server_pid=$!
trap 'kill "$server_pid" 2>/dev/null || true' EXIT
wait_healthy "$port"
wait_warm "$work/server.log" "$(default_workers)"
node --import tsx scripts/bench-lighthouse.ts "http://127.0.0.1:$port" "$@"
