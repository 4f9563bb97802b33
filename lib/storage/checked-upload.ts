import "server-only";
import { env } from "@/lib/core/env";
import { AppError } from "@/lib/core/errors";
import { checkUploadSize, reencodeImage, type CheckedImage } from "./checked-image";
import { deleteObjectAt, getStorage, objectKeyFromUrl, objectUrl, UPLOADS_FOLDER } from "./index";

// What an admin's browser uploaded (POST /api/objects/upload, then a PUT), taken in once: only
// a raw upload of this site, its stored size checked before it is read, its bytes re-encoded.
// The raw upload is deleted whatever the outcome, so it never becomes anything by itself.

export const NOT_OUR_UPLOAD = "Only an image uploaded to this site through its upload link can be attached.";
export const UPLOAD_MISSING = "The uploaded image was not found. Please upload it again.";

/** The key of a raw upload named by its site URL or its upload URL; null for anything else. */
async function uploadKeyOf(imageURL: string): Promise<string | null> {
  let sitePath: string | null = null;
  try {
    const parsed = new URL(imageURL, env().publicUrl);
    if (parsed.origin === new URL(env().publicUrl).origin) sitePath = parsed.pathname;
  } catch {
    return null;
  }
  const key = (sitePath ? objectKeyFromUrl(sitePath) : null) ?? (await getStorage().keyOfUploadURL(imageURL));
  return key?.startsWith(`${UPLOADS_FOLDER}/`) ? key : null;
}

/**
 * Hands the checked, re-encoded image of an upload to `keep`, then deletes the raw upload. `before`
 * runs first, so a request refused for another reason (an unknown page) reads nothing.
 */
export async function takeUpload<T>(imageURL: string, keep: (image: CheckedImage) => Promise<T>, before?: () => Promise<unknown>): Promise<T> {
  const key = await uploadKeyOf(imageURL);
  if (!key) throw new AppError("bad_request", NOT_OUR_UPLOAD);
  const storage = getStorage();
  try {
    await before?.();
    const info = await storage.head(key);
    if (!info) throw new AppError("bad_request", UPLOAD_MISSING);
    checkUploadSize(info.size);
    const upload = await storage.get(key);
    if (!upload) throw new AppError("bad_request", UPLOAD_MISSING);
    return await keep(await reencodeImage(upload.body));
  } finally {
    await deleteObjectAt(objectUrl(key)).catch((error: unknown) => console.error(`Could not delete the raw upload ${key}:`, error));
  }
}
