"use client";

import { Toaster as Sonner } from "sonner";

// One toast at a time, 5 s, F8 focuses the region, swipe right to dismiss,
// at most 420 px wide from medium screens up (sonner's own width is 356 px). Toasts appear at the
// top centre, over the header or the page heading, away from what is pressed next: the back
// office's action buttons sit bottom right (row actions, the detail screen's Actions card), and a
// story's pager sits just below the PDF and Share buttons that raise the public toasts, so it is
// low on the screen whenever they are in view (a bottom toast covered Next on a phone).
/** `label` names the region for screen readers, in the page's language. */
export function Toaster({ label }: { label?: string }) {
  return (
    <Sonner
      containerAriaLabel={label}
      visibleToasts={1}
      duration={5000}
      hotkey={["F8"]}
      swipeDirections={["right"]}
      position="top-center"
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
