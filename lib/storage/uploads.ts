import "server-only";
import { randomBytes } from "node:crypto";
import { AppError } from "@/lib/errors";
import { getStorage, objectUrl } from "./index";

/** The largest image an admin may upload. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The raster types a page image may have; the PDF and the coloring page need pixels, not SVG. */
export const UPLOAD_IMAGE_TYPES: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
};

function unsupportedImageType(contentType: string): AppError {
  return new AppError(415, `Unsupported image type "${contentType}": use PNG, JPEG, WebP or GIF.`);
}

export type ImageUpload = {
  /** Where the browser PUTs the file with this same Content-Type. */
  uploadURL: string;
  /** The object's site URL once uploaded (for the manual-image call). */
  url: string;
};

/** A one-time place to PUT one image of the given type, under a fresh random key. */
export async function createImageUpload(contentType: string): Promise<ImageUpload> {
  const extension = UPLOAD_IMAGE_TYPES[contentType];
  if (!extension) throw unsupportedImageType(contentType);
  const key = `uploads/${randomBytes(18).toString("base64url")}.${extension}`;
  const target = await getStorage().createUpload(key, contentType, MAX_UPLOAD_BYTES);
  return { uploadURL: target.uploadURL, url: objectUrl(key) };
}
