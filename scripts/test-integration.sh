#!/usr/bin/env bash
# The integration suite on the embedded database, then again on real PostgreSQL when
# TEST_DATABASE_URL names a server (CI starts a throwaway PostgreSQL 15 for it).
set -euo pipefail
npx vitest run --project integration "$@"
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "--- integration suite again on PostgreSQL ($TEST_DATABASE_URL)"
  # One file at a time here: a file's database is dropped (with force) as it ends, and two files
  # at once on two cores have shown a background query of one still connecting at that moment.
  INTEGRATION_DB=postgres npx vitest run --project integration --maxWorkers=1 "$@"
fi
