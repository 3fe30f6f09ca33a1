#!/usr/bin/env bash
# The production topology on this machine (issue 38): builds, starts a throwaway PostgreSQL 15, then runs the
# Playwright journey tests/topology/rolling-restart.spec.ts, which starts an SMTP sink, two instances of the build
# and Debian's haproxy in front of them, and restarts each instance in turn under load.
# Ports: proxy 4150, instances 4151/4152 (TOPOLOGY_*_PORT), PostgreSQL 56200 (PG_TEST_PORT).
# SKIP_BUILD=1 reuses the build in TROPA_BUILD_DIR (default build/, as npm run build and the e2e stage make it).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/sbin" # Debian installs haproxy there
command -v haproxy >/dev/null || { echo "haproxy is not installed (apt-get install haproxy; see .ci/run)" >&2; exit 1; }
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export TROPA_BUILD_DIR="${TROPA_BUILD_DIR:-build}"
export PG_TEST_PORT="${PG_TEST_PORT:-56200}"
if [ "${SKIP_BUILD:-}" != 1 ]; then npm run -s build; fi
bash scripts/with-postgres.sh npx playwright test --config tests/topology/playwright.config.ts "$@"
