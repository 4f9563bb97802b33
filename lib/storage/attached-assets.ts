import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { attachedAssets } from "@/lib/db/schema";
import { AppError } from "@/lib/core/errors";
import { takeUpload } from "./checked-upload";
import { getStorage, newObjectKey } from "./index";

// Files uploaded outside any story, addressed by name in /attached_assets/{name}. A name comes
// from the URL, so only a plain file name is looked up: nothing that could name a folder.

export type AttachedAsset = typeof attachedAssets.$inferSelect;

export const NOT_A_FILE_NAME = "The asset name must be a plain file name.";
export const ASSET_NOT_FOUND = "Attached asset not found";

export const attachedAssetUrl = (name: string) => `/attached_assets/${encodeURIComponent(name)}`;

/** No separators (encoded or not), no `..`, no control characters, nothing hidden. */
export function isPlainFileName(name: string): boolean {
  return name.length > 0 && name.length <= 255 && !name.startsWith(".") && !name.includes("..") && !/[/\\%\u0000-\u001f\u007f]/.test(name);
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

/**
 * The name an uploaded file is served under: its own name reduced to letters, digits, '-' and
 * '_' (accents dropped), at most 80 characters, with the extension of what its bytes turned out
 * to be. Always a plain file name, whatever the browser sent.
 */
export function attachedAssetName(fileName: string, extension: string): string {
  const base = fileName
    .split(/[/\\]/)
    .pop()!
    .replace(/\.[^.]*$/, "");
  const plain = base
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9_-]+/g, "-")
    .replace(/^[-_]+|[-_]+$/g, "")
    .slice(0, 80)
    .replace(/[-_]+$/, "");
  return `${plain || "asset"}.${extension}`;
}

/** `name` with '-2', '-3'… before its extension. */
const numbered = (name: string, n: number) => (n === 1 ? name : name.replace(/(\.[^.]+)$/, `-${n}$1`));

/**
 * Makes an admin's upload an attached asset: the bytes are checked and re-encoded like a page
 * image's, stored under a random key, and served under a name derived from the file's; a name
 * already taken gets the first free number.
 */
export async function createAttachedAsset(imageURL: string, fileName: string): Promise<AttachedAsset> {
  return takeUpload(imageURL, async (image) => {
    const storageKey = newObjectKey("attached", image.extension);
    const storage = getStorage();
    await storage.put(storageKey, image.body, image.contentType);
    try {
      const db = await getDb();
      const name = attachedAssetName(fileName, image.extension);
      for (let n = 1; n <= 1000; n += 1) {
        const [row] = await db
          .insert(attachedAssets)
          .values({ name: numbered(name, n), storageKey, contentType: image.contentType, size: image.body.length })
          .onConflictDoNothing({ target: attachedAssets.name })
          .returning();
        if (row) return row;
      }
      throw new AppError("conflict", "Too many assets have this name. Rename the file and upload it again.");
    } catch (error) {
      await storage.delete(storageKey).catch(() => {});
      throw error;
    }
  });
}

/** Removes the asset's row and its stored object. */
export async function deleteAttachedAsset(name: string): Promise<void> {
  if (!isPlainFileName(name)) throw new AppError("bad_request", NOT_A_FILE_NAME);
  const db = await getDb();
  const [row] = await db.delete(attachedAssets).where(eq(attachedAssets.name, name)).returning();
  if (!row) throw new AppError("not_found", ASSET_NOT_FOUND);
  await getStorage().delete(row.storageKey);
}
