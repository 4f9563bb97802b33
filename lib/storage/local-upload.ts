import "server-only";
import sharp from "sharp";
import { AppError } from "@/lib/core/errors";
import { env } from "@/lib/core/env";
import { readBodyCapped } from "@/lib/http/body";
import { getStorage, objectUrl } from "./index";
import { ANY_IMAGE_TYPE, claimLocalUpload, verifyLocalUpload } from "./local";
import { UPLOAD_IMAGE_TYPES } from "@/lib/api/images";

export const UPLOAD_LINK_USED = "This upload link has already been used. Please upload the image again.";

export function imageTooLargeMessage(maxBytes: number): string {
  return `Please select an image smaller than ${Math.round(maxBytes / (1024 * 1024))}MB.`;
}

// The local stand-in for a presigned S3 PUT: checks what the signature granted, then that the
// bytes really are an image of the granted type, since the browser's word for it proves nothing.
// Returns the object's site URL.
export async function receiveLocalUpload(key: string, query: URLSearchParams, request: Request): Promise<string> {
  const grant = verifyLocalUpload(env().authSecret, key, query);
  if (!grant) throw new AppError("forbidden", "This upload link is invalid or has expired. Please try again.");
  const contentType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const granted = grant.contentType === ANY_IMAGE_TYPE ? contentType in UPLOAD_IMAGE_TYPES : contentType === grant.contentType;
  if (!contentType.startsWith("image/") || !granted) {
    throw new AppError(
      "unsupported_media_type",
      grant.contentType === ANY_IMAGE_TYPE ? "Please upload a PNG, JPEG or WebP image." : `Content-Type must be ${grant.contentType}.`,
    );
  }
  const body = await readBodyCapped(request, grant.maxBytes, new AppError("payload_too_large", imageTooLargeMessage(grant.maxBytes)));
  if (body.length === 0) throw new AppError("bad_request", "The upload is empty.");
  const format = await imageFormat(body);
  if (!format || UPLOAD_IMAGE_TYPES[contentType] !== (format === "jpeg" ? "jpg" : format)) {
    throw new AppError("bad_request", `The file is not an image of type ${contentType}.`);
  }
  if (!(await claimLocalUpload(env().dataDir, key))) throw new AppError("conflict", UPLOAD_LINK_USED);
  await getStorage().put(key, body, contentType);
  return objectUrl(key);
}

async function imageFormat(body: Buffer): Promise<string | null> {
  try {
    return (await sharp(body).metadata()).format ?? null;
  } catch {
    return null;
  }
}
