// @ts-check
// Plain JavaScript, like everything it imports from lib/config/: a TypeScript config would make
// every production server load the SWC compiler to read it (about 30 MB of RSS).
import path from "node:path";
import { PHASE_PRODUCTION_SERVER } from "next/constants.js";
import { NON_STORED_FILE_PATHS, PUBLIC_CACHE_CONTROL, STORED_FILE_CSP, STORED_FILE_PATHS } from "./lib/config/headers.mjs";
import { siteRewrites } from "./lib/config/routes.mjs";
import { scanServedRoutes } from "./lib/config/served-methods.mjs";
import { serverlessRefusal } from "./lib/config/serverless-requirements.mjs";

/** @typedef {import("next").NextConfig} NextConfig */

// A serverless host builds with the variables it runs with: a build that host could not run
// stops here, with the line `npm start` prints (scripts/check-start.mjs), in its deploy log.
const refusal = serverlessRefusal(process.env);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}

const isProduction = process.env.NODE_ENV === "production";
const SERVICE_WORKER_PATH = "/sw.js";

// Ads are the only third-party code the pages load, and only when configured (lib/ads.ts).
const adsOrigins = process.env.ADS_PUBLISHER_ID
  ? " https://pagead2.googlesyndication.com https://*.googlesyndication.com https://*.doubleclick.net https://*.google.com"
  : "";

// Browsers PUT uploads straight to the bucket through presigned URLs when S3 is configured.
function bucketOrigin() {
  const { S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE } = process.env;
  if (!S3_BUCKET) return "";
  if (S3_ENDPOINT) {
    const endpoint = new URL(S3_ENDPOINT);
    return S3_FORCE_PATH_STYLE === "true" ? ` ${endpoint.origin}` : ` ${endpoint.protocol}//${S3_BUCKET}.${endpoint.host}`;
  }
  return ` https://${S3_BUCKET}.s3.${S3_REGION || "us-east-1"}.amazonaws.com`;
}

// Static and ISR pages cannot carry a per-request nonce, so inline scripts (Next's own
// bootstrap) are allowed by 'unsafe-inline'; object-src and base-uri close the classic
// injection escalations and frame-ancestors stops clickjacking.
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isProduction ? "" : " 'unsafe-eval'"}${adsOrigins}`,
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob: https:`,
  "font-src 'self' data:",
  `connect-src 'self'${bucketOrigin()}${adsOrigins}${isProduction ? "" : " ws:"}`,
  `frame-src 'self'${adsOrigins}`,
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  ...(isProduction ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
];

// Next announces a year (s-maxage) for pages it keeps until a revalidation; a CDN may keep them
// only briefly (lib/config/headers.mjs). Share cards set the same header themselves.
const cachedPageHeaders = ["/", "/story/:id", "/stories", "/es", "/es/story/:id", "/es/stories"].map((source) => ({
  source,
  headers: [{ key: "Cache-Control", value: PUBLIC_CACHE_CONTROL }],
}));

