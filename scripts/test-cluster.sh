#!/usr/bin/env bash
# Two `next start` instances of one production build, with PostgreSQL 15, redis-server and an
# in-process S3 server (tests/cluster/). The build has its own folder, so it never disturbs the
# one of `npm run test:e2e` or of a developer's server; builds on one machine take turns.
set -euo pipefail
cd "$(dirname "$0")/.."
export CLUSTER_DIST_DIR="${CLUSTER_DIST_DIR:-.next-cluster}"

# `npm test` has just built the e2e suite's folder from the same sources with the same variables,
# so it hands that over (CLUSTER_USE_BUILD) rather than building a second time.
if [ -n "${CLUSTER_USE_BUILD:-}" ] && [ -f "$CLUSTER_USE_BUILD/BUILD_ID" ]; then
  export CLUSTER_DIST_DIR="$CLUSTER_USE_BUILD"
else
  if command -v flock >/dev/null 2>&1; then
    exec 9>/tmp/next-build.lock
    flock 9
  fi
  # `next build` lists its output folder's types in tsconfig.json; this folder is the test's own.
  tsconfig=$(cat tsconfig.json)
  status=0
  NEXT_DIST_DIR="$CLUSTER_DIST_DIR" npx next build || status=$?
  printf '%s\n' "$tsconfig" > tsconfig.json
  exec 9>&-
  [ "$status" -eq 0 ] || exit "$status"
fi

npx vitest run --config tests/cluster/vitest.config.ts "$@"
