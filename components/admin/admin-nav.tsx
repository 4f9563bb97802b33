"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

export const ADMIN_LINKS = [
  { href: "/admin", label: "Create Story" },
  { href: "/admin/assets", label: "View Assets" },
  { href: "/admin/image-gen", label: "Image Generation" },
  { href: "/admin/gallery", label: "Image gallery" },
  { href: "/admin/reads", label: "Reads" },
  { href: "/admin/change-password", label: "Change password" },
  { href: "/admin/users", label: "Admins" },
] as const;

export function isCurrent(pathname: string, href: string): boolean {
  return href === "/admin" ? pathname === "/admin" : pathname === href || pathname.startsWith(`${href}/`);
}

const base = "whitespace-nowrap rounded-full px-4 py-2 text-sm font-bold transition";
const idle = "text-ink/75 hover:bg-marigold-100 hover:text-terracotta-700";
const active = "bg-terracotta-500 text-white shadow-[0_3px_0_0_var(--color-terracotta-700)]";

const LAYOUTS = {
  bar: { nav: "flex gap-1.5 overflow-x-auto pb-1", item: base },
  // The phone menu: one link per line, full width, large enough to tap.
  list: { nav: "flex flex-col gap-1", item: "block rounded-2xl px-4 py-3 text-base font-bold transition" },
} as const;

/** `onNavigate`: called when a link is followed, so the phone menu can close. */
export function AdminNav({ layout = "bar", onNavigate }: { layout?: keyof typeof LAYOUTS; onNavigate?: () => void }) {
  const pathname = usePathname() ?? "";
  const onDetail = pathname.startsWith("/admin/story/");
  const { nav, item } = LAYOUTS[layout];
  return (
    <nav aria-label="Admin" className={nav}>
      {ADMIN_LINKS.map((link) => {
        const current = isCurrent(pathname, link.href);
        return (
          <Link
            key={link.href}
            href={link.href}
            aria-current={current ? "page" : undefined}
            onClick={onNavigate}
            className={`${item} ${current ? active : idle}`}
          >
            {link.label}
          </Link>
        );
      })}
      {onDetail ? (
        <span aria-current="page" className={`${item} ${active}`}>
          Story Details
        </span>
      ) : null}
    </nav>
  );
}
