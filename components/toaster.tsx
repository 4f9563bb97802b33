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
      style={
        {
          "--width": "min(420px, calc(100vw - 32px))",
          // sonner's rich colours read below 4.5:1 (error 4.3:1, success 4.3:1, warning 3.1:1);
          // the theme's darker shades on the same backgrounds: error 5.8:1, success 6.2:1,
          // info 6.1:1, warning 5.8:1.
          "--error-text": "var(--color-red-700)",
          "--success-text": "var(--color-leaf-700)",
          "--info-text": "var(--color-sky-700)",
          "--warning-text": "var(--color-marigold-800)",
        } as React.CSSProperties
      }
    />
  );
}
