#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on 127.0.0.1 (for the second test pass and the bench)
# and prints its DATABASE_URL. Usage: url=$(bash scripts/postgres-temp.sh start [port])
#                                     bash scripts/postgres-temp.sh remove [port]
# The cluster lives in /tmp/peptidia-pg-<port> (about 50 MB). remove stops it and deletes it:
# whoever starts one removes it on exit. stop keeps the data: start brings the same cluster
# back. pause freezes the server and its processes (SIGSTOP: it accepts connections and answers
# nothing), resume thaws them.
# start records the process that asked for the cluster (PG_TEMP_OWNER, else the caller) in
# /tmp/peptidia-pg-<port>.owner, and first deletes every stopped cluster whose owner has
# ended: what a crashed or interrupted run left behind. A stopped cluster without an owner
# file is deleted once untouched for an hour.
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
owner_file="$dir.owner"
alive() { [ -n "$1" ] && [ -d "/proc/$1" ]; }
running() { alive "$(head -n 1 "$1/postmaster.pid" 2>/dev/null)"; }
# Stopped clusters of ended owners (never a running one, never this port's).
sweep() {
  local old owner
  for old in /tmp/peptidia-pg-*; do
    [ -d "$old" ] && [ "$old" != "$dir" ] || continue
    running "$old" && continue
    if [ -f "$old.owner" ]; then
      owner=$(cat "$old.owner")
      alive "$owner" && continue
    elif [ -n "$(find "$old" -maxdepth 0 -mmin -60)" ]; then
      continue
    fi
    rm -rf "$old" "$old.owner"
  done
}
as_postgres() { if [ "$(id -u)" = "0" ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
case "$action" in
  start)
    sweep
    echo "${PG_TEMP_OWNER:-$PPID}" >"$owner_file"
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
  remove)
    # A paused server would never answer pg_ctl's stop: thaw it first.
    if pid=$(head -n 1 "$dir/postmaster.pid" 2>/dev/null); then
      kill -CONT $(ps -o pid= --ppid "$pid") "$pid" 2>/dev/null || true
    fi
    if [ -f "$dir/PG_VERSION" ]; then
      as_postgres "$bin/pg_ctl -D $dir -m fast stop >/dev/null 2>&1" || true
    fi
    rm -rf "$dir" "$owner_file"
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
    echo "usage: $0 start|stop|remove|pause|resume [port]" >&2
    exit 2
    ;;
esac
