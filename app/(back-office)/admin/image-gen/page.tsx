import type { Metadata } from "next";
import { AdminPageHeading } from "@/components/admin/breadcrumb";
import { ImageGenerationScreen } from "@/components/admin/image-gen/image-gen-screen";
import { requireAdminPage } from "@/components/auth/admin-page";
import { imageGenFirstView } from "@/lib/admin/screen-data";
import { imageGeneratorName } from "@/lib/images/generator";
import { discordMidjourneyConfig } from "@/lib/images/discord/config";

export const metadata: Metadata = { title: "Image Generation" };

export default async function ImageGenerationPage() {
  const access = await requireAdminPage();
  if (!access.ok) return access.screen;
  return (
    <>
      <AdminPageHeading title="Image Generation">Every page of every story: draw its coloring image or check the prompt it would get.</AdminPageHeading>
      <ImageGenerationScreen
        discordConfigured={discordMidjourneyConfig() !== null}
        imageProvider={imageGeneratorName()}
        firstView={await imageGenFirstView()}
      />
    </>
  );
}
