// How long a shared cache (a CDN) may keep a public page, a story's share card or a public API
// answer. Next itself keeps them until a story changes, but a CDN in front is not told of
// revalidations: this bounds what it shows after a change to 90 s. Plain TypeScript with no
// server-only import, so next.config.ts can read it.
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";
