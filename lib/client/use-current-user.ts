"use client";

import useSWR from "swr";
import { CURRENT_USER_URL, type MeResponse } from "@/lib/api/auth";
import type { AccountUser } from "@/lib/auth/types";
import { fetchJson, HttpError, swrDefaults } from "./fetch-json";

// A 401 means "signed out", not an error. Cached once: no retry, no refetch on focus.
async function fetchMe(): Promise<AccountUser | null> {
  try {
    return (await fetchJson<MeResponse>(CURRENT_USER_URL)).user;
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

export function useCurrentUser() {
  const { data, error, isLoading, mutate } = useSWR(CURRENT_USER_URL, fetchMe, swrDefaults);
  const user = data ?? null;
  return {
    user,
    isLoading,
    error,
    isAuthenticated: Boolean(user),
    hasAdminAccess: Boolean(user?.isAdmin),
    refresh: () => mutate(),
  };
}
