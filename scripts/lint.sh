#!/usr/bin/env bash
# `npm run lint`: ESLint and Prettier's check. Each keeps to one core, so on two cores they run
# side by side and the check takes as long as the longer of the two (about 20 s in CI, where one
# after the other took 35). Prettier's report waits for ESLint's, so the two never interleave.
set -uo pipefail
report=$(mktemp)
trap 'rm -f "$report"' EXIT
npx prettier --check . >"$report" 2>&1 &
prettier=$!
npx eslint .
eslint=$?
wait "$prettier"
status=$?
cat "$report"
[ "$eslint" -eq 0 ] && [ "$status" -eq 0 ]
