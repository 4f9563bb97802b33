import "server-only";
import { env } from "@/lib/env";
import { createLocalStorage } from "./local";
import { createS3Storage } from "./s3";

export { isValidObjectKey, objectKeyFromUrl, objectUrl } from "./keys";

export type StoredObject = { body: Buffer; contentType: string };

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
  delete(key: string): Promise<void>;
  createUpload(key: string, contentType: string, maxBytes: number): Promise<UploadTarget>;
}

let storage: ObjectStorage | undefined;

export function getStorage(): ObjectStorage {
  storage ??= env().S3_BUCKET ? createS3Storage(env()) : createLocalStorage(env());
  return storage;
}
