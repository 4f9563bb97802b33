"use client";

import { LOGOUT_URL } from "@/lib/api/auth";
import { fetchJson } from "@/lib/client/fetch-json";

// The sign-out answer's Clear-Site-Data empties the browser's HTTP cache, but Chrome does not
// reliably empty Cache Storage with it, where the offline-reading worker keeps what it saved.
async function emptyCacheStorage(): Promise<void> {
  if (!("caches" in window)) return;
  await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
}

/** Posts the logout, empties the caches and goes to /login whether or not the call succeeds. */
export async function signOutAndGoToLogin(): Promise<void> {
  try {
    await fetchJson(LOGOUT_URL, { method: "POST", body: {} });
  } catch {
    /* the browser leaves for /login either way */
  }
  await emptyCacheStorage().catch(() => undefined);
  window.location.assign("/login");
}
