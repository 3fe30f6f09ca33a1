#!/usr/bin/env bash
# Builds the production bundle and runs the Playwright journeys against it (embedded defaults, demo data).
# Extra arguments go to Playwright (e.g. a spec file). TROPA_BUILD_DIR and E2E_PORT let runs go side by side.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
started=$SECONDS
npm run -s build
echo "== production build took $((SECONDS - started))s"
npx playwright test "$@"
