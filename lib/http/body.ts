import "server-only";
import { AppError } from "@/lib/core/errors";

// A request body is read only up to a cap, so a client cannot make the server buffer an
// arbitrarily large upload. The declared Content-Length is checked first (cheap refusal),
// then the bytes actually received, since the header can lie or be absent.

/** The cap of a JSON body unless a route declares a larger one. */
export const DEFAULT_MAX_BODY_BYTES = 32 * 1024;

export function bodyTooLarge(maxBytes: number): AppError {
  return new AppError("payload_too_large", `The request body is too large. The limit is ${formatSize(maxBytes)}.`);
}

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round(bytes / (1024 * 1024))} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}

/** A request's body, or a response's (an image fetched from elsewhere is capped the same way). */
type Message = Pick<Request, "headers" | "body">;

/** Throws `tooLarge` when the request says it carries more than maxBytes. */
export function refuseDeclaredOversize(request: Message, maxBytes: number, tooLarge: AppError = bodyTooLarge(maxBytes)): void {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge;
}

/** The whole body, or `tooLarge` as soon as it grows past maxBytes. */
export async function readBodyCapped(request: Message, maxBytes: number, tooLarge: AppError = bodyTooLarge(maxBytes)): Promise<Buffer> {
  refuseDeclaredOversize(request, maxBytes, tooLarge);
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
