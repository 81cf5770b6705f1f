#!/usr/bin/env bash
# `npm run bench:prices`: the price round's budgets (scripts/bench-price-round.ts) on a build of
# its own. Needs wrk (installed here when missing and run as root). Not part of `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v wrk >/dev/null; then
  if [ "$(id -u)" != "0" ]; then echo "Please install: wrk" >&2; exit 1; fi
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null
fi
export BUILD_DIR=.tmp/bench-prices-build
npm run build --silent >/dev/null
node --import tsx scripts/bench-price-round.ts
