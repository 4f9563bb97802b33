// Types of served-methods.mjs, which next.config.mjs runs as plain JavaScript.
/** A route handler's URL, as a regular expression source, and the methods its file exports. */
export type ServedRoute = { pattern: string; methods: string[]; rank: number };
export declare const ROUTE_METHODS: readonly ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"];
export declare function scanServedRoutes(appDir: string): ServedRoute[];
export declare function servedMethodsMatcher(routes: readonly Pick<ServedRoute, "pattern" | "methods">[]): (pathname: string) => ReadonlySet<string>;
