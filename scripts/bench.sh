#!/usr/bin/env bash
# `npm run bench`: builds, starts the production server and measures it with wrk (1 thread,
# 50 connections, 10 s a path); serves the same HTML bytes with nginx on another loopback port
# and prints ours / nginx. Then: the JS and CSS that / loads (gzip), the sign-in median and,
# on a throwaway PostgreSQL server, the community pages and votes. Not part of `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."
export DEBIAN_FRONTEND=noninteractive
need=()
command -v wrk >/dev/null || need+=(wrk)
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || need+=(nginx)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" != "0" ]; then echo "Please install: ${need[*]}" >&2; exit 1; fi
  apt-get update -qq && apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)

work=.tmp/bench
rm -rf "$work" && mkdir -p "$work/html/peptides"
export BUILD_DIR="$work/build"
npm run build --silent >/dev/null

port=3500
nginx_port=3501
DATA_DIR="$work/data" PORT=$port HOST=127.0.0.1 NODE_ENV=production \
  node --import tsx server/main.ts >"$work/server.log" 2>&1 &
server_pid=$!
cleanup() {
  kill "$server_pid" 2>/dev/null || true
  [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2>/dev/null || true
}
trap cleanup EXIT
for _ in $(seq 1 120); do curl -fs "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.5; done
wait_warm() { for _ in $(seq 1 240); do grep -q 'Page cache warm' "$1" && return; sleep 0.5; done; }
wait_warm "$work/server.log"

# The exact bytes we serve (uncompressed, as wrk asks for them), for nginx to serve too.
curl -fs "http://127.0.0.1:$port/" -o "$work/html/index.html"
curl -fs "http://127.0.0.1:$port/peptides" -o "$work/html/peptides/index.html"
cat >"$work/nginx.conf" <<CONF
worker_processes 1;
pid $PWD/$work/nginx.pid;
error_log $PWD/$work/nginx-error.log;
events { worker_connections 1024; }
http {
  access_log off;
  default_type text/html;
  server {
    listen 127.0.0.1:$nginx_port;
    root $PWD/$work/html;
    location / { try_files \$uri \$uri/index.html =404; }
  }
}
CONF
"$nginx_bin" -c "$PWD/$work/nginx.conf"
sleep 0.5

# wrk prints 'Requests/sec: N' and, with --latency, a '99%' line.
measure() {
  local out rps p99
  out=$(wrk -t1 -c50 -d10s --latency "$1")
  rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
  p99=$(awk '$1 == "99%" {print $2}' <<<"$out")
  echo "$rps $p99"
}
printf '\n%-10s %14s %10s %14s %10s %8s\n' path 'ours req/s' 'ours p99' 'nginx req/s' 'nginx p99' ratio
for path in / /peptides; do
  wrk -t1 -c50 -d2s "http://127.0.0.1:$port$path" >/dev/null # warm-up
  read -r ours_rps ours_p99 < <(measure "http://127.0.0.1:$port$path")
  read -r nginx_rps nginx_p99 < <(measure "http://127.0.0.1:$nginx_port$path")
  ratio=$(awk -v a="$ours_rps" -v b="$nginx_rps" 'BEGIN { printf "%.2f", a / b }')
  printf '%-10s %14s %10s %14s %10s %8s\n' "$path" "$ours_rps" "$ours_p99" "$nginx_rps" "$nginx_p99" "$ratio"
done

echo
node --import tsx scripts/bench-page-weight.ts "http://127.0.0.1:$port" "$BUILD_DIR/client" / /peptides /peptide/bpc-157 /vendors /vendors/swiss-chems /compare-prices /guides /dosage-calculator /articles/peptides-101

if [ -f scripts/bench-sign-in.ts ]; then
  echo
  node --import tsx scripts/bench-sign-in.ts
fi

echo
kill "$server_pid" 2>/dev/null || true
wait "$server_pid" 2>/dev/null || true
bash scripts/bench-community.sh
