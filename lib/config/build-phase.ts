/**
 * True while `next build` runs this code (collecting pages in parallel worker processes): nothing
 * may open the database, start background work or need the server's secrets then.
 */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === "phase-production-build";
}
