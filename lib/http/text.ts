// PostgreSQL's text cannot hold U+0000, and a UTF-16 surrogate without its pair is not a
// character at all: either would fail (or be silently replaced) when stored. Every string a
// request carries is checked once, where the route wrapper reads it, so no endpoint can let
// one through to the database.

export const UNSTORABLE_TEXT = "Text must not contain NUL characters or invalid Unicode.";

const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isUnstorableText(text: string): boolean {
  return UNSTORABLE.test(text);
}

/** The dotted path of the first string (value or key) that cannot be stored, or null. */
export function findUnstorableText(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return isUnstorableText(value) ? path.join(".") || "body" : null;
  if (value === null || typeof value !== "object") return null;
  for (const [key, item] of Object.entries(value)) {
    if (isUnstorableText(key)) return [...path, key].join(".");
    const found = findUnstorableText(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}
