import "server-only";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, NoSuchKey } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { Env } from "@/lib/core/env";
import type { ObjectStorage } from "./index";
import { isValidObjectKey } from "./keys";

type S3Config = Pick<Env, "S3_ENDPOINT" | "S3_REGION" | "S3_BUCKET" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_FORCE_PATH_STYLE">;

export function createS3Storage(config: S3Config): ObjectStorage {
  const bucket = config.S3_BUCKET!;
  const client = new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials: { accessKeyId: config.S3_ACCESS_KEY_ID!, secretAccessKey: config.S3_SECRET_ACCESS_KEY! },
    // Otherwise presigned PUT URLs carry the checksum of an empty body and S3, R2 and MinIO
    // reject the browser's upload.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const presignPut = (key: string, contentType: string | null) =>
    getSignedUrl(client, new PutObjectCommand({ Bucket: bucket, Key: key, ...(contentType ? { ContentType: contentType } : {}) }), { expiresIn: 15 * 60 });
  return {
    kind: "s3",
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const body = Buffer.from(await answer.Body!.transformToByteArray());
        return { body, contentType: answer.ContentType ?? "application/octet-stream" };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async head(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: answer.ContentLength ?? 0, contentType: answer.ContentType ?? "application/octet-stream" };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async list(folder) {
      const listed: { key: string; modifiedAt: Date }[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${folder}/`, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified && isValidObjectKey(object.Key)) listed.push({ key: object.Key, modifiedAt: object.LastModified });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return listed;
    },
    async createUpload(key, contentType) {
      return { key, uploadURL: await presignPut(key, contentType) };
    },
    async keyOfUploadURL(url) {
      // Whatever the addressing style, the key is the URL's last two segments (folder/name):
      // a URL presigned here for that key must then have the same origin and path.
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        return null;
      }
      const key = parsed.pathname.split("/").slice(-2).join("/");
      if (!isValidObjectKey(key)) return null;
      const expected = new URL(await presignPut(key, null));
      return expected.origin === parsed.origin && expected.pathname === parsed.pathname ? key : null;
    },
  };
}

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return error instanceof NoSuchKey || name === "NoSuchKey" || name === "NotFound" || $metadata?.httpStatusCode === 404;
}
