// Types of page-cache-rules.mjs, which Next loads as plain JavaScript.
export declare function mayKeepInPageCache(value: unknown): boolean;
