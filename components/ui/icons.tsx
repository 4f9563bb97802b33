import type { ReactNode } from "react";

// Hand-drawn icons in the site's crayon style; decorative, so hidden from assistive technology.

export function CrayonMark({ className = "h-10 w-10" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className}>
      <path d="M6 26 20 6l6 4-14 20H6z" fill="#ffd25e" stroke="#963f22" strokeWidth="2" strokeLinejoin="round" />
      <path d="M20 6l6 4" stroke="#963f22" strokeWidth="2" />
    </svg>
  );
}

/** An icon on a round tinted badge, above a card's title. */
function BadgeIcon({ tint, children }: { tint: string; children: ReactNode }) {
  return (
    <span aria-hidden="true" className={`flex h-12 w-12 items-center justify-center rounded-full ${tint}`}>
      <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="#963f22" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {children}
      </svg>
    </span>
  );
}

export function LockIcon() {
  return (
    <BadgeIcon tint="bg-terracotta-100">
      <rect x="4" y="11" width="16" height="10" rx="2" fill="#ffd25e" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </BadgeIcon>
  );
}

export function EnvelopeIcon() {
  return (
    <BadgeIcon tint="bg-marigold-100">
      <rect x="3" y="5" width="18" height="14" rx="2" fill="#fffaf0" />
      <path d="m3 7 9 6 9-6" />
    </BadgeIcon>
  );
}

const stroke = { fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round", strokeLinejoin: "round" } as const;

export function PencilIcon({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} {...stroke}>
      <path d="M4 20h4L19 9l-4-4L4 16z" />
      <path d="m13.5 6.5 4 4" />
    </svg>
  );
}

export function CheckIcon({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} {...stroke}>
      <path d="m5 12 5 5 9-10" />
    </svg>
  );
}

export function CrossIcon({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} {...stroke}>
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

export function SortIcon({ direction, className = "h-3.5 w-3.5" }: { direction: "asc" | "desc" | false; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} {...stroke}>
      {direction === "asc" ? <path d="m6 15 6-6 6 6" /> : direction === "desc" ? <path d="m6 9 6 6 6-6" /> : <path d="m8 9 4-4 4 4M8 15l4 4 4-4" />}
    </svg>
  );
}

/** A bold line icon inside a button, drawn in the button's text colour. */
export function ButtonIcon({ d, className = "h-5 w-5" }: { d: string; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} {...stroke} strokeWidth="2.5">
      <path d={d} />
    </svg>
  );
}

/** A picture not drawn yet: a pencil, where the page's picture will be. */
export function NoPictureIcon({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className={className} {...stroke} strokeWidth="3">
      <path d="M30 8 40 18 18 40H8V30Z" />
      <path d="M26 12 36 22" />
    </svg>
  );
}

export function EraserIcon({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} {...stroke}>
      <path d="M8 20h12M4.5 14.5l9-9a2 2 0 0 1 2.8 0l2.2 2.2a2 2 0 0 1 0 2.8L11 18H8z" />
      <path d="m9 10 5 5" />
    </svg>
  );
}
