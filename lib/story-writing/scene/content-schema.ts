import { z } from "zod";

// The pieces lib/story-writing/content/*.json is written in. Each module reads its file through
// a schema when it loads, so a misspelt prop, pose, place or field name fails there (and in the
// unit tests) instead of in some story's page.

export const bi = z.strictObject({ en: z.string(), es: z.string() });
export type Bi = z.infer<typeof bi>;

/**
 * Words that pick an entry when any of them appears in the request, case ignored. Each is a
 * regular expression, so `\\b` in the JSON marks where a word starts.
 */
export const keywords = z.array(z.string()).transform((words) => new RegExp(words.join("|"), "i"));
