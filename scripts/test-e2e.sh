#!/usr/bin/env bash
# Builds the production app and runs the Playwright specs against it on a fresh database:
# a new PGlite folder, or, with DATABASE_URL, a new database on that PostgreSQL server.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
# E2E_PORT lets several runs share a machine: each gets its own build, data and port.
export E2E_PORT="${E2E_PORT:-3300}"
export BUILD_DIR=".tmp/e2e-build-$E2E_PORT"
export E2E_DATA_DIR=".tmp/e2e-data-$E2E_PORT"
# The server's log (JSON lines): tests/e2e/logs.spec.ts reads it; its end is shown on failure.
export E2E_SERVER_LOG=".tmp/e2e-server-$E2E_PORT.log"
# The suite's data is thrown away: the embedded database does not sync its commits to disk, as
# the test PostgreSQL server runs with fsync=off (database/pglite-settings.ts says what it costs).
export EMBEDDED_DB_SYNC=off
# A filter that matches no spec at all is a mistake, not a pass (listing starts no server).
npx playwright test --list "$@" >/dev/null
npm run build --silent >/dev/null
rm -rf "$E2E_DATA_DIR"
mkdir -p .tmp && : > "$E2E_SERVER_LOG"
if [ -n "${DATABASE_URL:-}" ]; then
  base_url="$DATABASE_URL"
  e2e_db="peptidia_e2e_$$"
  psql "$base_url" -qc "create database $e2e_db" >/dev/null
  trap 'psql "$base_url" -qc "drop database if exists $e2e_db with (force)" >/dev/null' EXIT
  export DATABASE_URL="${base_url%/*}/$e2e_db"
fi
# Two passes, always both: the pages measured against checked-in figures (screenshots, page
# weight) on the fresh database first, as other specs change what those pages show; then every
# other spec, whether or not a picture differed. Each pass lets the other have the filter's specs.
# Each pass keeps its own results folder: the second would otherwise wipe the first's diffs.
results=".tmp/test-results-$E2E_PORT"
status=0
npx playwright test --project=pristine --pass-with-no-tests --output="$results/pristine" "$@" ||
  status=$?
npx playwright test --project=e2e --no-deps --pass-with-no-tests --output="$results/e2e" "$@" ||
  status=$?
if [ "$status" -ne 0 ]; then
  echo "--- last lines of the server log ($E2E_SERVER_LOG) ---" >&2
  tail -n 40 "$E2E_SERVER_LOG" >&2
fi
exit "$status"
