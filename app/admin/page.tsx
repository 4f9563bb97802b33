import type { Metadata } from "next";
import { AdminPageHeading } from "@/components/admin/breadcrumb";
import { requireAdminPage } from "@/lib/auth/admin-page";

export const metadata: Metadata = { title: "Generate New Story" };

export default async function GenerateStoryPage() {
  const access = await requireAdminPage();
  if (!access.ok) return access.screen;
  return (
    <>
      <AdminPageHeading title="Generate New Story">Create a new bilingual coloring story about Abuelita and Pepita.</AdminPageHeading>
      <section className="rounded-3xl border-2 border-dashed border-marigold-300 bg-marigold-100/60 p-8 text-center">
        <p className="font-[family-name:var(--font-display)] text-xl font-bold text-terracotta-700">The story generator is on its way.</p>
        <p className="mt-2 text-ink/70">Until then, browse the stories from Back to Story.</p>
      </section>
    </>
  );
}
