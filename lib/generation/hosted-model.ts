import "server-only";

/** A paid model behind an SDK (Claude, OpenAI Images): where it is, which model, how long to wait. */
export type HostedModelConfig = {
  apiKey: string;
  /** Unset means the provider's own API; tests point it at a loopback fake. */
  baseURL?: string;
  model: string;
  /** The SDK's own retries of connection errors, 408, 409, 429 and 5xx answers, with backoff. */
  maxRetries?: number;
  timeoutMs?: number;
};

/** The options both SDKs take for a client of `config`. */
export function sdkClientOptions(config: HostedModelConfig, defaultTimeoutMs: number) {
  return { apiKey: config.apiKey, baseURL: config.baseURL, maxRetries: config.maxRetries ?? 2, timeout: config.timeoutMs ?? defaultTimeoutMs };
}
