// Types of serverless-requirements.mjs, which `npm start` runs as plain JavaScript.
export declare function serverlessGaps(source: Record<string, unknown>): { path: string[]; message: string }[];
export declare function serverlessRefusal(source: Record<string, unknown>): string | null;
