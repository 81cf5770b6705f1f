#!/usr/bin/env bash
# `npm test`: type check, lint, format check, the OpenAPI file's lint, unit and integration tests,
# end-to-end tests (among them the Nu HTML Checker over every page).
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n=== %s ===\n' "$1"; }
step 'Type check'; npm run --silent typecheck
step 'Lint'; npm run --silent lint
step 'Format'; npm run --silent format:check
step 'OpenAPI lint'; npx tsx scripts/lint-openapi.ts
step 'Unit and integration tests'; npm run --silent test:unit
step 'End-to-end tests'; npm run --silent test:e2e
