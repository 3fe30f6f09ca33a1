#!/bin/bash
# Needs the `duplicates` scanner on PATH (the developers have it). Usage: bash scripts/count-repeated-code.sh [out-dir]
# (docs/decisions/0043-repeated-code.md).
# Real-logic duplicate pairs per folder: pairs not marked boilerplate, seed data / migrations / SQL functions
# left out (server is copied without them), and in app/ the same-shape rows left out too.
cd "$(dirname "$0")/.."
out=${1:-$(mktemp -d)}; mkdir -p "$out"; tmp=$(mktemp -d)
rm -rf "$tmp/server-copy"; mkdir -p "$tmp/server-copy"
(git ls-files -co --exclude-standard server | grep -vE '^server/(seed/|db/migrations/|db/functions/)' | while read f; do [ -f "$f" ] && echo "$f"; done) | while read f; do mkdir -p "$tmp/server-copy/$(dirname "$f")"; cp "$f" "$tmp/server-copy/$f"; done
duplicates --repo "$tmp/server-copy/server" --most 200 --seconds 120 > $out/server.txt &
for d in app core tests bench scripts; do duplicates --repo $d --most 200 --seconds 120 > $out/$d.txt & done
wait
total=0
for d in server app core tests bench scripts; do
  h=$(head -1 $out/$d.txt)
  pairs=$(echo "$h" | grep -oE '^[0-9]+' || echo 0)
  shape=$(echo "$h" | grep -oE '\([0-9]+ by shape' | grep -oE '[0-9]+' || echo 0)
  boiler=$(echo "$h" | grep -oE '[0-9]+ of those marked' | grep -oE '[0-9]+' || echo 0)
  if [ "$d" = app ]; then real=$((pairs - shape)); else real=$((pairs - boiler)); fi
  total=$((total + real))
  echo "$d: $pairs pairs, $boiler boilerplate, $shape shape -> real-logic $real"
done
echo "total real-logic: $total"
