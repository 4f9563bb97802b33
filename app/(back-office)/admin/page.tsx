import type { Metadata } from "next";
import { AdminPageHeading } from "@/components/admin/breadcrumb";
import { GenerateStoryForm } from "@/components/admin/generate-story-form";
import { ServerData } from "@/components/admin/kit/server-data";
import { requireAdminPage } from "@/components/auth/admin-page";
import { generateScreenAnswers } from "@/lib/admin/screen-data";

export const metadata: Metadata = { title: "Generate New Story" };

export default async function GenerateStoryPage() {
  const access = await requireAdminPage();
  if (!access.ok) return access.screen;
  return (
    <>
      <AdminPageHeading title="Generate New Story">
        Create a new bilingual coloring story about Abuelita and Pepita: ten pages in English and Spanish.
      </AdminPageHeading>
      <ServerData answers={await generateScreenAnswers()}>
        <GenerateStoryForm />
      </ServerData>
    </>
  );
}
