#!/usr/bin/env bash
# `npm run bench:planner`: the protocol planner's budgets. A plan's link carries its
# fields in the query; the host renders a link once and keeps it (up to 200 links a process,
# `variants` in app/utils/http-cache.ts): this measures a link opened again and again with wrk at
# 20 connections (budget: p99 under 20 ms), for a full plan and
# for a link full of bad values, and prints the planner's own JavaScript (budget: 30 KB gzip
# beyond what the root route loads). Reuses $BUILD_DIR when set. Port: BENCH_PLANNER_PORT (3503).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bench-lib.sh
work=.tmp/bench-planner
rm -rf "$work/data" && mkdir -p "$work"
if [ -z "${BUILD_DIR:-}" ]; then
  export BUILD_DIR="$work/build"
  npm run build --silent >/dev/null
fi
port=${BENCH_PLANNER_PORT:-3503}
DATA_DIR="$work/data" PORT=$port HOST=127.0.0.1 SITE_URL="http://127.0.0.1:$port" NODE_ENV=production \
  node "$BUILD_DIR/host/main.js" >"$work/server.log" 2>&1 &
server_pid=$!
trap 'kill "$server_pid" 2>/dev/null || true' EXIT
wait_healthy "$port"
wait_warm "$work/server.log" "$(default_workers)"

base="http://127.0.0.1:$port/dosage-calculator/planner"
full="$base?name1=BPC-157&amount1=5&name2=TB-500&amount2=5&dosed=1&water=2&dose=250&mixer=3"
full+="&freq=times&times=2&weeks=12&step1week=5&step1dose=500&step2week=9&step2dose=750"
full+="&start=2026-12-07&time=08:00&product=bpc-157-tb-500-blend"
bad="$base?amount1=abc&water=0&dose=-1&weeks=99&start=2026-02-30&time=25:00&dosed=7&product=x"
# For comparison: the bare planner (kept by the page cache) and a calculator link, the cheapest
# page the host renders per request.
bare="$base"
calculator="http://127.0.0.1:$port/dosage-calculator?amount=5&unit=mg&water=2&dose=250"

echo 'wrk -t1 -c20 -d10s, server render per request (budget: p99 under 20 ms)'
printf '%-10s %-8s %10s %9s %9s\n' url encoding req/s p50 p99
for name in full bad bare calculator; do
  for encoding in identity gzip; do
    options=()
    [ "$encoding" = gzip ] && options=(-H 'Accept-Encoding: gzip')
    wrk -t1 -c20 -d2s "${options[@]}" "${!name}" >/dev/null
    out=$(wrk -t1 -c20 -d10s --latency "${options[@]}" "${!name}")
    printf '%-10s %-8s %10s %9s %9s\n' "$name" "$encoding" \
      "$(awk '/Requests\/sec/ {print $2}' <<<"$out")" \
      "$(awk '$1 == "50%" {print $2}' <<<"$out")" "$(awk '$1 == "99%" {print $2}' <<<"$out")"
  done
done

echo
node --import tsx scripts/bench-page-weight.ts "http://127.0.0.1:$port" "$BUILD_DIR/client" \
  /dosage-calculator /dosage-calculator/planner

# The planner's own JavaScript: its route chunk and the chunks it imports that the root route
# (loaded on every page) does not, from the client build's route manifest.
node --input-type=module - "$BUILD_DIR/client" <<'JS'
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const client = process.argv[2];
const file = readdirSync(`${client}/assets`).find((name) => name.startsWith('manifest-'));
const text = readFileSync(`${client}/assets/${file}`, 'utf8');
const manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
const route = manifest.routes['routes/protocol-planner'];
const shared = new Set([manifest.entry.module, ...manifest.entry.imports,
  manifest.routes.root.module, ...manifest.routes.root.imports]);
const own = [route.module, ...route.imports].filter((asset) => !shared.has(asset));
const kb = own.reduce((sum, asset) => sum + gzipSync(readFileSync(client + asset)).length, 0) / 1024;
console.log(`planner's own JS beyond the shared bundle: ${kb.toFixed(1)} KB gzip (budget 30 KB), ${own.length} files`);
JS
