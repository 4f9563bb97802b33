// Types of memory-cache-handler.mjs, which Next loads as plain JavaScript.
export default class MemoryCacheHandler {
  constructor(context: Record<string, unknown>);
  get(key: string, context: Record<string, unknown>): Promise<{ value?: { html?: unknown } | null } | null>;
  set(key: string, data: unknown, context: Record<string, unknown>): Promise<void>;
}
