"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** After registration, reset and change-password success the browser moves on after 3 s. */
export const REDIRECT_DELAY_MS = 3000;

export function useRedirectAfterSuccess(done: boolean, path: string): void {
  const router = useRouter();
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => router.push(path), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, path, router]);
}
