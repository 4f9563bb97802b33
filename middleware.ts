import { NextResponse, type NextRequest } from "next/server";

// An optimistic check only: a visitor with no session cookie at all is sent to sign in with
// the page they wanted. The real check (session row, admin rights) runs on the server beside
// every admin page and every admin API call, so a forged or stale cookie gains nothing here.
const SESSION_COOKIES = ["authjs.session-token", "__Secure-authjs.session-token"];

export function middleware(request: NextRequest) {
  const hasSession = SESSION_COOKIES.some((name) => request.cookies.has(name));
  if (hasSession) return NextResponse.next();
  const { pathname, search } = request.nextUrl;
  const login = new URL("/login", request.url);
  login.searchParams.set("redirect", `${pathname}${search}`);
  return NextResponse.redirect(login);
}

export const config = { matcher: ["/admin", "/admin/:path*"] };
