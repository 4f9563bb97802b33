import type { Metadata } from "next";
import { AdminBreadcrumb } from "@/components/admin/breadcrumb";
import { OriginalStoryScreen } from "@/components/admin/original-story/original-story-screen";
import { requireAdminPage } from "@/components/auth/admin-page";
import { getOriginalStory } from "@/lib/stories/server/original";

export const metadata: Metadata = { title: "Original Story" };

export default async function OriginalStoryPage() {
  const access = await requireAdminPage();
  if (!access.ok) return access.screen;
  const original = await getOriginalStory();
  return (
    <>
      <AdminBreadcrumb title="Story Details" />
      <OriginalStoryScreen initialTitle={original.title} pages={original.pages} />
      <p className="mt-8 text-center text-xs text-ink/60">
        The title is saved for everyone; page texts and pictures changed here are a preview in this browser only.
      </p>
    </>
  );
}
