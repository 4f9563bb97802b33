// Types of redis-cache-handler.mjs, which Next loads as plain JavaScript.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import type { Handler } from "@fortedigital/nextjs-cache-handler/cache-handler.types";

/** The part of a Redis client the in-doubt guard uses. */
export type ScanningClient = {
  isReady: boolean;
  scanIterator(options: { MATCH: string; COUNT: number }): AsyncIterable<string[]>;
  unlink(keys: string[]): Promise<unknown>;
  once(event: "ready", listener: () => void): unknown;
  off(event: "ready", listener: () => void): unknown;
};

export declare function keyPrefix(buildId: string): string;

export declare function dropCacheWhenInDoubt(
  handler: Handler,
  options: { client: ScanningClient; prefix: string; timeoutMs?: number; retryMs?: number },
): Handler & { markInDoubt(): void };

export default CacheHandler;
