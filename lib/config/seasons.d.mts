// Types of seasons.mjs, which next.config.mjs reads as plain JavaScript.
export declare const SEASONS: readonly ["Spring", "Summer", "Fall", "Winter"];
export type Season = (typeof SEASONS)[number];