/** @type {NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // The methods each route handler serves, fixed into the server at build for its method gate
  // (lib/http/method-gate.ts): Next itself answers a method a route does not serve without Allow.
  env: { SERVED_ROUTE_METHODS: JSON.stringify(scanServedRoutes(path.join(import.meta.dirname, "app"))) },
  // Lets parallel builds (and their test servers) share one checkout.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // `npm run lint` is its own step; the build keeps its type check.
  eslint: { ignoreDuringBuilds: true },
  // PGlite ships WASM and data files that webpack must not bundle.
  serverExternalPackages: ["@electric-sql/pglite", "sharp"],
  // Cached story pages live in memory only. Next keeps on-demand revalidations (revalidateTag)
  // in memory too, so pages written to disk would come back stale after a restart, e.g. a
  // story unpublished just before it; after a restart each page is simply rendered again.
  // Stylesheets are linked, not inlined: Next inlines a page's CSS twice (a <style> and again in
  // the page's data for the client router), which made the public stylesheet (21 KB) cost
  // 43 KB of every page; linked, it is one immutable file each browser fetches once.
  // Unknown paths have no layout of their own to render in (the public site in each language
  // and the back office each have their own root layout): global-not-found renders them.
  // Next copies the body of every request the middleware sees into memory (10 MB by default);
  // no page takes a body, and middleware.ts refuses any over PAGE_BODY_CAP_BYTES, so the copy
  // is kept as small as that.
  // A not-found screen gets no params, yet the public pages' ones speak the page's language:
  // rootParams lets them read the [locale] segment of their root layout (lib/i18n/route-locale.ts)
  // without reading the request, which would keep the pages out of the full-route cache.
  experimental: { isrFlushToDisk: false, globalNotFound: true, middlewareClientMaxBodySize: 16 * 1024, rootParams: true },
  // Next would stream the title and description of pages rendered per request (sign-in, the
  // back office) after their first bytes to every client it does not know as a bot, and audits
  // and some crawlers then miss them. No page's metadata waits on anything slow (a story's is
  // rendered once into its cached page), so every client gets them in the head.
  htmlLimitedBots: /.*/,
  // With REDIS_URL every instance shares one page cache (lib/cache/redis-cache-handler.mjs) and
  // keeps no copy of its own; without it Next's memory-only cache stays, behind the same rules of
  // what may be kept (lib/cache/page-cache-rules.mjs).
  ...(process.env.REDIS_URL
    ? { cacheHandler: path.join(import.meta.dirname, "lib/cache/redis-cache-handler.mjs"), cacheMaxMemorySize: 0 }
    : { cacheHandler: path.join(import.meta.dirname, "lib/cache/memory-cache-handler.mjs") }),
  async rewrites() {
    return { beforeFiles: siteRewrites() };
  },
  async redirects() {
    return [{ source: "/assets", destination: "/admin/assets", permanent: false }];
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      // Browsers look for a new worker at every visit; a cached copy would hold the old build's.
      {
        source: SERVICE_WORKER_PATH,
        headers: [
          { key: "Cache-Control", value: "no-cache" },
          { key: "Service-Worker-Allowed", value: "/" },
        ],
      },
      { source: NON_STORED_FILE_PATHS, headers: [{ key: "Content-Security-Policy", value: csp }] },
      ...STORED_FILE_PATHS.map((source) => ({ source, headers: [{ key: "Content-Security-Policy", value: STORED_FILE_CSP }] })),
      ...cachedPageHeaders,
    ];
  },
};

// The offline-reading worker (app/sw.ts) is built into public/sw.js by `next build` only: in
// development nothing is built or registered. The story viewer registers it itself
// (components/story/offline-reading.tsx), so the plugin's own registration script, about 1.5 KB
// gzipped that it adds to every page's main bundle, is left out of the bundles.
const serwistOptions = { swSrc: "app/sw.ts", swDest: `public${SERVICE_WORKER_PATH}`, register: false, disable: !isProduction };

/** @typedef {{ entry: () => Promise<Record<string, string[] | string>> }} WebpackEntries */

/**
 * @param {NextConfig} config
 * @returns {NextConfig}
 */
function withoutSerwistRegistration(config) {
  const webpack = config.webpack;
  if (!webpack) return config;
  return {
    ...config,
    webpack(webpackConfig, options) {
      /** @type {WebpackEntries} */
      const result = webpack(webpackConfig, options);
      const entry = result.entry;
      result.entry = async () => {
        const entries = await entry();
        for (const [name, files] of Object.entries(entries)) {
          if (Array.isArray(files)) entries[name] = files.filter((file) => !file.includes(`${path.sep}@serwist${path.sep}next${path.sep}`));
        }
        return entries;
      };
      return result;
    },
  };
}

// Both plugins only shape what is built (webpack entries and aliases, the worker's file) and the
// development server. `next start` keeps the config's modules loaded for its whole life, and
// these two cost it about 60 MB of RSS (Serwist's build tools, next-intl's SWC binary), so the
// production server does without them. next-intl reads its messages through i18n/request.ts;
// it adds no middleware.
/**
 * @param {string} phase
 * @returns {Promise<NextConfig>}
 */
export default async function config(phase) {
  if (phase === PHASE_PRODUCTION_SERVER) return nextConfig;
  const { default: withSerwistInit } = await import("@serwist/next");
  const { default: createNextIntlPlugin } = await import("next-intl/plugin");
  return createNextIntlPlugin("./i18n/request.ts")(withoutSerwistRegistration(withSerwistInit(serwistOptions)(nextConfig)));
}
