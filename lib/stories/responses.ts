import "server-only";
import { NextResponse } from "next/server";
import { parseStoryId } from "./id";

// The answers every story endpoint shares, so a bad or unknown id reads the same everywhere.

export const storyNotFound = () => NextResponse.json({ success: false, message: "Story not found" }, { status: 404 });

export async function storyIdFrom(params: Promise<{ id: string }>): Promise<{ id: number } | { response: NextResponse }> {
  const id = parseStoryId((await params).id);
  if (id === null) {
    return { response: NextResponse.json({ success: false, message: "Story id must be a positive integer" }, { status: 400 }) };
  }
  return { id };
}

/** Public answers may sit in shared caches briefly; admin answers never. */
export const PUBLIC_CACHE = { "cache-control": "public, max-age=0, s-maxage=30, stale-while-revalidate=60" };
export const PRIVATE_CACHE = { "cache-control": "private, no-store" };
