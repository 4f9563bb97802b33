"use client";

import { LOGOUT_URL } from "@/lib/api/auth";
import { fetchJson } from "@/lib/client/fetch-json";

/** Posts the logout and goes to /login whether or not the call succeeds. */
export async function signOutAndGoToLogin(): Promise<void> {
  try {
    await fetchJson(LOGOUT_URL, { method: "POST", body: {} });
  } catch {
    /* the browser leaves for /login either way */
  }
  window.location.assign("/login");
}
