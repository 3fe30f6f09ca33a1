#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a real PostgreSQL: the one given, or a throwaway server
# started here (initdb in a temp folder, unix socket + loopback port) and removed afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -n "${TEST_DATABASE_URL:-}" ]; then exec "$@"; fi

bindir=""
for d in /usr/lib/postgresql/*/bin; do [ -x "$d/initdb" ] && bindir="$d"; done
if [ -z "$bindir" ] && command -v initdb >/dev/null; then bindir="$(dirname "$(command -v initdb)")"; fi
if [ -z "$bindir" ]; then
  echo "PostgreSQL is not installed and TEST_DATABASE_URL is not set: install postgresql (see .ci/run)." >&2
  exit 1
fi

port="${PG_TEST_PORT:-55432}"
dir="$(mktemp -d /tmp/tropa-pg.XXXXXX)"
as_pg=()
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$dir"
  as_pg=(runuser -u postgres --)
fi
cleanup() {
  "${as_pg[@]}" "$bindir/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT
"${as_pg[@]}" "$bindir/initdb" -D "$dir/data" -U tropa --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
"${as_pg[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
export TEST_DATABASE_URL="postgres://tropa@127.0.0.1:$port/postgres"
"$@"
