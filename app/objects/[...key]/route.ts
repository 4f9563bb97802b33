import { hasSessionCookie } from "@/lib/auth/session-cookie";
import { STORED_FILE_CSP } from "@/lib/config/headers.mjs";
import { getStorage, isValidObjectKey } from "@/lib/storage";

// Serves stored images (uploads and generated pages) from whichever storage is configured.
// Keys are random, so a long immutable cache is safe. A raw upload (`.upload`) is never served:
// its bytes and type are the browser's word until the server has checked and re-encoded them.
// A signed-in browser may be an admin's looking at drafts: nothing sent to one is kept, by its
// own cache or the offline-reading worker, so a draft's picture does not outlive the session.
const PUBLIC_OBJECT = "public, max-age=31536000, immutable";
const SIGNED_IN_OBJECT = "private, no-store";

export async function GET(request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const key = (await params).key.join("/");
  if (!isValidObjectKey(key) || key.endsWith(".upload")) return new Response("Not found", { status: 404 });
  const object = await getStorage().get(key);
  if (!object) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(object.body), {
    headers: {
      "content-type": object.contentType,
      "cache-control": hasSessionCookie(request.headers) ? SIGNED_IN_OBJECT : PUBLIC_OBJECT,
      "content-security-policy": STORED_FILE_CSP,
      "x-content-type-options": "nosniff",
    },
  });
}
