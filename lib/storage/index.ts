import "server-only";
import { env } from "@/lib/core/env";
import { objectKeyFromUrl } from "./keys";
import { createLocalStorage } from "./local";
import { storageFailure, type StorageAction } from "./failures";
import { createS3Storage } from "./s3";
import { imageVariants } from "./image-variants";

export { isValidObjectKey, newObjectKey, objectKeyFromUrl, objectKeyTime, objectUrl, UPLOADS_FOLDER } from "./keys";

export type StoredObject = { body: Buffer; contentType: string };

export type ObjectInfo = { size: number; contentType: string };

/** An object found by listing a folder: its key and when it was last written. */
export type ListedObject = { key: string; modifiedAt: Date };

export type UploadTarget = {
  /** Where the browser PUTs the file (a presigned S3 URL, or the local upload route). */
  uploadURL: string;
  /** The key of the object once uploaded; its public URL is objectUrl(key). */
  key: string;
};

export interface ObjectStorage {
  readonly kind: "s3" | "local";
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  /** Size and type without reading the object, or null when there is none. */
  head(key: string): Promise<ObjectInfo | null>;
  delete(key: string): Promise<void>;
  /** Every object directly in `folder` (a key's first segment). */
  list(folder: string): Promise<ListedObject[]>;
  /** `contentType` null lets the browser send any type; the bytes are checked afterwards. */
  createUpload(key: string, contentType: string | null, maxBytes: number): Promise<UploadTarget>;
  /** The key behind an upload URL that createUpload could have made, or null for any other URL. */
  keyOfUploadURL(url: string): Promise<string | null>;
}

let storage: ObjectStorage | undefined;

export function getStorage(): ObjectStorage {
  storage ??= answeringFailures(env().S3_BUCKET ? createS3Storage(env()) : createLocalStorage(env()));
  return storage;
}

/** The storage with each failure of its own turned into the admin's 503 (lib/storage/failures.ts). */
export function answeringFailures(inner: ObjectStorage): ObjectStorage {
  const guarded =
    <A extends unknown[], R>(action: StorageAction, operation: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await operation(...args);
      } catch (error) {
        throw storageFailure(action, error);
      }
    };
  return {
    kind: inner.kind,
    put: guarded("save", inner.put.bind(inner)),
    get: guarded("read", inner.get.bind(inner)),
    head: guarded("read", inner.head.bind(inner)),
    delete: guarded("delete", inner.delete.bind(inner)),
    list: guarded("read", inner.list.bind(inner)),
    createUpload: guarded("save", inner.createUpload.bind(inner)),
    keyOfUploadURL: inner.keyOfUploadURL.bind(inner),
  };
}

/**
 * Removes the object behind one of our URLs, with its web copies; anything else (a public/
 * file, a foreign URL) is left alone.
 */
export async function deleteObjectAt(url: string | null | undefined): Promise<void> {
  const key = url ? objectKeyFromUrl(url) : null;
  if (!key) return;
  const storage = getStorage();
  await Promise.all([key, ...imageVariants(key).map((variant) => variant.key)].map((each) => storage.delete(each)));
}
