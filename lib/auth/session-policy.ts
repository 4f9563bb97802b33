// Session lifetimes. A session ends at the first of: 30 days after sign-in (absolute), 7 days
// without any request (idle), logout, a password change or reset elsewhere, or the account
// being deactivated.
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_IDLE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
// last_seen_at is written at most this often, so reading a session is not a write per request.
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

// The session cookie's names, Auth.js's own: the __Secure- one whenever the site is served over
// HTTPS. Plain constants, so the middleware can read them too.
export const SESSION_COOKIE = "authjs.session-token";
export const SECURE_SESSION_COOKIE = "__Secure-authjs.session-token";
export const SESSION_COOKIE_NAMES = [SESSION_COOKIE, SECURE_SESSION_COOKIE] as const;
