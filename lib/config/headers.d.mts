// Types of headers.mjs, which next.config.mjs reads as plain JavaScript.
export declare const PUBLIC_CACHE_CONTROL: string;
export declare const STORED_FILE_CSP: string;
export declare const STORED_FILE_PATHS: string[];
export declare const NON_STORED_FILE_PATHS: string;
