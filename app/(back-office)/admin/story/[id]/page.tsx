import type { Metadata } from "next";
import { AdminBreadcrumb } from "@/components/admin/breadcrumb";
import { ServerData } from "@/components/admin/kit/server-data";
import { StoryDetailScreen } from "@/components/admin/story-detail/story-detail-screen";
import { requireAdminPage } from "@/components/auth/admin-page";
import { storyDetailAnswers } from "@/lib/admin/screen-data";
import { imageGeneratorName } from "@/lib/images/generator";
import { parseStoryId } from "@/lib/stories/model/id";

export const metadata: Metadata = { title: "Story Details" };

export default async function StoryDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const access = await requireAdminPage();
  if (!access.ok) return access.screen;
  const id = parseStoryId((await params).id);
  return (
    <>
      <AdminBreadcrumb title="Story Details" />
      <ServerData answers={id === null ? {} : await storyDetailAnswers(id)}>
        <StoryDetailScreen id={id} imageProvider={imageGeneratorName()} />
      </ServerData>
      {id === null ? null : <p className="mt-8 text-center text-xs text-ink/60">Saved changes reach the public story pages right away.</p>}
    </>
  );
}
