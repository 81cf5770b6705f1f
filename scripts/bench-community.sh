#!/usr/bin/env bash
# `npm run bench:community`: the community budgets alone (issue 6). Starts a throwaway
# PostgreSQL server (port 5434), the production server on it, seeds and measures with
# scripts/bench-community.ts. Reuses $BUILD_DIR when set (npm run bench builds first).
set -euo pipefail
cd "$(dirname "$0")/.."
work=.tmp/bench
mkdir -p "$work"
if [ -z "${BUILD_DIR:-}" ]; then
  export BUILD_DIR="$work/build"
  npm run build --silent >/dev/null
fi
port=3502
pg_url=$(bash scripts/postgres-temp.sh start 5434)
server_pid=
cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
  bash scripts/postgres-temp.sh stop 5434
}
trap cleanup EXIT
psql "$pg_url" -qc 'drop database if exists peptidia_bench with (force)' -c 'create database peptidia_bench' >/dev/null
bench_db="${pg_url%/*}/peptidia_bench"
# RATE_LIMIT_SCALE: the bench signs up 20 members from one address.
DATABASE_URL="$bench_db" AUTH_SECRET=bench-secret-bench-secret-bench-secret-00 PORT=$port HOST=127.0.0.1 RATE_LIMIT_SCALE=100 \
  NODE_ENV=production node --import tsx server/main.ts >"$work/server-pg.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 120); do curl -fs "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.5; done
for _ in $(seq 1 240); do grep -q 'Page cache warm' "$work/server-pg.log" && break; sleep 0.5; done
DATABASE_URL="$bench_db" node --import tsx scripts/bench-community.ts "http://127.0.0.1:$port"
