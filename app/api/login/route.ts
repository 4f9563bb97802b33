import { NextResponse } from "next/server";
import { OIDC_PROVIDER_ID, oidcConfigured, signIn } from "@/auth";
import { safeRedirect } from "@/lib/auth/redirect";
import { env } from "@/lib/core/env";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// The external sign-in entry (the 'Log In' button of the Authentication Required screens).
export const GET = route({}, async ({ request }) => {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirect"));
  if (!oidcConfigured()) {
    const login = new URL("/login", env().publicUrl);
    login.searchParams.set("redirect", redirectTo);
    return NextResponse.redirect(login);
  }
  return signIn(OIDC_PROVIDER_ID, { redirectTo });
});
