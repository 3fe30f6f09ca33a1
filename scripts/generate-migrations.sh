#!/usr/bin/env bash
# Regenerates the migrations from the schema. Until the first release the history is a single initial
# migration (no database outside development exists yet); after it, remove the rm and let drizzle-kit append.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf server/db/migrations
npx drizzle-kit generate --custom --name=extensions >/dev/null
f=$(ls server/db/migrations/0000_*.sql)
cat > "$f" <<'SQL'
-- Extensions the schema needs: trigram indexes for accent-free destination search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
SQL
npx drizzle-kit generate --name=init
# SQL functions (server/db/functions/<name>.sql), each its own custom migration after the tables.
for src in server/db/functions/*.sql; do
  name=$(basename "$src" .sql)
  npx drizzle-kit generate --custom --name="$name" >/dev/null
  cp "$src" "$(ls server/db/migrations/*_"$name".sql)"
done
