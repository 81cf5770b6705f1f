#!/usr/bin/env bash
# `npm run bench`: builds, starts the production server (the bundled host, embedded database)
# and measures it with wrk (1 thread, 50 connections, 10 s a path and encoding) against nginx
# in its standard configuration for static files, serving the very bytes our server sends.
# Prints req/s, p99 and the plain ratio ours / nginx, and the memory of every server process.
# Then: what each public page weighs, Lighthouse on each (scripts/bench-lighthouse.ts), the
# sign-in median, a price round (scripts/bench-price-round.ts, port BENCH_PRICES_PORT, 3520), on a
# throwaway PostgreSQL server the community pages and votes, and the first
# touch (scripts/bench-first-touch.sh). Not part of `npm test`. docs/performance.md explains the
# baseline. Ports: BENCH_PORT (3500), BENCH_NGINX_PORT (3501), and those of bench-community.sh
# and bench-first-touch.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bench-lib.sh
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
rm -rf "$work" && mkdir -p "$work/html"
export BUILD_DIR="$work/build"
npm run build --silent >/dev/null

port=${BENCH_PORT:-3500}
nginx_port=${BENCH_NGINX_PORT:-3501}
# The API's rate limit raised out of the way: it still counts every request (its cost is measured),
# but wrk's thousands a second from one IP are not refused.
DATA_DIR="$work/data" PORT=$port HOST=127.0.0.1 SITE_URL="http://127.0.0.1:$port" NODE_ENV=production \
  API_RATE_LIMIT=1000000000 \
  node "$BUILD_DIR/host/main.js" >"$work/server.log" 2>&1 &
server_pid=$!
cleanup() {
  kill "$server_pid" 2>/dev/null || true
  [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2>/dev/null || true
}
trap cleanup EXIT
wait_healthy "$port"
# A primary holding the database and its workers, as `npm start` runs them (decision 0028).
wait_warm "$work/server.log" "$(default_workers)"
sleep 5 # idle: the warm-up's garbage is what an idle server holds too

echo
echo 'Memory after start-up, idle (a new embedded database; budget: RSS 400 MB, peak 600 MB a process)'
memory_header
memory_rows 'embedded (PGlite)' "$server_pid" 400

# The cached pages, and an API response from the cache (JSON, kept like a page: docs/api.md).
paths=(/ /peptides /compare-prices /peptide/bpc-157 /vendors/swiss-chems /community /api/v1/prices)

# The exact bytes we serve for each path, as nginx files: path/index.html (identity) and
# path/index.html.gz (our gzip answer, byte for byte: both servers then send the same bodies,
# so the ratio measures the servers, not the compressors).
file_of() { echo "$work/html${1%/}/index.html"; }
for path in "${paths[@]}"; do
  file=$(file_of "$path")
  mkdir -p "$(dirname "$file")"
  curl -fs "http://127.0.0.1:$port$path" -o "$file"
  curl -fs -H 'Accept-Encoding: gzip' -D "$work/headers" "http://127.0.0.1:$port$path" -o "$file.gz"
  grep -qi '^content-encoding: gzip' "$work/headers" || { echo "No gzip answer for $path" >&2; exit 1; }
done

# nginx as Debian ships it for static files (worker_processes auto, sendfile, tcp_nopush,
# keepalive defaults) plus gzip_static for the precompressed files. No access log (ours has
# none either).
cat >"$work/nginx.conf" <<CONF
worker_processes auto;
pid $PWD/$work/nginx.pid;
error_log $PWD/$work/nginx-error.log;
events { worker_connections 768; }
http {
  sendfile on;
  tcp_nopush on;
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  gzip_static on;
  server {
    listen 127.0.0.1:$nginx_port;
    root $PWD/$work/html;
    location / { try_files \$uri \$uri/index.html =404; }
  }
}
CONF
"$nginx_bin" -c "$PWD/$work/nginx.conf"
sleep 0.5

# Both servers must send the same body for each path and encoding, or the ratio means nothing.
for path in "${paths[@]}"; do
  file=$(file_of "$path")
  curl -fs "http://127.0.0.1:$nginx_port$path" | cmp -s - "$file" ||
    { echo "nginx does not serve our identity bytes for $path" >&2; exit 1; }
  curl -fs -H 'Accept-Encoding: gzip' "http://127.0.0.1:$nginx_port$path" | cmp -s - "$file.gz" ||
    { echo "nginx does not serve our gzip bytes for $path" >&2; exit 1; }
done

# measure URL [wrk options]: a 2 s warm-up, then 10 s; prints 'req/s p99'.
measure() {
  local url=$1 out
  shift
  wrk -t1 -c50 -d2s "$@" "$url" >/dev/null
  out=$(wrk -t1 -c50 -d10s --latency "$@" "$url")
  echo "$(awk '/Requests\/sec/ {print $2}' <<<"$out") $(awk '$1 == "99%" {print $2}' <<<"$out")"
}

echo
echo 'wrk -t1 -c50 -d10s, ours over nginx (budget: gzip at least 0.5 on each path)'
row='%-20s %-8s %8s %12s %9s %12s %9s %6s\n'
printf "$row" path encoding bytes 'ours req/s' 'ours p99' 'nginx req/s' 'nginx p99' ratio
below=()
for path in "${paths[@]}"; do
  for encoding in identity gzip; do
    options=()
    file=$(file_of "$path")
    if [ "$encoding" = gzip ]; then options=(-H 'Accept-Encoding: gzip'); file="$file.gz"; fi
    read -r ours_rps ours_p99 < <(measure "http://127.0.0.1:$port$path" "${options[@]}")
    read -r nginx_rps nginx_p99 < <(measure "http://127.0.0.1:$nginx_port$path" "${options[@]}")
    ratio=$(awk -v a="$ours_rps" -v b="$nginx_rps" 'BEGIN { printf "%.2f", a / b }')
    printf "$row" "$path" "$encoding" "$(stat -c %s "$file")" "$ours_rps" "$ours_p99" \
      "$nginx_rps" "$nginx_p99" "$ratio"
    if [ "$encoding" = gzip ] && awk -v r="$ratio" 'BEGIN { exit !(r < 0.5) }'; then
      below+=("$path")
    fi
  done
done
if [ ${#below[@]} -eq 0 ]; then echo 'gzip budget met on every path.'; else
  echo "gzip budget (0.5) missed on: ${below[*]}"; fi

echo
echo 'Memory after the wrk runs (embedded database)'
memory_header
memory_rows 'embedded (PGlite)' "$server_pid" 400

echo
node --import tsx scripts/bench-page-weight.ts "http://127.0.0.1:$port" "$BUILD_DIR/client"

# The first view on a phone: Lighthouse on every public page (Debian's Chromium).
echo
bash scripts/ensure-chromium.sh
node --import tsx scripts/bench-lighthouse.ts "http://127.0.0.1:$port"

if [ -f scripts/bench-sign-in.ts ]; then
  echo
  node --import tsx scripts/bench-sign-in.ts
fi

echo
kill "$server_pid" 2>/dev/null || true
wait "$server_pid" 2>/dev/null || true
# A price round over 12 feeds of 200 items: its time, memory and the cached pages meanwhile.
node --import tsx scripts/bench-price-round.ts
echo
bash scripts/bench-community.sh

# Typing into twelve forms while the app starts, on a throttled fresh tab (its own server, on a
# new data folder, from the same build).
echo
bash scripts/bench-first-touch.sh
