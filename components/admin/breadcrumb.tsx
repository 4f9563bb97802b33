import Link from "next/link";

/** 'Admin Panel' › the current page's title, above an admin screen's heading. */
export function AdminBreadcrumb({ title }: { title: string }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-2 text-sm text-ink/60">
      <ol className="flex items-center gap-2">
        <li>
          <Link href="/admin" className="font-semibold text-terracotta-600 hover:underline">
            Admin Panel
          </Link>
        </li>
        <li aria-hidden="true">›</li>
        <li aria-current="page" className="font-semibold text-ink/80">
          {title}
        </li>
      </ol>
    </nav>
  );
}

export function AdminPageHeading({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="mb-6">
      <AdminBreadcrumb title={title} />
      <h1 className="font-[family-name:var(--font-display)] text-3xl font-bold text-terracotta-700">{title}</h1>
      {children ? <p className="mt-1 text-ink/70">{children}</p> : null}
    </div>
  );
}
