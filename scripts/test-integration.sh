#!/usr/bin/env bash
# The integration suite on the embedded database, then again on real PostgreSQL when
# TEST_DATABASE_URL names a server (CI starts a throwaway PostgreSQL 15 for it).
set -euo pipefail
npx vitest run --project integration "$@"
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "--- integration suite again on PostgreSQL ($TEST_DATABASE_URL)"
  INTEGRATION_DB=postgres npx vitest run --project integration "$@"
fi
