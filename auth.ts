import "server-only";
import { DrizzleAdapter } from "@auth/drizzle-adapter";
import { eq } from "drizzle-orm";
import NextAuth from "next-auth";
import type { Provider } from "next-auth/providers";
import { authConfig } from "@/auth.config";
import { getDb } from "@/db";
import { authAccounts, authVerificationTokens, users } from "@/db/schema";
import { usesSecureCookies } from "@/lib/auth/session-cookie";
import { createSession, sessionFromId } from "@/lib/auth/sessions";
import { env } from "@/lib/env";

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

// Auth.js runs the external (OpenID Connect) sign-in; its JWT carries only our session id,
// whose `sessions` row is checked at every read, exactly as for password sign-ins.
export const { handlers, auth, signIn } = NextAuth(async () => {
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
      async jwt({ token, user, account, profile }) {
        if (account && user?.id) {
          await db
            .update(users)
            .set({
              email: (user.email ?? "").toLowerCase(),
              firstName: typeof profile?.given_name === "string" ? profile.given_name : null,
              lastName: typeof profile?.family_name === "string" ? profile.family_name : null,
              profileImageUrl: typeof profile?.picture === "string" ? profile.picture : null,
            })
            .where(eq(users.id, user.id));
          return { sid: await createSession({ userId: user.id }) };
        }
        if (typeof token.sid !== "string") return null;
        return (await sessionFromId(token.sid)) ? { sid: token.sid } : null;
      },
      async session({ session, token }) {
        const current = typeof token.sid === "string" ? await sessionFromId(token.sid) : null;
        if (current) {
          session.user = { ...session.user, id: String(current.user.id), email: current.user.email, name: current.user.fullName };
        }
        return session;
      },
    },
  };
});
