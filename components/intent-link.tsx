"use client";

import Link from "next/link";
import { useState, type ComponentProps } from "react";

type Props = Omit<ComponentProps<typeof Link>, "prefetch" | "href"> & { href: string };

/**
 * A link of the public site. It fetches its page ahead when a reader reaches for it (a pointer
 * over it, a finger on it, keyboard focus), not as soon as it scrolls into view: a page shows a
 * header, a menu and up to 24 library cards, and fetching them all at once would spend a family's
 * data and a slow phone's first seconds on pages they mostly never open.
 */
export function IntentLink({ href, onMouseEnter, onTouchStart, onFocus, ...props }: Props) {
  // Next's own prefetching, switched on at the first sign of intent: once on, the link (under the
  // pointer, so in view) is fetched like any default link, with the router's cache and dedupe.
  const [reached, setReached] = useState(false);
  const reach =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      setReached(true);
      handler?.(event);
    };
  return (
    <Link
      {...props}
      href={href}
      prefetch={reached ? null : false}
      onMouseEnter={reach(onMouseEnter)}
      onTouchStart={reach(onTouchStart)}
      onFocus={reach(onFocus)}
    />
  );
}
