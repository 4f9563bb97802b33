"use client";

import Link from "next/link";
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";

export type RowMenuItem = { label: string; href: string } | { label: string; onSelect: () => void; disabled?: boolean };

const itemClass =
  "block w-full rounded-xl px-3 py-2 text-left text-sm font-bold whitespace-nowrap text-ink/80 hover:bg-marigold-100 focus:bg-marigold-100 focus:outline-none disabled:cursor-not-allowed disabled:opacity-50";

type Box = { top: number; bottom: number; left: number; right: number };
type Size = { width: number; height: number };

const GAP = 4;
const EDGE = 8;

/**
 * Where a menu of `menu`'s size opens for a button at `anchor` in a `view`-sized window: under
 * the button, or over it when there is no room below and more above (the last card on a phone);
 * its right edge on the button's, or its left edge on the button's when that would cross the
 * window's left side (a phone card's '⋯' sits on the left); always inside the window.
 */
export function menuPosition(anchor: Box, menu: Size, view: Size): { top: number; left: number } {
  const below = view.height - anchor.bottom - GAP;
  const above = anchor.top - GAP;
  const top = below >= menu.height || below >= above ? anchor.bottom + GAP : anchor.top - GAP - menu.height;
  const left = anchor.right - menu.width < EDGE ? anchor.left : anchor.right - menu.width;
  return {
    top: Math.max(EDGE, Math.min(top, view.height - EDGE - menu.height)),
    left: Math.max(EDGE, Math.min(left, view.width - EDGE - menu.width)),
  };
}

/** Puts the open menu beside its button; false when the button is out of the window. */
function placeMenu(menu: HTMLElement | null, button: HTMLElement | null): boolean {
  if (!menu || !button) return false;
  const anchor = button.getBoundingClientRect();
  const view = { width: window.innerWidth, height: window.innerHeight };
  if (anchor.bottom <= 0 || anchor.top >= view.height || anchor.right <= 0 || anchor.left >= view.width) return false;
  const { width, height } = menu.getBoundingClientRect();
  const { top, left } = menuPosition(anchor, { width, height }, view);
  menu.style.top = `${top}px`;
  menu.style.left = `${left}px`;
  return true;
}

// A row's secondary actions behind one '⋯' button, as a menu: it opens with focus on the first
// item, the arrow keys, Home and End move, Escape closes and returns focus to the button, Tab or
// a click elsewhere closes it. It is fixed beside the button (see `menuPosition`), measured before
// it is painted, so the table's scrolling box cannot clip it. When the page or the table scrolls it
// moves with its button, and closes once the button has left the window: a tap that lands while
// a phone's page is still gliding, or the scroll a browser makes to bring the button into view,
// must not shut the menu it just opened. Moving the focus into it never scrolls the page.
export function RowMenu({ label, items }: { label: string; items: RowMenuItem[] }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useLayoutEffect(() => {
    if (open) placeMenu(menu.current, button.current);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>("[role=menuitem]:not([disabled])")?.focus({ preventScroll: true });
    const onPointer = (event: MouseEvent) => {
      if (!menu.current?.contains(event.target as Node) && !button.current?.contains(event.target as Node)) setOpen(false);
    };
    const onMove = () => {
      if (!placeMenu(menu.current, button.current)) setOpen(false);
    };
    document.addEventListener("mousedown", onPointer);
    window.addEventListener("scroll", onMove, true);
    window.addEventListener("resize", onMove);
    return () => {
      document.removeEventListener("mousedown", onPointer);
      window.removeEventListener("scroll", onMove, true);
      window.removeEventListener("resize", onMove);
    };
  }, [open]);

  const toggle = () => (open ? close(false) : setOpen(true));

  const onKeyDown = (event: KeyboardEvent) => {
    const entries = Array.from(menu.current?.querySelectorAll<HTMLElement>("[role=menuitem]:not([disabled])") ?? []);
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => entries[(index + entries.length) % entries.length]?.focus({ preventScroll: true });
    if (event.key === "Escape") close(true);
    else if (event.key === "Tab") close(false);
    else if (event.key === "ArrowDown") move(at + 1);
    else if (event.key === "ArrowUp") move(at - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(entries.length - 1);
    else return;
    if (event.key !== "Tab") event.preventDefault();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={toggle}
        className="inline-flex h-8 w-8 items-center justify-center rounded-full border-2 border-terracotta-100 bg-white text-lg leading-none font-bold text-terracotta-700 hover:border-terracotta-500"
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onKeyDown}
          className="fixed top-0 left-0 z-40 min-w-44 rounded-2xl border-2 border-terracotta-100 bg-white p-1.5 shadow-lg"
        >
          {items.map((item) =>
            "href" in item ? (
              <Link key={item.label} role="menuitem" tabIndex={-1} href={item.href} className={itemClass} onClick={() => close(false)}>
                {item.label}
              </Link>
            ) : (
              <button
                key={item.label}
                type="button"
                role="menuitem"
                tabIndex={-1}
                disabled={item.disabled}
                className={itemClass}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            ),
          )}
        </div>
      ) : null}
    </>
  );
}
