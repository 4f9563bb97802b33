import "server-only";
import { AppError } from "@/lib/core/errors";
import { MAX_UPLOAD_BYTES, UPLOAD_IMAGE_TYPES } from "@/lib/api/images";
import { getStorage, newObjectKey, objectUrl, UPLOADS_FOLDER } from "./index";

function unsupportedImageType(contentType: string): AppError {
  return new AppError("unsupported_media_type", `Unsupported image type "${contentType}": use PNG, JPEG or WebP.`);
}

export type ImageUpload = {
  /** Where the browser PUTs the file (with this Content-Type, when one was named). */
  uploadURL: string;
  /** The object's site URL once uploaded (for the manual-image call). */
  url: string;
};

/**
 * A one-time place to PUT one image under a fresh random key. Without a type the browser may
 * send any file: nothing uploaded becomes a page image before its bytes have been checked.
 */
export async function createImageUpload(contentType?: string | null): Promise<ImageUpload> {
  const extension = contentType ? UPLOAD_IMAGE_TYPES[contentType] : "upload";
  if (!extension) throw unsupportedImageType(contentType!);
  const key = newObjectKey(UPLOADS_FOLDER, extension);
  const target = await getStorage().createUpload(key, contentType ?? null, MAX_UPLOAD_BYTES);
  return { uploadURL: target.uploadURL, url: objectUrl(key) };
}
