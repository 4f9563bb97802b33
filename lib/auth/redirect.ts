// Where the browser may go after signing in: a path on this site only. The check runs on the
// path as a browser would resolve it (dot-segments removed, tabs and newlines dropped,
// backslashes read as slashes) and again on every percent-decoded form of it, because a
// proxy or a later redirect may decode once more: if any of these reads as another origin
// (//host, a scheme) or carries control characters, the default is used instead.
export const DEFAULT_AFTER_LOGIN = "/admin";

const BASE = "http://same-site.invalid";
const MAX_DECODE_ROUNDS = 4;

export function safeRedirect(value: string | null | undefined, fallback = DEFAULT_AFTER_LOGIN): string {
  if (!value || !value.startsWith("/") || !isSameSitePath(value)) return fallback;
  const url = new URL(value, BASE);
  let path = url.pathname;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    const decoded = decodeOnce(path);
    if (decoded === null || !isSameSitePath(decoded)) return fallback;
    if (decoded === path) return `${url.pathname}${url.search}${url.hash}`;
    path = decoded;
  }
  return fallback;
}

// A path whose compatibility form (fullwidth solidus and reverse solidus become / and \)
// has no control characters or backslashes and resolves to a same-origin path not
// starting with //.
function isSameSitePath(path: string): boolean {
  const normalized = path.normalize("NFKC");
  if (!normalized.startsWith("/") || normalized.includes("\\")) return false;
  if (/[\u0000-\u001f\u007f-\u009f]/.test(normalized)) return false;
  try {
    const url = new URL(normalized, BASE);
    return url.origin === BASE && !url.pathname.startsWith("//");
  } catch {
    return false;
  }
}

function decodeOnce(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}
