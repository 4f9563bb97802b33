// Types of routes.mjs, which next.config.mjs reads as plain JavaScript.
export declare const ENGLISH_ROUTE_PREFIX: "/en";
export declare const SPANISH_PREFIX: "/es";
export declare const ENGLISH_ONLY_PAGE: "/story";
export declare const HOME_ROUTE_PREFIX: "/home";
export declare const HOME_EDITION: "live";
export declare const HOME_ROUTE: "/home/live";
export declare const LIBRARY_ROUTE_PREFIX: "/library";
export declare const ALL_SEASONS: "all";
export declare const LIBRARY_PAGE_PATTERN: string;
export declare const SEASON_PATTERN: string;
type Condition = { type: "query"; key: string; value?: string };
export type Rewrite = { source: string; destination: string; has?: Condition[]; missing?: Condition[] };
export declare function libraryRewrites(publicPrefix: string, routePrefix: string): Rewrite[];
export declare function siteRewrites(): Rewrite[];
