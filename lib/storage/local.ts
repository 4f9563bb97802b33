import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { open, readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Env } from "@/lib/core/env";
import { ensurePrivateDir, writePrivateFile } from "@/lib/core/private-files";
import type { ObjectStorage } from "./index";
import { isValidObjectKey } from "./keys";

export const UPLOAD_TTL_MS = 15 * 60 * 1000;
const CLAIMED = ".claimed";
const LOCAL_UPLOAD_PATH = "/api/objects/local-upload/";

/** A grant's type when the browser may send any accepted image type. */
export const ANY_IMAGE_TYPE = "image/*";

// Objects as files under DATA_DIR/uploads, with the content type beside each in a .type file.
// Uploads mimic a presigned PUT: the URL carries an expiry and an HMAC of key, type, size
// limit and expiry, checked by the local upload route (verifyLocalUpload).
export function createLocalStorage(config: Pick<Env, "dataDir" | "authSecret" | "publicUrl">): ObjectStorage {
  const root = path.join(config.dataDir, "uploads");
  const fileFor = (key: string) => {
    if (!isValidObjectKey(key)) throw new Error(`Invalid object key: ${key}`);
    return path.join(root, key);
  };
  return {
    kind: "local",
    async put(key, body, contentType) {
      const file = fileFor(key);
      await writePrivateFile(file, body);
      await writePrivateFile(`${file}.type`, contentType);
    },
    async get(key) {
      const file = fileFor(key);
      try {
        const [body, contentType] = await Promise.all([readFile(file), readFile(`${file}.type`, "utf8")]);
        return { body, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async head(key) {
      const file = fileFor(key);
      try {
        const [info, contentType] = await Promise.all([stat(file), readFile(`${file}.type`, "utf8")]);
        return { size: info.size, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      const file = fileFor(key);
      await rm(file, { force: true });
      await rm(`${file}.type`, { force: true });
    },
    async list(folder) {
      let names: string[];
      try {
        names = await readdir(path.join(root, folder));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
      const keys = names.map((name) => `${folder}/${name}`).filter(isValidObjectKey);
      const listed = await Promise.all(keys.map(async (key) => ({ key, modifiedAt: (await stat(path.join(root, key)).catch(() => null))?.mtime })));
      return listed.flatMap(({ key, modifiedAt }) => (modifiedAt ? [{ key, modifiedAt }] : []));
    },
    async createUpload(key, contentType, maxBytes) {
      const expires = Date.now() + UPLOAD_TTL_MS;
      const signature = signUpload(config.authSecret, key, contentType ?? ANY_IMAGE_TYPE, maxBytes, expires);
      const query = new URLSearchParams({ type: contentType ?? ANY_IMAGE_TYPE, max: String(maxBytes), expires: String(expires), signature });
      return { key, uploadURL: `${LOCAL_UPLOAD_PATH}${key}?${query}` };
    },
    async keyOfUploadURL(url) {
      let parsed: URL;
      try {
        parsed = new URL(url, config.publicUrl);
      } catch {
        return null;
      }
      if (parsed.origin !== new URL(config.publicUrl).origin || !parsed.pathname.startsWith(LOCAL_UPLOAD_PATH)) return null;
      const key = parsed.pathname.slice(LOCAL_UPLOAD_PATH.length);
      return isValidObjectKey(key) ? key : null;
    },
  };
}

// A signed upload URL works once: its first accepted PUT leaves a marker beside where the object
// goes, created exclusively, so a second PUT (even a parallel one) finds it. The marker outlives
// the object (attaching an upload deletes it) until the URL has expired.

/** Takes the one use of a local upload URL; false when it was used already. */
export async function claimLocalUpload(dataDir: string, key: string): Promise<boolean> {
  if (!isValidObjectKey(key)) throw new Error(`Invalid object key: ${key}`);
  const marker = path.join(dataDir, "uploads", `${key}${CLAIMED}`);
  ensurePrivateDir(path.dirname(marker));
  try {
    await (await open(marker, "wx", 0o600)).close();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/** Removes the use markers of a folder's upload URLs that have expired (made before `before`). */
export async function sweepLocalUploadClaims(dataDir: string, folder: string, before: number): Promise<number> {
  const dir = path.join(dataDir, "uploads", folder);
  const names = await readdir(dir).catch(() => [] as string[]);
  let swept = 0;
  for (const name of names.filter((each) => each.endsWith(CLAIMED))) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs < before) {
      await rm(file, { force: true });
      swept += 1;
    }
  }
  return swept;
}

function signUpload(secret: string, key: string, contentType: string, maxBytes: number, expires: number): string {
  return createHmac("sha256", secret).update(`${key}\n${contentType}\n${maxBytes}\n${expires}`).digest("base64url");
}

export type LocalUploadGrant = { contentType: string; maxBytes: number };

/** The grant a local upload URL carries, or null when it is forged, altered or expired. */
export function verifyLocalUpload(secret: string, key: string, query: URLSearchParams, now = Date.now()): LocalUploadGrant | null {
  const contentType = query.get("type") ?? "";
  const maxBytes = Number(query.get("max"));
  const expires = Number(query.get("expires"));
  const signature = query.get("signature") ?? "";
  if (!isValidObjectKey(key) || !Number.isFinite(expires) || expires < now || !Number.isInteger(maxBytes)) return null;
  const expected = Buffer.from(signUpload(secret, key, contentType, maxBytes, expires));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { contentType, maxBytes };
}
