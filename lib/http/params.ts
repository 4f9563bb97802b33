import "server-only";
import { AppError } from "@/lib/core/errors";

type Segment = string | string[] | undefined;

/** A positive integer row id from a path segment; anything else names no record (404). */
export function recordId(segment: Segment, notFoundMessage: string): number {
  const value = typeof segment === "string" && /^[1-9]\d{0,9}$/.test(segment) ? Number(segment) : NaN;
  if (!Number.isSafeInteger(value) || value > 2_147_483_647) throw new AppError("not_found", notFoundMessage);
  return value;
}
