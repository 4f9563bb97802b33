import { AppError } from "@/lib/core/errors";

// What an admin is told when the image storage fails (local disk or the S3 bucket): a 503 in
// words an admin can act on. The raw error (a path, an errno, a bucket's answer) is for the
// server's log only.

export type StorageAction = "save" | "read" | "delete";

export const STORAGE_FULL = "Image storage is full, so the image could not be saved. Ask the site's operator to free some space.";

export const STORAGE_UNAVAILABLE: Record<StorageAction, string> = {
  save: "Image storage refused to save the image. Ask the site's operator to check that the server may write to its image storage.",
  read: "Image storage could not be read right now. Please try again in a moment, or ask the site's operator to check the image storage.",
  delete: "Image storage refused to delete the image. Ask the site's operator to check that the server may write to its image storage.",
};

const FULL_CODES = new Set(["ENOSPC", "EDQUOT"]);

/** True for a failure of the storage itself: a file system error, a network error, or an S3 service answer. */
export function isStorageFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (typeof code === "string" && /^E[A-Z]+$/.test(code)) || "$metadata" in error || "$fault" in error || error.name === "TimeoutError";
}

/** The admin's 503 for a storage failure; anything else (a bug) is returned as it was. */
export function storageFailure(action: StorageAction, error: unknown): unknown {
  if (error instanceof AppError || !isStorageFailure(error)) return error;
  console.error(`Image storage could not ${action}:`, error);
  const code = (error as { code?: unknown }).code;
  const message = action === "save" && typeof code === "string" && FULL_CODES.has(code) ? STORAGE_FULL : STORAGE_UNAVAILABLE[action];
  const failure = new AppError("unavailable", message, { headers: { "retry-after": "30" } });
  failure.cause = error;
  return failure;
}
