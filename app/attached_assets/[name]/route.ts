import { STORED_FILE_CSP } from "@/lib/config/headers.mjs";
import { logRecoveredFailure } from "@/lib/core/errors";
import { findAttachedAsset } from "@/lib/storage/attached-assets";
import { getStorage } from "@/lib/storage";

// Serves an attached asset by its plain file name, with the headers of every stored image.
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  try {
    const asset = await findAttachedAsset((await params).name);
    const object = asset ? await getStorage().get(asset.storageKey) : null;
    if (!asset || !object) return new Response("Not found", { status: 404 });
    return new Response(new Uint8Array(object.body), {
      headers: {
        "content-type": asset.contentType,
        "cache-control": "public, max-age=31536000, immutable",
        "content-security-policy": STORED_FILE_CSP,
        "x-content-type-options": "nosniff",
      },
    });
  } catch (error) {
    logRecoveredFailure("Serving an attached asset failed", error);
    return new Response("Unavailable", { status: 503, headers: { "retry-after": "5" } });
  }
}
