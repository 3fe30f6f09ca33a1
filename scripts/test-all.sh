#!/usr/bin/env bash
# The one test command (npm test): typecheck, lint, unit + service tests on PGlite, the service tests again on
# PostgreSQL 15, then the end-to-end journeys in Chromium against the production build, then the tests that start
# that build on PostgreSQL (two processes), then the same build behind haproxy through a rolling restart.
# Each phase prints its wall time, and a table of them closes the run, also when a phase fails (the trap).
set -euo pipefail
cd "$(dirname "$0")/.."

phases=()
run_start=$SECONDS
phase_name=""
phase_start=0
# Ends the running phase: its line in the table, and its time printed now.
end_phase() {
  [ -n "$phase_name" ] || return 0
  local took=$((SECONDS - phase_start))
  phases+=("$(printf '%-52s %4dm%02ds  %s' "$phase_name" $((took / 60)) $((took % 60)) "$1")")
  echo "== $phase_name: $1 in $((took / 60))m$((took % 60))s"
  phase_name=""
}
phase() {
  end_phase ok
  phase_name="$1"
  phase_start=$SECONDS
  echo "== $1"
}
summary() {
  local status=$?
  end_phase "$([ "$status" = 0 ] && echo ok || echo "FAILED (exit $status)")"
  local total=$((SECONDS - run_start))
  echo
  echo "== npm test: per-phase wall time"
  printf '%s\n' "${phases[@]}"
  printf '%-52s %4dm%02ds  %s\n' "total" $((total / 60)) $((total % 60)) "$([ "$status" = 0 ] && echo ok || echo FAILED)"
}
trap summary EXIT

phase "typecheck"; npm run -s typecheck
phase "lint"; npm run -s lint
phase "unit and service tests (PGlite)"; npx vitest run
phase "service tests (PostgreSQL)"; npm run -s test:pg
phase "end-to-end (Chromium)"; bash scripts/test-e2e.sh
phase "production build on PostgreSQL (two processes)"; bash scripts/with-postgres.sh npx vitest run --project built
# The build of the end-to-end stage, behind haproxy, each instance restarted in turn (about 2 minutes).
phase "topology (haproxy, two instances, PostgreSQL)"; SKIP_BUILD=1 bash scripts/test-topology.sh
