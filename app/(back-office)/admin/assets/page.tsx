import type { Metadata } from "next";
import { StoryAssetsScreen } from "@/components/admin/assets/story-assets-screen";
import { AdminPageHeading } from "@/components/admin/breadcrumb";
import { ServerData } from "@/components/admin/kit/server-data";
import { requireAdminPage } from "@/components/auth/admin-page";
import { storyListAnswers } from "@/lib/admin/screen-data";

export const metadata: Metadata = { title: "Story Assets" };

export default async function StoryAssetsPage() {
  const access = await requireAdminPage();
  if (!access.ok) return access.screen;
  const { etag, answers } = await storyListAnswers();
  return (
    <>
      <AdminPageHeading title="Story Assets">Every story with its status: publish, archive, or feature one on the homepage.</AdminPageHeading>
      <ServerData answers={answers}>
        <StoryAssetsScreen listEtag={etag} />
      </ServerData>
    </>
  );
}
