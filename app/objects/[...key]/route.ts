import { STORED_FILE_CSP } from "@/lib/stored-file-policy";
import { getStorage, isValidObjectKey } from "@/lib/storage";

// Serves stored images (uploads and generated pages) from whichever storage is configured.
// Keys are random, so a long immutable cache is safe. A raw upload (`.upload`) is never served:
// its bytes and type are the browser's word until the server has checked and re-encoded them.
export async function GET(_request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const key = (await params).key.join("/");
  if (!isValidObjectKey(key) || key.endsWith(".upload")) return new Response("Not found", { status: 404 });
  const object = await getStorage().get(key);
  if (!object) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(object.body), {
    headers: {
      "content-type": object.contentType,
      "cache-control": "public, max-age=31536000, immutable",
      "content-security-policy": STORED_FILE_CSP,
      "x-content-type-options": "nosniff",
    },
  });
}
