import { NextResponse, type NextRequest } from "next/server";
import { ADMIN_PATH_HEADER } from "@/lib/auth/admin-path";
import { SESSION_COOKIE_NAMES } from "@/lib/auth/session-policy";
import { ENGLISH_ONLY_PAGE, ENGLISH_ROUTE_PREFIX, HOME_ROUTE_PREFIX, LIBRARY_ROUTE_PREFIX, SPANISH_PREFIX } from "@/lib/config/routes.mjs";
import { SITE_LOCALE_HEADER } from "@/lib/i18n/site-locale-header";

// An optimistic check only: a visitor with no session cookie at all is sent to sign in with
// the page they wanted. The real check (session row, admin rights) runs on the server beside
// every admin page and every admin API call, so a forged or stale cookie, or a request that
// skips this middleware, gains nothing here.
const TOKEN_PAGES = new Set(["/register", "/reset-password"]);
// The routes only the rewrites of lib/config/routes.mjs reach: every English route (English
// pages are public at the root) and the cached routes of the Spanish Home and library.
const INTERNAL_ROUTES = [ENGLISH_ROUTE_PREFIX, `${SPANISH_PREFIX}${HOME_ROUTE_PREFIX}`, `${SPANISH_PREFIX}${LIBRARY_ROUTE_PREFIX}`];
// A route of app/[locale] the Spanish site does not have.
const NOT_SPANISH = `${SPANISH_PREFIX}${ENGLISH_ONLY_PAGE}`;

// No page takes a request body (forms call the API, and there are no server actions), yet Next
// buffers the body of every request this middleware sees, up to experimental
// .middlewareClientMaxBodySize (next.config.mjs). A body is refused here before anything reads it;
// one without a declared length cannot be measured first, so it is refused too.
const PAGE_BODY_CAP_BYTES = 16 * 1024;
const PAGE_BODY_TOO_LARGE = "The request body is too large.";

// OPTIONS is measured too: a page asked for a method it does not serve reaches here as OPTIONS
// (lib/http/method-gate.ts), body and all.
function hasOversizedBody(request: NextRequest): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  const declared = request.headers.get("content-length");
  if (declared === null) return request.headers.has("transfer-encoding");
  return !(Number(declared) <= PAGE_BODY_CAP_BYTES);
}

// A path under /es that names no page gets the 404 document of the whole site
// (app/global-not-found.tsx), which cannot see the path: this header tells it the language.
function spanishRequest(request: NextRequest): Headers {
  const headers = new Headers(request.headers);
  headers.set(SITE_LOCALE_HEADER, "es");
  return headers;
}

export function middleware(request: NextRequest) {
  if (hasOversizedBody(request)) {
    return new NextResponse(PAGE_BODY_TOO_LARGE, { status: 413, headers: { "cache-control": "no-store" } });
  }
  const { pathname, search } = request.nextUrl;
  // The rewrites run after this middleware: asked for by name, their routes are unknown paths.
  if (pathname === NOT_SPANISH || INTERNAL_ROUTES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) {
    const spanish = pathname.startsWith(`${SPANISH_PREFIX}/`);
    return NextResponse.rewrite(
      new URL(spanish ? "/es/_unknown" : "/_unknown", request.url),
      spanish ? { request: { headers: spanishRequest(request) } } : undefined,
    );
  }
  if (pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`)) return NextResponse.next({ request: { headers: spanishRequest(request) } });
  if (TOKEN_PAGES.has(pathname)) {
    // The token is in the URL: it must not leak to another site through the Referer header.
    const response = NextResponse.next();
    response.headers.set("Referrer-Policy", "no-referrer");
    return response;
  }
  const hasSession = SESSION_COOKIE_NAMES.some((name) => request.cookies.has(name));
  if (!hasSession) {
    const login = new URL("/login", request.url);
    login.searchParams.set("redirect", `${pathname}${search}`);
    return NextResponse.redirect(login);
  }
  const headers = new Headers(request.headers);
  headers.set(ADMIN_PATH_HEADER, `${pathname}${search}`);
  return NextResponse.next({ request: { headers } });
}

// Literal strings only: Next reads the matcher at build time. "/en" is ENGLISH_ROUTE_PREFIX and
// "/es" SPANISH_PREFIX. English public pages stay out of it.
export const config = {
  matcher: ["/admin", "/admin/:path*", "/register", "/reset-password", "/en", "/en/:path*", "/es/:path*"],
};
