import type { NextRequest } from "next/server";
import { OIDC_PROVIDER_ID, handlers } from "@/auth";
import { signOut } from "@/lib/auth/sessions";
import { AppError } from "@/lib/core/errors";
import { route } from "@/lib/http/route";

// Of Auth.js's endpoints only the provider's return leg is served: signIn() (GET /api/login)
// runs the start of the hand-shake in-process. Sign-out is ours, because Auth.js's own clears
// the cookie but leaves the session row (so a copied cookie) alive. It is a POST only, which
// route() holds to this site's Origin: any other site can make a browser send a GET here with
// the cookie (a link or a redirect is a top-level GET, which SameSite=Lax lets through), so a
// GET that signed out would let any page sign an admin out. Its session, csrf, providers,
// sign-in and error endpoints answer 404: nothing of ours uses them.

function action(params: Record<string, string | string[] | undefined>): string {
  const segments = params.nextauth;
  return Array.isArray(segments) ? segments.join("/") : (segments ?? "");
}

const notFound = () => new AppError("not_found", "Not found");

export const GET = route({}, async ({ request, params }) => {
  const path = action(params);
  if (path === `callback/${OIDC_PROVIDER_ID}`) return handlers.GET(request as NextRequest);
  if (path === "signout") throw new AppError("method_not_allowed", "Sign out with a POST from this site.", { headers: { allow: "POST" } });
  throw notFound();
});

export const POST = route({}, async ({ request, params }) => {
  if (action(params) !== "signout") throw notFound();
  return signOut(request);
});
