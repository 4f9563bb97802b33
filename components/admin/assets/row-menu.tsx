"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";

export type RowMenuItem = { label: string; href: string } | { label: string; onSelect: () => void; disabled?: boolean };

const itemClass = "block w-full rounded-xl px-3 py-2 text-left text-sm font-bold whitespace-nowrap text-ink/80 hover:bg-marigold-100 focus:bg-marigold-100 focus:outline-none disabled:cursor-not-allowed disabled:opacity-50";

// Room a menu item takes (a line of text and its padding), for deciding where the menu fits.
const ITEM_HEIGHT = 40;
const GAP = 4;

// A row's secondary actions behind one '⋯' button, as a menu: it opens with focus on the first
// item, the arrow keys, Home and End move, Escape closes and returns focus to the button, Tab or
// a click elsewhere closes it. It is placed fixed under the button (over it when the window has no
// room below, as for the last card on a phone) so the table's scrolling box cannot clip it, and
// closes when the page scrolls; moving the focus into it never scrolls the page.
type Place = { top?: number; bottom?: number; right: number };

export function RowMenu({ label, items }: { label: string; items: RowMenuItem[] }) {
  const [place, setPlace] = useState<Place | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const open = place !== null;

  const close = (refocus: boolean) => {
    setPlace(null);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>("[role=menuitem]:not([disabled])")?.focus({ preventScroll: true });
    const onPointer = (event: MouseEvent) => {
      if (!menu.current?.contains(event.target as Node) && !button.current?.contains(event.target as Node)) setPlace(null);
    };
    const onMove = () => setPlace(null);
    document.addEventListener("mousedown", onPointer);
    window.addEventListener("scroll", onMove, true);
    window.addEventListener("resize", onMove);
    return () => {
      document.removeEventListener("mousedown", onPointer);
      window.removeEventListener("scroll", onMove, true);
      window.removeEventListener("resize", onMove);
    };
  }, [open]);

  const toggle = () => {
    if (open) return close(false);
    const rect = button.current!.getBoundingClientRect();
    const right = Math.max(8, window.innerWidth - rect.right);
    const height = items.length * ITEM_HEIGHT + 2 * GAP;
    const roomBelow = window.innerHeight - rect.bottom - GAP;
    setPlace(roomBelow < height && rect.top - GAP > roomBelow ? { bottom: window.innerHeight - rect.top + GAP, right } : { top: rect.bottom + GAP, right });
  };

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
      {place ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onKeyDown}
          style={place}
          className="fixed z-40 min-w-44 rounded-2xl border-2 border-terracotta-100 bg-white p-1.5 shadow-lg"
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
