// Where the browser may go after signing in: a path on this site only. Anything that a
// browser could read as another origin (//host, /\host, a scheme, control characters) falls
// back to the default, so the login page cannot be used as an open redirect.
export const DEFAULT_AFTER_LOGIN = "/admin";

export function safeRedirect(value: string | null | undefined, fallback = DEFAULT_AFTER_LOGIN): string {
  if (!value || !value.startsWith("/")) return fallback;
  if (value.startsWith("//") || value.includes("\\")) return fallback;
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    const base = "http://same-site.invalid";
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
