#!/usr/bin/env bash
# `npm run bench:first-touch`, and the last part of `npm run bench`: a visitor types into twelve
# forms from the moment each page arrives, on a fresh tab throttled as Lighthouse's mobile run,
# while the app starts underneath (scripts/bench-first-touch.ts: keys lost, time to response).
# The production server runs on a new embedded database with one approved discussion to
# comment on, and the per-IP limits raised as the end-to-end server has them (each run signs in).
# Reuses $BUILD_DIR when set; given form names, measures only those. Port: BENCH_FIRST_TOUCH_PORT
# (3504). Needs Debian's chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bench-lib.sh
bash scripts/ensure-chromium.sh
work=.tmp/bench-first-touch
rm -rf "$work/data" && mkdir -p "$work"
if [ -z "${BUILD_DIR:-}" ]; then
  export BUILD_DIR="$work/build"
  npm run build --silent >/dev/null
fi
discussion=$(node --import tsx scripts/bench-first-touch-seed.ts "$work/data")
port=${BENCH_FIRST_TOUCH_PORT:-3504}
DATA_DIR="$work/data" PORT=$port HOST=127.0.0.1 SITE_URL="http://127.0.0.1:$port" NODE_ENV=production \
  RATE_LIMIT_SCALE=20 \
  node "$BUILD_DIR/host/main.js" >"$work/server.log" 2>&1 &
server_pid=$!
trap 'kill "$server_pid" 2>/dev/null || true' EXIT
wait_healthy "$port"
wait_warm "$work/server.log" "$(default_workers)"
echo "First touch on a throttled fresh tab (load: $(uptime | sed 's/.*load average: //'))"
node --import tsx scripts/bench-first-touch.ts "http://127.0.0.1:$port" "$discussion" "$@"
