#!/usr/bin/env bash
# The one test command (npm test): typecheck, lint, unit + service tests on PGlite, the service tests again on
# PostgreSQL 15, then the end-to-end journeys in Chromium against the production build, then the tests that start
# that build on PostgreSQL (two processes), then the same build behind haproxy through a rolling restart.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== typecheck"; npm run -s typecheck
echo "== lint"; npm run -s lint
echo "== unit and service tests (PGlite)"; npx vitest run
echo "== service tests (PostgreSQL)"; bash scripts/with-postgres.sh npx vitest run --project services
echo "== end-to-end (Chromium)"; bash scripts/test-e2e.sh
echo "== production build on PostgreSQL (two processes)"; bash scripts/with-postgres.sh npx vitest run --project built
# The build of the end-to-end stage, behind haproxy, each instance restarted in turn (about 2 minutes).
echo "== topology (haproxy, two instances, PostgreSQL)"; SKIP_BUILD=1 bash scripts/test-topology.sh
