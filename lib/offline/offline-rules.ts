// What the service worker (app/sw.ts) keeps for offline reading, and under which names. Shared
// by the worker, the viewer that asks it to save a story, and their tests. Client-safe and free
// of imports, so the worker's bundle and the viewer's stay small.

export type OfflineKind = "page" | "asset" | "picture" | "pdf";

const PREFIX = "offline-reading";
/** Pictures outlive builds, so their cache's name carries no version. */
export const PICTURE_CACHE = `${PREFIX}-pictures`;
/** PDFs too. */
export const PDF_CACHE = `${PREFIX}-pdfs`;

// Story pages (Home shows a story too) in both languages. Anything else is left to the
// network: the back office, sign-in and every API but the public PDFs are never kept.
const STORY_PAGE = /^(?:\/es)?(?:\/|\/story\/(?:original|[1-9]\d{0,9}))$|^\/es$/;
const PICTURE = /^\/(?:objects|attached_assets|original-story)\//;
const PDF = /^\/api\/pdf\/(?:original|[1-9]\d{0,9})$/;
const ASSET = /^\/_next\/static\//;

/** Which of the worker's caches a same-origin GET for this path belongs in; null: none. */
export function offlineKind(pathname: string): OfflineKind | null {
  if (STORY_PAGE.test(pathname)) return "page";
  if (ASSET.test(pathname)) return "asset";
  if (PICTURE.test(pathname)) return "picture";
  if (PDF.test(pathname)) return "pdf";
  return null;
}

// The back office and its sign-in pages, which are not the family's: offline they fail as
// they would without a worker.
const NOT_PUBLIC = /^\/(?:admin|login|register|forgot-password|reset-password|access-denied|api)(?:\/|$)/i;

/**
 * Whether a page the browser fails to load offline, and which is not kept, is answered with
 * the site's offline page (the stories kept on this device) rather than the browser's error.
 */
export function answeredWithShelfOffline(pathname: string): boolean {
  return !NOT_PUBLIC.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
}

/**
 * Whether the worker may keep what it fetched while a page was being browsed, given the page
 * that asked for it. Pictures are kept only when a story page asks for its story to be saved,
 * never because a page showed them: the back office shows drafts. What a story page loads as it
 * is used (scripts its HTML does not name, a whole-story PDF the family downloaded) is kept, the
 * back office's never; a draft's PDF, answered private, is refused by isKeepableAnswer.
 */
export function keptWhileBrowsing(kind: OfflineKind, clientPath: string | null): boolean {
  if (kind === "page") return true;
  if (kind === "picture") return false;
  return clientPath !== null && offlineKind(clientPath) === "page";
}

/**
 * Only complete answers the server let any browser keep: a 404, an outage's 503, and whatever it
 * marked private or no-store (a draft's PDF, anything sent to a signed-in browser) never are.
 */
export function isKeepableAnswer(status: number, cacheControl: string | null): boolean {
  return status === 200 && !/\b(?:private|no-store)\b/.test(cacheControl ?? "");
}

/**
 * The pictures a story page's HTML names, as stems (pictureStem): answered by the server to a
 * browser without a session, the page names every picture of its public story and no other.
 */
export function pictureStemsIn(html: string): Set<string> {
  return new Set(Array.from(html.matchAll(/\/(?:objects|attached_assets|original-story)\/[^"'\s\\,?&)]+/g), (match) => pictureStem(match[0])));
}

/**
 * The caches of one build. Pages and the scripts and stylesheets they load are kept per build
 * (a page must run with the chunks it names, and a new build drops the old ones); pictures and
 * PDFs are named by their content or story, not by the build, so they outlive it.
 */
export function offlineCacheNames(version: string): Record<OfflineKind, string> {
  return {
    page: `${PREFIX}-pages-${version}`,
    asset: `${PREFIX}-assets-${version}`,
    picture: PICTURE_CACHE,
    pdf: PDF_CACHE,
  };
}

/** True for a cache of story pages, of this build or an earlier one. */
export function isPageCache(name: string): boolean {
  return name.startsWith(`${PREFIX}-pages-`);
}

/** True for a cache an earlier build's worker made, which the current one deletes on activation. */
export function isOutdatedCache(name: string, version: string): boolean {
  const current = Object.values(offlineCacheNames(version));
  return name.startsWith(`${PREFIX}-`) && !current.includes(name);
}

/** A build's version: a hash of its precache manifest, whose file names carry content hashes. */
export function buildVersion(manifest: readonly (string | { url: string; revision?: string | null })[]): string {
  let hash = 5381;
  for (const entry of manifest) {
    const text = typeof entry === "string" ? entry : `${entry.url}#${entry.revision ?? ""}`;
    for (let index = 0; index < text.length; index++) hash = (Math.imul(hash, 33) ^ text.charCodeAt(index)) >>> 0;
  }
  return hash.toString(36);
}

/** The scripts and stylesheets a page's HTML names, which it needs to run offline. */
export function assetPaths(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(/\/_next\/static\/[^"'\s\\]+\.(?:js|css)/g), (match) => match[0]))];
}

/** What every stored copy of one picture shares: its path without the width and extension. */
export function pictureStem(pathname: string): string {
  return pathname.replace(/(?:-w\d+)?\.(?:webp|png|jpe?g|svg)$/, "");
}

/** The message a story page sends the worker to keep everything it needs offline. */
export type SaveStoryMessage = { type: "SAVE_STORY"; page: string; pictures: string[]; pdfs: string[]; scripts: string[] };
export const SAVE_STORY = "SAVE_STORY";
