import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/core/env";
import { getStorage, objectKeyFromUrl } from "@/lib/storage";

// The PDF route reads images only from this project's own storage: stored objects
// (/objects/{key}) and static files under public/. Any other URL, including an absolute
// one to another host, counts as "no image": the server never fetches a URL a story names.

const PUBLIC_DIR = path.join(process.cwd(), "public");
const IMAGE_FILE = /^\/[A-Za-z0-9/_-]+\.(png|jpe?g|webp|gif|svg)$/;

/** The site-relative path of a URL on this site, or null for anything else. */
export function ownPath(url: string): string | null {
  if (url.startsWith("/") && !url.startsWith("//")) return url.split(/[?#]/)[0] ?? null;
  try {
    const parsed = new URL(url);
    return parsed.origin === new URL(env().publicUrl).origin ? parsed.pathname : null;
  } catch {
    return null;
  }
}

export async function readOwnImage(url: string | null): Promise<Buffer | null> {
  const own = url ? ownPath(url) : null;
  if (!own) return null;
  const key = objectKeyFromUrl(own);
  if (key) return (await getStorage().get(key))?.body ?? null;
  if (!IMAGE_FILE.test(own) || own.includes("..")) return null;
  const file = path.join(PUBLIC_DIR, own);
  if (!file.startsWith(PUBLIC_DIR + path.sep)) return null;
  return readFile(file).catch(() => null);
}
