// middleware.ts passes the requested admin path to the server layout in this request header
// (always overwritten there), so a stale session can be sent to /login?redirect=<that path>.
export const ADMIN_PATH_HEADER = "x-admin-path";
