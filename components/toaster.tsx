"use client";

import { usePathname } from "next/navigation";
import { Toaster as Sonner } from "sonner";

// One toast at a time, 5 s, F8 focuses the region, swipe right to dismiss,
// at most 420 px wide from medium screens up (sonner's own width is 356 px). In the back office
// the action buttons sit bottom right (row actions, the detail screen's Actions card), so toasts
// appear at the top centre, over the page heading, where they cover no action.
export function Toaster() {
  const inAdmin = usePathname()?.startsWith("/admin") ?? false;
  return (
    <Sonner
      visibleToasts={1}
      duration={5000}
      hotkey={["F8"]}
      swipeDirections={["right"]}
      position={inAdmin ? "top-center" : "bottom-right"}
      richColors
      closeButton
      toastOptions={{ className: "md:!w-full md:!max-w-[420px]" }}
      style={{ "--width": "min(420px, calc(100vw - 32px))" } as React.CSSProperties}
    />
  );
}
