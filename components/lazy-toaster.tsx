"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { onToasterRequested, requestToaster } from "@/lib/client/toast";

const Toaster = lazy(() => import("@/components/toaster").then((module) => ({ default: module.Toaster })));

// Waits this long for an idle moment before mounting the Toaster anyway.
const IDLE_TIMEOUT_MS = 4000;

// The public pages' Toaster, out of their first scripts: mounted at the first toast or once the
// page is idle, whichever comes first. Mounting it while idle puts its live region on the page
// before any toast, so screen readers announce the first one too.
export function LazyToaster() {
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    const unsubscribe = onToasterRequested(() => setMounted(true));
    const whenIdle = () => void requestToaster();
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(whenIdle, { timeout: IDLE_TIMEOUT_MS });
      return () => {
        unsubscribe();
        window.cancelIdleCallback(handle);
      };
    }
    const handle = window.setTimeout(whenIdle, IDLE_TIMEOUT_MS);
    return () => {
      unsubscribe();
      window.clearTimeout(handle);
    };
  }, []);

  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
