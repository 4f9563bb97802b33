import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminPageHeading } from "@/components/admin/breadcrumb";
import { ReadsScreen } from "@/components/admin/reads/reads-screen";
import { requireAdminPage } from "@/components/auth/admin-page";
import { storableSearchParams, type SearchParams } from "@/lib/http/search-params";
import { CHART_DAYS, readsScreenData } from "@/lib/reads/server/report";
import en from "@/messages/en.json";

export const metadata: Metadata = { title: en.reads.title };

// ?story= chooses the chart; an unknown story, or none, shows the month's most read one.
export default async function ReadsPage({ searchParams }: { searchParams: SearchParams }) {
  const access = await requireAdminPage();
  if (!access.ok) return access.screen;
  const t = await getTranslations({ locale: "en", namespace: "reads" });
  const { story } = await storableSearchParams(searchParams);
  const data = await readsScreenData(typeof story === "string" ? story : undefined);
  return (
    <>
      <AdminPageHeading title={t("title")}>{t("intro")}</AdminPageHeading>
      <ReadsScreen mostRead={data.mostRead} since={data.since} chart={data.chart} chartDays={CHART_DAYS} />
    </>
  );
}
