import "server-only";
import sharp from "sharp";
import { env } from "@/lib/env";
import { getStorage, objectUrl } from "./index";
import { verifyLocalUpload } from "./local";
import { UPLOAD_IMAGE_TYPES } from "./uploads";

export type LocalUploadResult = { ok: true; url: string } | { ok: false; status: number; message: string };

const failure = (status: number, message: string): LocalUploadResult => ({ ok: false, status, message });

// The local stand-in for a presigned S3 PUT: checks what the signature granted, then that the
// bytes really are an image of the granted type, since the browser's word for it proves nothing.
export async function receiveLocalUpload(key: string, query: URLSearchParams, request: Request): Promise<LocalUploadResult> {
  const grant = verifyLocalUpload(env().authSecret, key, query);
  if (!grant) return failure(403, "This upload link is invalid or has expired. Please try again.");
  const contentType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!contentType.startsWith("image/") || contentType !== grant.contentType) {
    return failure(415, `Content-Type must be ${grant.contentType}.`);
  }
  const tooLarge = failure(413, `Please select an image smaller than ${Math.round(grant.maxBytes / (1024 * 1024))}MB.`);
  if (Number(request.headers.get("content-length") ?? 0) > grant.maxBytes) return tooLarge;
  const body = await readAtMost(request, grant.maxBytes);
  if (!body) return tooLarge;
  if (body.length === 0) return failure(400, "The upload is empty.");
  const format = await imageFormat(body);
  if (!format || UPLOAD_IMAGE_TYPES[contentType] !== (format === "jpeg" ? "jpg" : format)) {
    return failure(400, `The file is not an image of type ${contentType}.`);
  }
  await getStorage().put(key, body, contentType);
  return { ok: true, url: objectUrl(key) };
}

/** The body, or null as soon as it grows past the limit (a Content-Length can lie or be absent). */
async function readAtMost(request: Request, maxBytes: number): Promise<Buffer | null> {
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

async function imageFormat(body: Buffer): Promise<string | null> {
  try {
    return (await sharp(body).metadata()).format ?? null;
  } catch {
    return null;
  }
}
