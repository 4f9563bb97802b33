import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { attachedAssets } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { getStorage } from "./index";

// Files uploaded outside any story, addressed by name in /attached_assets/{name}. A name comes
// from the URL, so only a plain file name is looked up: nothing that could name a folder.

export type AttachedAsset = typeof attachedAssets.$inferSelect;

export const NOT_A_FILE_NAME = "The asset name must be a plain file name.";
export const ASSET_NOT_FOUND = "Attached asset not found";

/** No separators (encoded or not), no `..`, no control characters, nothing hidden. */
export function isPlainFileName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= 255 &&
    !name.startsWith(".") &&
    !name.includes("..") &&
    !/[/\\%\u0000-\u001f\u007f]/.test(name)
  );
}

export async function listAttachedAssets(): Promise<AttachedAsset[]> {
  const db = await getDb();
  return db.select().from(attachedAssets).orderBy(desc(attachedAssets.createdAt), desc(attachedAssets.id));
}

/** The asset of that name; null for an unknown name or one that is not a plain file name. */
export async function findAttachedAsset(name: string): Promise<AttachedAsset | null> {
  if (!isPlainFileName(name)) return null;
  const db = await getDb();
  const [row] = await db.select().from(attachedAssets).where(eq(attachedAssets.name, name)).limit(1);
  return row ?? null;
}

/** Removes the asset's row and its stored object. */
export async function deleteAttachedAsset(name: string): Promise<void> {
  if (!isPlainFileName(name)) throw new AppError(400, NOT_A_FILE_NAME);
  const db = await getDb();
  const [row] = await db.delete(attachedAssets).where(eq(attachedAssets.name, name)).returning();
  if (!row) throw new AppError(404, ASSET_NOT_FOUND);
  await getStorage().delete(row.storageKey);
}
