import "server-only";
import sharp from "sharp";
import { imageVariants, VARIANT_CONTENT_TYPE } from "./image-variants";
import { deleteObjectAt, getStorage, newObjectKey, objectUrl } from "./index";

// A page image is stored once as its print master (what the PDF reads) and, at the same time,
// as the WebP copies the viewer shows: nothing is resized per request. Line art is mostly
// white, and at these widths lossy WebP at quality 80 comes out smaller than lossless (which
// keeps every grey edge pixel of the downscale): a 1024x1536 page gives about 41, 67 and 93 KiB
// at 480, 720 and 960 px against about 60 KiB for the master PNG and 260 KiB for a full-colour one.
const WEBP_QUALITY = 80;

export type StoredImageInput = { body: Buffer; contentType: string; extension: string };

/**
 * Stores the master under `folder` with its size in its name, then its web copies; returns its
 * URL. `createdAt` dates an image stored again as when it was first made.
 */
export async function storeImage(folder: string, image: StoredImageInput, createdAt?: Date): Promise<string> {
  const { width, height } = await sharp(image.body).metadata();
  if (!width || !height) throw new Error("The image to store has no size.");
  const key = newObjectKey(folder, image.extension, { width, height }, createdAt);
  const storage = getStorage();
  await storage.put(key, image.body, image.contentType);
  try {
    await Promise.all(
      imageVariants(key).map(async (variant) => {
        const body = await sharp(image.body).resize({ width: variant.width }).webp({ quality: WEBP_QUALITY }).toBuffer();
        await storage.put(variant.key, body, VARIANT_CONTENT_TYPE);
      }),
    );
  } catch (error) {
    await deleteObjectAt(objectUrl(key)).catch(() => {});
    throw error;
  }
  return objectUrl(key);
}
