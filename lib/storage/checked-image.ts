import "server-only";
import sharp, { type Metadata, type Sharp } from "sharp";
import { AppError } from "@/lib/core/errors";
import { MAX_UPLOAD_BYTES } from "@/lib/api/images";

/** About 25 megapixels: more than any printed page needs, and a bound on decoding memory. */
export const MAX_UPLOAD_PIXELS = 25_000_000;

export type CheckedImage = { body: Buffer; contentType: string; extension: string };

const FORMATS = {
  png: { contentType: "image/png", extension: "png", encode: (image: Sharp) => image.png() },
  jpeg: { contentType: "image/jpeg", extension: "jpg", encode: (image: Sharp) => image.jpeg({ quality: 95 }) },
  webp: { contentType: "image/webp", extension: "webp", encode: (image: Sharp) => image.webp({ quality: 95 }) },
} as const;

export const NOT_AN_IMAGE = "The file is not a PNG, JPEG or WebP image.";
export const TOO_LARGE = `The image is larger than ${MAX_UPLOAD_BYTES / (1024 * 1024)}MB.`;
export const TOO_MANY_PIXELS = `The image has more than ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels.`;

/** Refuses an object whose stored size is over the upload limit, before anything reads it. */
export function checkUploadSize(size: number): void {
  if (size > MAX_UPLOAD_BYTES) throw new AppError("payload_too_large", TOO_LARGE);
  if (size === 0) throw new AppError("bad_request", "The upload is empty.");
}

/**
 * The bytes as a fresh PNG, JPEG or WebP in the same format, decoded and encoded again so that
 * nothing but pixels survives (metadata, trailing data, anything hidden in the file). What the
 * file claims to be counts for nothing: its bytes decide, and anything else is refused.
 */
export async function reencodeImage(bytes: Buffer): Promise<CheckedImage> {
  checkUploadSize(bytes.length);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new AppError("unsupported_media_type", NOT_AN_IMAGE);
  }
  const format = FORMATS[metadata.format as keyof typeof FORMATS];
  if (!format || !metadata.width || !metadata.height) throw new AppError("unsupported_media_type", NOT_AN_IMAGE);
  if (metadata.width * metadata.height > MAX_UPLOAD_PIXELS) throw new AppError("payload_too_large", TOO_MANY_PIXELS);
  try {
    // rotate() applies the EXIF orientation before the metadata that carries it is dropped.
    const body = await format.encode(sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, pages: 1 }).rotate()).toBuffer();
    return { body, contentType: format.contentType, extension: format.extension };
  } catch {
    throw new AppError("unsupported_media_type", "The image could not be read. It may be damaged.");
  }
}
