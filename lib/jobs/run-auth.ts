import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/core/env";
import { AppError } from "@/lib/core/errors";

export const RUN_NOT_CONFIGURED = "Not found";
export const RUN_UNAUTHORIZED = "A valid Authorization: Bearer CRON_SECRET header is required";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * The queue's run endpoint is for the operator's scheduler only: without CRON_SECRET it does
 * not exist (404), and the caller must present it. Both sides are hashed first, so the
 * comparison takes the same time whatever the header's length.
 */
export function authorizeQueueRun(request: Request): void {
  const secret = env().CRON_SECRET;
  if (!secret) throw new AppError("not_found", RUN_NOT_CONFIGURED);
  const given = request.headers.get("authorization") ?? "";
  if (!timingSafeEqual(digest(given), digest(`Bearer ${secret}`))) {
    throw new AppError("unauthorized", RUN_UNAUTHORIZED, { headers: { "www-authenticate": "Bearer" } });
  }
}
