#!/bin/bash
# Files and lines outside tests, per layer, of one area: `scripts/area-figures.sh services service`.
# Counts the area's own files only (not the shared machinery in each layer's lib/).
set -e
cd "$(git rev-parse --show-toplevel)"
area=$1 noun=$2
total_files=0 total_lines=0
layer() {
  local name=$1; shift
  local files count lines=0
  files=$(git ls-files -- "$@")
  count=$(printf '%s' "$files" | grep -c . || true)
  [ "$count" -gt 0 ] && lines=$(cat $files | wc -l)
  printf '| %s | %s | %s |\n' "$name" "$count" "$lines"
  total_files=$((total_files + count)); total_lines=$((total_lines + lines))
}
echo '| layer | files | lines |'
echo '|---|---|---|'
layer domain "domain/schemas/$noun.ts" "domain/areas/$area.ts"
layer api "api/$area/"
layer graphql "graphql/schema/$area.graphql"
layer gateway "gateway/resolvers/$area/"
layer web "web/features/$area/"
layer cli "cli/commands/$area/"
printf '| **total** | **%s** | **%s** |\n' "$total_files" "$total_lines"
