import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export type LoopbackS3 = {
  /** `http://127.0.0.1:port` */
  endpoint: string;
  /** Where it keeps its objects. */
  directory: string;
  /** The S3_* settings that point the app at it, bucket "pages". */
  env: { S3_ENDPOINT: string; S3_REGION: string; S3_BUCKET: string; S3_ACCESS_KEY_ID: string; S3_SECRET_ACCESS_KEY: string; S3_FORCE_PATH_STYLE: string };
  /** Stops it and deletes its objects. */
  close(): Promise<void>;
};

/**
 * An S3-compatible server (s3rver) on loopback with one bucket, "pages". It checks no
 * signatures: it proves the protocol path and the presigned round trip, not the signing.
 */
export async function startLoopbackS3(folderPrefix = "s3rver-"): Promise<LoopbackS3> {
  const directory = mkdtempSync(path.join(tmpdir(), folderPrefix));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: "pages" }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    directory,
    env: {
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_BUCKET: "pages",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
