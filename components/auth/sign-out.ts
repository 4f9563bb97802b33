"use client";

import { fetchJson } from "@/lib/client/fetch-json";

/** Posts the logout and goes to /login whether or not the call succeeds. */
export async function signOutAndGoToLogin(): Promise<void> {
  try {
    await fetchJson("/api/admin/logout", { method: "POST", body: {} });
  } catch {
    /* the browser leaves for /login either way */
  }
  window.location.assign("/login");
}
