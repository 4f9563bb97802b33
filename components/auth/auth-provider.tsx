"use client";

import { createContext, useContext, type ReactNode } from "react";
import { SWRConfig } from "swr";
import { CURRENT_USER_URL } from "@/lib/api/auth";
import { useCurrentUser } from "@/lib/client/use-current-user";
import type { AccountUser } from "@/lib/auth/types";

type AuthState = { isAuthenticated: boolean; hasAdminAccess: boolean; isLoading: boolean; user: AccountUser | null };

const AuthContext = createContext<AuthState | null>(null);

function AuthState({ children }: { children: ReactNode }) {
  const { user, isLoading, isAuthenticated, hasAdminAccess } = useCurrentUser();
  // SWR reports loading while it revalidates even when the server's answer is already here.
  return <AuthContext.Provider value={{ user, isLoading: isLoading && !user, isAuthenticated, hasAdminAccess }}>{children}</AuthContext.Provider>;
}

/**
 * The client's auth context. A server component that already read the session
 * passes it as `initialUser`, so the first render needs no round trip.
 */
export function AuthProvider({ initialUser, children }: { initialUser?: AccountUser | null; children: ReactNode }) {
  const fallback = initialUser === undefined ? {} : { [CURRENT_USER_URL]: initialUser };
  return (
    <SWRConfig value={{ fallback }}>
      <AuthState>{children}</AuthState>
    </SWRConfig>
  );
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth() needs an <AuthProvider> above it");
  return state;
}
