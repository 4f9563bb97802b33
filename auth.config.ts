import type { NextAuthConfig } from "next-auth";

// The part of the Auth.js configuration that needs neither the database nor Node APIs, so
// edge code (middleware) could share it; auth.ts adds the adapter, providers and callbacks.
export const authConfig = {
  pages: { signIn: "/login", error: "/login" },
  session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
  // Behind a proxy Auth.js needs the forwarded host to run its own endpoints; every link the
  // app itself builds comes from PUBLIC_URL, never from this.
  trustHost: true,
  providers: [],
} satisfies NextAuthConfig;
