import "server-only";
import { DrizzleAdapter } from "@auth/drizzle-adapter";
import { eq } from "drizzle-orm";
import NextAuth from "next-auth";
import type { Provider } from "next-auth/providers";
import { authConfig } from "@/auth.config";
import { getDb } from "@/lib/db";
import { authAccounts, authVerificationTokens, users } from "@/lib/db/schema";
import { usesSecureCookies } from "@/lib/auth/session-cookie";
import { createSession } from "@/lib/auth/sessions";
import { env } from "@/lib/core/env";

export const OIDC_PROVIDER_ID = "oidc";

export function oidcConfigured(): boolean {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = env();
  return Boolean(OIDC_ISSUER && OIDC_CLIENT_ID && OIDC_CLIENT_SECRET);
}

function providers(): Provider[] {
  if (!oidcConfigured()) return [];
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = env();
  return [{ id: OIDC_PROVIDER_ID, name: "Single sign-on", type: "oidc", issuer: OIDC_ISSUER, clientId: OIDC_CLIENT_ID, clientSecret: OIDC_CLIENT_SECRET }];
}

// Auth.js runs only the external (OpenID Connect) hand-shake: signIn() starts it in-process and
// the provider returns to its callback route. Its JWT carries only our session id, whose
// `sessions` row is checked at every read by our own code (readSession), exactly as for
// password sign-ins; sign-out is ours too (signOut in lib/auth/sessions.ts).
export const { handlers, signIn } = NextAuth(async () => {
  const db = await getDb();
  return {
    ...authConfig,
    secret: env().authSecret,
    useSecureCookies: usesSecureCookies(),
    adapter: DrizzleAdapter(db, {
      usersTable: users,
      accountsTable: authAccounts,
      verificationTokensTable: authVerificationTokens,
    }),
    providers: providers(),
    callbacks: {
      // Called only at sign-in: no Auth.js route that reads or refreshes a session is served.
      async jwt({ user, account, profile }) {
        if (!account || !user?.id) return null;
        await db
          .update(users)
          .set({
            email: (user.email ?? "").toLowerCase(),
            // Whether the provider vouches for the email, as of this sign-in: only then may it
            // match an admin account (OpenID Connect's claim is a boolean).
            emailVerified: profile?.email_verified === true ? new Date() : null,
            firstName: typeof profile?.given_name === "string" ? profile.given_name : null,
            lastName: typeof profile?.family_name === "string" ? profile.family_name : null,
            profileImageUrl: typeof profile?.picture === "string" ? profile.picture : null,
          })
          .where(eq(users.id, user.id));
        return { sid: await createSession({ userId: user.id }) };
      },
    },
  };
});
