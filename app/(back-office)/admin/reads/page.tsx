import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminPageHeading } from "@/components/admin/breadcrumb";
import { ReadsScreen } from "@/components/admin/reads/reads-screen";
import { requireAdminPage } from "@/components/auth/admin-page";
import { storableSearchParams, type SearchParams } from "@/lib/http/search-params";
import { CHART_DAYS, dailyReads, monthStart, mostReadThisMonth } from "@/lib/reads/server/report";
import { ORIGINAL_STORY_KEY } from "@/lib/stories/model/homepage-rule";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: "en", namespace: "reads" });
  return { title: t("title") };
}

// ?story= chooses the chart; an unknown story, or none, shows the month's most read one (the
// built-in story while nothing has been read).
export default async function ReadsPage({ searchParams }: { searchParams: SearchParams }) {
  const access = await requireAdminPage();
  if (!access.ok) return access.screen;
  const t = await getTranslations({ locale: "en", namespace: "reads" });
  const today = new Date();
  const [query, mostRead] = await Promise.all([storableSearchParams(searchParams), mostReadThisMonth(today)]);
  const asked = typeof query.story === "string" ? await dailyReads(query.story, today) : null;
  const chart = asked ?? (mostRead[0] ? await dailyReads(mostRead[0].storyKey, today) : null) ?? (await dailyReads(ORIGINAL_STORY_KEY, today))!;
  return (
    <>
      <AdminPageHeading title={t("title")}>{t("intro")}</AdminPageHeading>
      <ReadsScreen mostRead={mostRead} since={monthStart(today)} chart={chart} chartDays={CHART_DAYS} />
    </>
  );
}
