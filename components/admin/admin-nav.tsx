"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

export const ADMIN_LINKS = [
  { href: "/admin", label: "Create Story" },
  { href: "/admin/assets", label: "View Assets" },
  { href: "/admin/image-gen", label: "Image Generation" },
  { href: "/admin/gallery", label: "Image gallery" },
  { href: "/admin/change-password", label: "Change password" },
  { href: "/admin/users", label: "Admins" },
] as const;

export function isCurrent(pathname: string, href: string): boolean {
  return href === "/admin" ? pathname === "/admin" : pathname === href || pathname.startsWith(`${href}/`);
}

const base = "whitespace-nowrap rounded-full px-4 py-2 text-sm font-bold transition";
const idle = "text-ink/75 hover:bg-marigold-100 hover:text-terracotta-700";
const active = "bg-terracotta-500 text-white shadow-[0_3px_0_0_var(--color-terracotta-700)]";

export function AdminNav() {
  const pathname = usePathname();
  const onDetail = pathname.startsWith("/admin/story/");
  return (
    <nav aria-label="Admin" className="flex gap-1.5 overflow-x-auto pb-1">
      {ADMIN_LINKS.map((link) => {
        const current = isCurrent(pathname, link.href);
        return (
          <Link key={link.href} href={link.href} aria-current={current ? "page" : undefined} className={`${base} ${current ? active : idle}`}>
            {link.label}
          </Link>
        );
      })}
      {onDetail ? (
        <span aria-current="page" className={`${base} ${active}`}>
          Story Details
        </span>
      ) : null}
    </nav>
  );
}
