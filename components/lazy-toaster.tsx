"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { afterLoadWhenIdle } from "@/lib/client/after-load";
import { onToasterRequested, requestToaster } from "@/lib/client/toast";

const Toaster = lazy(() => import("@/components/toaster").then((module) => ({ default: module.Toaster })));

// The public pages' Toaster, out of their first scripts: mounted at the first toast or once the
// page has loaded and is idle, whichever comes first. Mounting it then puts its live region on
// the page before any toast, so screen readers announce the first one too.
export function LazyToaster({ label }: { label: string }) {
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    const unsubscribe = onToasterRequested(() => setMounted(true));
    const cancel = afterLoadWhenIdle(() => void requestToaster());
    return () => {
      unsubscribe();
      cancel();
    };
  }, []);

  return mounted ? (
    <Suspense fallback={null}>
      <Toaster label={label} />
    </Suspense>
  ) : null;
}
