#!/usr/bin/env bash
# `npm run bench:scale [SMALL|LARGE]`: seeds a throwaway PostgreSQL (BENCH_PG_PORT, 5434) with
# generate_series (scripts/bench-scale-seed.ts), prints the query plans of the vendor and price
# pages and of the forum search (scripts/bench-scale-plans.ts), starts the production server on it (BENCH_SCALE_PORT,
# 3503) and measures those pages with wrk at 2 and 20 connections, from the page cache and
# rendered (a declared query parameter makes the host render). SIZE defaults to SMALL.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bench-lib.sh
size=${1:-SMALL}
work=.tmp/bench-scale
mkdir -p "$work"
if [ -z "${BUILD_DIR:-}" ]; then
  export BUILD_DIR="$work/build"
  npm run build --silent >/dev/null
fi
port=${BENCH_SCALE_PORT:-3503}
pg_port=${BENCH_PG_PORT:-5434}
duration=${BENCH_DURATION:-10s}
bench_database "$pg_port" peptidia_scale
export DATABASE_URL="$BENCH_DB_URL"
AUTH_SECRET=bench-secret-bench-secret-bench-secret-00 npm run --silent db:migrate >/dev/null
node --import tsx scripts/bench-scale-seed.ts "$size"
echo "### Query plans at $size"
echo
node --import tsx scripts/bench-scale-plans.ts
# wrk asks from one address: the API's limit per client is raised past the run so that its answers,
# not its 429s, are measured (each request is still counted in the database).
AUTH_SECRET=bench-secret-bench-secret-bench-secret-00 PORT=$port HOST=127.0.0.1 \
  SITE_URL="http://127.0.0.1:$port" WEB_CONCURRENCY=2 NODE_ENV=production \
  API_RATE_LIMIT=100000000 \
  node "$BUILD_DIR/host/main.js" >"$work/server.log" 2>&1 &
server_pid=$!
wait_healthy "$port"
wait_warm "$work/server.log" 2

# measure LABEL PATH [WRK_SCRIPT]: one table row per connection count (p50, p99, req/s, non-2xx,
# HTML KB); WRK_SCRIPT, when given, makes each request (scripts/bench-scale-search.lua).
measure() {
  local label=$1 path=$2 c out kb
  local script=(${3:+-s "$3"})
  kb=$(curl -s "http://127.0.0.1:$port$path" | wc -c | awk '{ printf "%.0f", $1 / 1024 }')
  for c in 2 20; do
    wrk -t1 -c"$c" -d2s "${script[@]}" "http://127.0.0.1:$port$path" >/dev/null
    out=$(wrk -t1 -c"$c" -d"$duration" --latency "${script[@]}" "http://127.0.0.1:$port$path")
    printf '| %s | %s | %s | %s | %s | %s | %s |\n' "$label" "$size" "$c" \
      "$(awk '$1 == "50%" { print $2 }' <<<"$out")" "$(awk '$1 == "99%" { print $2 }' <<<"$out")" \
      "$(awk '/Requests\/sec/ { print $2 }' <<<"$out")" \
      "$(awk '/Non-2xx/ { print $NF; found = 1 } END { if (!found) print 0 }' <<<"$out") / ${kb} KB"
  done
}
echo "### Pages at $size"
echo
echo '| page | size | connections | p50 | p99 | req/s | non-2xx / HTML |'
echo '|---|---|---|---|---|---|---|'
cursor=$(psql "$DATABASE_URL" -Atc "select id from vendor_reviews where vendor_slug = 'peptide-sciences' and status = 'approved' order by created_at desc, id desc offset 499 limit 1")
measure 'vendor with most reviews, cached' /vendors/peptide-sciences
measure 'vendor with most reviews, rendered' '/vendors/peptide-sciences?edit=none'
measure 'vendor, reviews page 26 (cursor), rendered' "/vendors/peptide-sciences?reviews=$cursor"
thread=$(psql "$DATABASE_URL" -Atc "select id from discussions where title like 'Scale discussion 2:%'")
deep_comment=$(psql "$DATABASE_URL" -Atc "select id from comments where discussion_id = '$thread' and status = 'approved' order by created_at desc, id desc offset 900 limit 1")
measure 'discussion with 1,000 comments, cached' "/community/discussion/$thread"
measure 'discussion with 1,000 comments, rendered' "/community/discussion/$thread?edit=none"
measure 'the same, the page holding comment 900 (link)' "/community/discussion/$thread?comment=$deep_comment"
base="http://127.0.0.1:$port"
second=$(curl -s "$base/community/discussions" | { grep -o 'href="/community/discussions?after=[^"]*' || true; } | head -1 | sed 's/^href="//; s/&amp;/\&/g')
page40=$(curl -s -o /dev/null -w '%{redirect_url}' "$base/community/discussions?page=40" | sed "s#^$base##")
measure '/community/discussions, page 2 (cursor), rendered' "$second"
measure '/community/discussions, page 40 (cursor), rendered' "$page40"
measure '/community/discussions?page=40 (old link, redirected)' '/community/discussions?page=40'
measure '/community/discussions?page=4000 (past the end: a 404)' '/community/discussions?page=4000'
measure '/peptide/bpc-157, rendered' '/peptide/bpc-157?tab=prices'
measure '/vendors/peptide-sciences/prices.xml' /vendors/peptide-sciences/prices.xml
measure '/compare-prices, cached' /compare-prices
measure '/compare-prices, rendered' '/compare-prices?sort=price'
measure '/api/v1/prices' /api/v1/prices
measure '/search, a common word, uncached' '/search?q=reconstitution' scripts/bench-scale-search.lua
measure '/search, a rare word, uncached' '/search?q=zymogen' scripts/bench-scale-search.lua
