// What a host without a resident process or a kept disk (JOB_WORKER=off) must be given instead
// of the embedded defaults. Plain JavaScript because `npm start` checks it with bare node before
// `next start` listens (scripts/check-start.mjs), as lib/core/env.ts checks it inside the server.

/**
 * The variables JOB_WORKER=off requires and that `source` lacks, each with why (none when
 * JOB_WORKER is on). Blank values count as missing.
 * @param {Record<string, unknown>} source
 * @returns {{ path: string[]; message: string }[]}
 */
export function serverlessGaps(source) {
  if (source.JOB_WORKER !== "off") return [];
  const gaps = [];
  if (!source.DATABASE_URL) {
    gaps.push({
      path: ["DATABASE_URL"],
      message: "is required when JOB_WORKER=off: a serverless host keeps no disk between requests, so the embedded PGlite database would be lost",
    });
  }
  if (!source.S3_BUCKET) {
    gaps.push({
      path: ["S3_BUCKET"],
      message:
        "S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when JOB_WORKER=off: a serverless host keeps no disk between requests, so uploads and images stored on local disk would be lost",
    });
  }
  return gaps;
}

/**
 * The one line a refused start prints, or null when nothing is missing.
 * @param {Record<string, unknown>} source
 * @returns {string | null}
 */
export function serverlessRefusal(source) {
  const gaps = serverlessGaps(source);
  if (gaps.length === 0) return null;
  return `Refusing to start: ${gaps.map((gap) => `${gap.path.join(".")}: ${gap.message}`).join("; ")}.`;
}
