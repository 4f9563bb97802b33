"use client";

import { IntentLink } from "@/components/intent-link";
import { CheckIcon } from "@/components/ui/icons";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

export type MenuItem = { href: string; label: string };

// Focus goes back to the Stories button unless the reader moved it elsewhere (a tap outside
// on another control keeps its focus).
function closeMenu(details: HTMLDetailsElement | null, returnFocus: boolean): void {
  if (!details?.open) return;
  details.open = false;
  if (returnFocus) details.querySelector("summary")?.focus();
}

// Each screen renders its own header, so choosing another story mounts a new menu: this tells
// it to take the focus the chosen link had. Module state lasts across client navigations.
let focusAfterNavigation = false;

// A <details> dropdown: it works before hydration and needs no menu library. Once open it
// closes on Escape, on a tap outside and on navigation, like any menu. Its listeners stay on the
// page while it is mounted, so a tap made the moment it opens, before React has rendered again,
// still closes it.
//
// From 640px the list hangs from the button's right edge; on a phone the button sits mid-row, so
// the list spans the header (the positioned box) instead and cannot run off either side.
export function StoriesMenu({ items, label, current }: { items: MenuItem[]; label: string; /** The entry naming what the screen shows. */ current?: string }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();

  useEffect(() => {
    closeMenu(menu.current, false);
    if (focusAfterNavigation) menu.current?.querySelector("summary")?.focus();
    focusAfterNavigation = false;
  }, [pathname]);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key === "Escape") closeMenu(menu.current, true);
    }
    function onPointer(event: PointerEvent) {
      const details = menu.current;
      if (details?.open && !details.contains(event.target as Node)) closeMenu(details, details.contains(document.activeElement));
    }
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, []);

  return (
    <details ref={menu} className="group sm:relative">
      <summary className="flex cursor-pointer list-none items-center gap-1 shrink-0 rounded-full bg-white/90 px-3 py-2 font-bold sm:px-4 text-terracotta-700 shadow-sm ring-1 ring-terracotta-100 hover:bg-white [&::-webkit-details-marker]:hidden">
        {label}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 transition group-open:rotate-180" fill="currentColor">
          <path d="M5.2 7.5a1 1 0 0 1 1.4 0L10 10.9l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.9a1 1 0 0 1 0-1.4Z" />
        </svg>
      </summary>
      <ul className="absolute left-3 right-3 z-20 mt-2 max-h-[70vh] overflow-auto rounded-2xl bg-white p-2 shadow-lg ring-1 ring-terracotta-100 sm:left-auto sm:right-0 sm:w-64">
        {items.map((item) => {
          const isCurrent = item.href === current;
          return (
            <li key={item.href}>
              <IntentLink
                href={item.href}
                aria-current={isCurrent ? "page" : undefined}
                onClick={() => {
                  focusAfterNavigation = item.href !== pathname;
                  closeMenu(menu.current, true);
                }}
                className={`flex items-center justify-between gap-2 rounded-xl px-3 py-2 hover:bg-marigold-100 ${isCurrent ? "bg-marigold-100 font-bold text-terracotta-700" : "text-ink"}`}
              >
                {item.label}
                {isCurrent && <CheckIcon className="h-5 w-5 shrink-0" />}
              </IntentLink>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
