#!/usr/bin/env bash
# `npm test`: type check, lint, format check, unit and integration tests, end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n=== %s ===\n' "$1"; }
step 'Type check'; npm run --silent typecheck
step 'Lint'; npm run --silent lint
step 'Format'; npm run --silent format:check
step 'Unit and integration tests'; npm run --silent test:unit
step 'End-to-end tests'; npm run --silent test:e2e
