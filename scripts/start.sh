#!/bin/sh
# `npm start`: the production server with memory settings measured on this app (npm run bench).
# Each can be overridden from the environment.
# - glibc gives threads malloc arenas of their own and keeps what is freed in them: sharp's and
#   zlib's work on the libuv threads grew native memory by hundreds of MB under load. One arena,
#   with buffers of 64 KiB and more (zlib's, one set per gzipped answer in flight) mapped on their
#   own and unmapped once freed, and a fixed trim threshold hand freed memory back to the system.
# - V8 sizes its heap to the limit it is given: with Node's defaults the heap grew to about
#   twice what the server holds. A 4 MB young generation and a 384 MB old-space limit keep it
#   near what is live (about 100 MB) with room for the page and PDF caches.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-1}"
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-65536}"
export MALLOC_TRIM_THRESHOLD_="${MALLOC_TRIM_THRESHOLD_:-131072}"
export NODE_OPTIONS="--max-semi-space-size=4 --max-old-space-size=384 ${NODE_OPTIONS:-}"
# The check runs with the same variables the server will read.
node "$(dirname "$0")/check-start.mjs" || exit 1
exec next start "$@"
