import "server-only";
import { AppError } from "@/lib/core/errors";
import { PUBLIC_CACHE_CONTROL } from "@/lib/config/headers.mjs";
import { parseStoryId } from "@/lib/stories/model/id";

// The refusals every story endpoint shares, so a bad or unknown id reads the same everywhere.

export const STORY_NOT_FOUND = "Story not found";
export const BAD_STORY_ID = "Story id must be a positive integer";

export const storyNotFound = () => new AppError("not_found", STORY_NOT_FOUND);

/** The story id of a path segment, or a 400 refusal. */
export function storyIdParam(segment: string | string[] | undefined): number {
  const id = typeof segment === "string" ? parseStoryId(segment) : null;
  if (id === null) throw new AppError("bad_request", BAD_STORY_ID);
  return id;
}

/** Public answers may sit in shared caches briefly; admin answers never. */
export const PUBLIC_CACHE = { "cache-control": PUBLIC_CACHE_CONTROL };
export const PRIVATE_CACHE = { "cache-control": "private, no-store" };

/** Admin answers a client may keep but must check (with If-None-Match) before reusing. */
export const PRIVATE_REVALIDATE = { "cache-control": "private, no-cache" };

/** Whether an If-None-Match header names this ETag (weak comparison, as the header requires). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag.replace(/^W\//, "") === bare;
  });
}
