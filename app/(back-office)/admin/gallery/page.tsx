import type { Metadata } from "next";
import { AdminPageHeading } from "@/components/admin/breadcrumb";
import { GalleryScreen } from "@/components/admin/gallery/gallery-screen";
import { ServerData } from "@/components/admin/kit/server-data";
import { requireAdminPage } from "@/components/auth/admin-page";
import { galleryAnswers } from "@/lib/admin/screen-data";

export const metadata: Metadata = { title: "Image Gallery" };

export default async function ImageGalleryPage() {
  const access = await requireAdminPage();
  if (!access.ok) return access.screen;
  return (
    <>
      <AdminPageHeading title="Image Gallery">Every generated, uploaded and attached image, newest first.</AdminPageHeading>
      <ServerData answers={await galleryAnswers()}>
        <GalleryScreen />
      </ServerData>
    </>
  );
}
