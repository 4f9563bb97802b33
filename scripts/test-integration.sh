#!/usr/bin/env bash
# The integration suite. Without a server it runs whole on the embedded database (PGlite), as a
# newcomer's `npm test` does. When TEST_DATABASE_URL names a PostgreSQL server (CI starts a
# throwaway PostgreSQL 15), it runs whole there, and on PGlite again only the files that test the
# database layer itself (opening, migrating, locking, outages, the job queue's claims, the session
# adapter): the same SQL engine answers both, the browser tests run the whole site on PGlite, and a
# second full pass on the slower embedded one cost CI minutes for nothing the others miss.
# Files named on the command line run on both.
set -euo pipefail
EMBEDDED_DATABASE_FILES=(
  tests/integration/db
  tests/integration/cli
  tests/integration/core
  tests/integration/jobs
  tests/integration/runtime
  tests/integration/auth/sessions.test.ts
  tests/integration/auth/external-sessions.test.ts
)
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  exec npx vitest run --project integration "$@"
fi
echo "--- integration suite on PostgreSQL ($TEST_DATABASE_URL)"
INTEGRATION_DB=postgres npx vitest run --project integration "$@"
echo "--- the database layer's files again on the embedded database (PGlite)"
if [ $# -gt 0 ]; then
  npx vitest run --project integration "$@"
else
  npx vitest run --project integration "${EMBEDDED_DATABASE_FILES[@]}"
fi
