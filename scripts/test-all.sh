#!/usr/bin/env bash
# The one test command (npm test): typecheck, lint, unit + service tests on PGlite, the service tests again on
# PostgreSQL 15, then the end-to-end journeys in Chromium against the production build, then the tests that start
# that build on PostgreSQL (two processes).
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== typecheck"; npm run -s typecheck
echo "== lint"; npm run -s lint
echo "== unit and service tests (PGlite)"; npx vitest run
echo "== service tests (PostgreSQL)"; bash scripts/with-postgres.sh npx vitest run --project services
echo "== end-to-end (Chromium)"; bash scripts/test-e2e.sh
echo "== production build on PostgreSQL (two processes)"; bash scripts/with-postgres.sh npx vitest run --project built
