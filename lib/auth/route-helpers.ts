import "server-only";
import { NextResponse } from "next/server";
import type { z } from "zod";
import { AppError } from "@/lib/errors";

export function jsonError(message: string, status: number, extra: Record<string, unknown> = {}): NextResponse {
  return NextResponse.json({ success: false, message, ...extra }, { status });
}

/** The request's JSON body parsed by a shared schema; a 400 with the first message otherwise. */
export async function parseBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ ok: true; data: z.output<S> } | { ok: false; response: NextResponse }> {
  const body: unknown = await request.json().catch(() => undefined);
  if (body === undefined || body === null || typeof body !== "object") {
    return { ok: false, response: jsonError("Request body must be a JSON object", 400) };
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join(".") || "body";
    errors[field] ??= issue.message;
  }
  return { ok: false, response: jsonError(parsed.error.issues[0]?.message ?? "Invalid request", 400, { errors }) };
}

/** Runs a lib call; an AccountError becomes its JSON answer, anything else propagates. */
export async function answer(run: () => Promise<NextResponse>): Promise<NextResponse> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) return jsonError(error.message, error.status);
    throw error;
  }
}
