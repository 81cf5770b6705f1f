# Helpers for the bench scripts (sourced, not run).

# wait_healthy PORT: until the server's health check answers (60 s at most).
wait_healthy() {
  for _ in $(seq 1 120); do
    curl -fs "http://127.0.0.1:$1/healthz" >/dev/null && return
    sleep 0.5
  done
  echo "The server on port $1 did not become healthy." >&2
  return 1
}

# The server's processes that serve pages when WEB_CONCURRENCY is unset: one per core, as
# server/main.ts starts them on either database (decision 0028).
default_workers() {
  echo "${WEB_CONCURRENCY:-$(nproc)}"
}

# wait_warm LOG COUNT: until COUNT server processes have logged that their page cache is warm
# (each process renders the public pages once after it starts; measuring earlier would time
# the warm-up, not the server).
wait_warm() {
  for _ in $(seq 1 240); do
    [ "$(grep -c 'Page cache warm' "$1")" -ge "$2" ] && return
    sleep 0.5
  done
  echo "The page cache did not get warm (see $1)." >&2
  return 1
}

memory_header() {
  printf '%-22s %-8s %8s %10s %10s %10s\n' database process pid 'RSS MB' 'peak MB' 'RSS budget'
}

# memory_rows DATABASE PID BUDGET_MB: one row for the server process and one per child (the
# cluster's workers). RSS is VmRSS now; peak is VmHWM, the most the process has held since it
# started (the budget for it is 600 MB).
memory_rows() {
  local database=$1 pid=$2 budget=$3 children role p
  children=$(pgrep -P "$pid" || true)
  for p in "$pid" $children; do
    if [ "$p" != "$pid" ]; then role=worker; elif [ -n "$children" ]; then role=primary; else role=server; fi
    awk -v d="$database" -v r="$role" -v p="$p" -v b="$budget" '
      /^VmRSS/ { rss = $2 / 1024 }
      /^VmHWM/ { hwm = $2 / 1024 }
      END { printf "%-22s %-8s %8s %10d %10d %10s\n", d, r, p, rss, hwm, (rss <= b && hwm <= 600 ? "ok" : "OVER") }
    ' "/proc/$p/status"
  done
}

# bench_database PG_PORT NAME: starts a throwaway PostgreSQL server on PG_PORT (removed on exit,
# a Ctrl-C too, with the bench's server in $server_pid), makes the database NAME anew on it and
# sets BENCH_DB_URL to it. Called from the script itself, not a subshell: it sets the traps.
bench_database() {
  server_pid=
  trap "[ -n \"\$server_pid\" ] && kill \"\$server_pid\" 2>/dev/null; bash scripts/postgres-temp.sh remove $1" EXIT
  trap 'exit 130' INT TERM
  local pg_url
  pg_url=$(PG_TEMP_OWNER=$$ bash scripts/postgres-temp.sh start "$1")
  psql "$pg_url" -qc "drop database if exists $2 with (force)" -c "create database $2" >/dev/null
  BENCH_DB_URL="${pg_url%/*}/$2"
}
