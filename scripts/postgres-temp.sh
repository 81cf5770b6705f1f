#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on 127.0.0.1 (for the second test pass and the bench)
# and prints its DATABASE_URL. Usage: url=$(bash scripts/postgres-temp.sh start [port])
#                                     bash scripts/postgres-temp.sh stop [port]
# stop keeps the data: start brings the same cluster back. pause freezes the server and its
# processes (SIGSTOP: it accepts connections and answers nothing), resume thaws them.
# Needs Debian's postgresql package; run as root (the server itself runs as user postgres).
set -euo pipefail
action="${1:-start}"
port="${2:-5433}"
dir="/tmp/peptidia-pg-$port"
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin" ]; then
  echo "PostgreSQL is not installed (Debian: apt-get install postgresql)." >&2
  exit 1
fi
as_postgres() { if [ "$(id -u)" = "0" ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
case "$action" in
  start)
    if [ ! -f "$dir/PG_VERSION" ]; then
      mkdir -p "$dir" && chown postgres "$dir" 2>/dev/null || true
      as_postgres "$bin/initdb -D $dir -U postgres --auth=trust -E UTF8 >/dev/null"
    fi
    as_postgres "$bin/pg_ctl -D $dir -l $dir/server.log -w -o \"-p $port -k /tmp -h 127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300\" start >/dev/null"
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    as_postgres "$bin/pg_ctl -D $dir -m fast stop >/dev/null" || true
    ;;
  pause | resume)
    pid=$(head -n 1 "$dir/postmaster.pid" 2>/dev/null) || { echo "No server running in $dir." >&2; exit 1; }
    if [ "$action" = pause ]; then
      # The postmaster first, so that it starts no new process while its children are stopped.
      kill -STOP "$pid"
      kill -STOP $(ps -o pid= --ppid "$pid") 2>/dev/null || true
    else
      kill -CONT $(ps -o pid= --ppid "$pid") 2>/dev/null || true
      kill -CONT "$pid"
    fi
    ;;
  *)
    echo "usage: $0 start|stop|pause|resume [port]" >&2
    exit 2
    ;;
esac
