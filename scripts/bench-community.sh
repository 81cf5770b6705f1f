#!/usr/bin/env bash
# `npm run bench:community`: the community budgets alone, and the memory of the
# server on PostgreSQL. Starts a throwaway PostgreSQL server (BENCH_PG_PORT, 5434), the
# production server on it (BENCH_COMMUNITY_PORT, 3502; WEB_CONCURRENCY, 2: a primary and two
# workers), seeds and measures with scripts/bench-community.ts. Reuses $BUILD_DIR when set
# (npm run bench builds first).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bench-lib.sh
work=.tmp/bench
mkdir -p "$work"
if [ -z "${BUILD_DIR:-}" ]; then
  export BUILD_DIR="$work/build"
  npm run build --silent >/dev/null
fi
port=${BENCH_COMMUNITY_PORT:-3502}
pg_port=${BENCH_PG_PORT:-5434}
workers=${WEB_CONCURRENCY:-2}
bench_database "$pg_port" peptidia_bench
bench_db="$BENCH_DB_URL"
# RATE_LIMIT_SCALE: the bench signs up 20 members from one address.
DATABASE_URL="$bench_db" AUTH_SECRET=bench-secret-bench-secret-bench-secret-00 PORT=$port HOST=127.0.0.1 \
  SITE_URL="http://127.0.0.1:$port" \
  RATE_LIMIT_SCALE=100 WEB_CONCURRENCY=$workers NODE_ENV=production \
  node "$BUILD_DIR/host/main.js" >"$work/server-pg.log" 2>&1 &
server_pid=$!
wait_healthy "$port"
wait_warm "$work/server-pg.log" "$workers"
sleep 5 # idle

echo "Memory after start-up, idle (PostgreSQL, $workers workers; budget: RSS 200 MB, peak 600 MB a process)"
memory_header
memory_rows PostgreSQL "$server_pid" 200
echo

DATABASE_URL="$bench_db" node --import tsx scripts/bench-community.ts "http://127.0.0.1:$port"

echo
echo 'Memory after the community bench (10,000 discussions, 100,000 comments)'
memory_header
memory_rows PostgreSQL "$server_pid" 200
