import "server-only";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { READ_KINDS } from "@/lib/db/enums";
import type { DailyReads, MostReadRow } from "@/lib/reads/model";
import { busiestDay, dayLabel, ReadsChart } from "./reads-chart";
import { READ_KIND_COLOURS } from "./read-colours";

// The back office's reads screen: the month's most read stories, each with its counts and a link
// to its chart, and the chosen story's chart (the most read one until another is chosen).

export const READS_PATH = "/admin/reads";
export const readsChartHref = (storyKey: string) => `${READS_PATH}?story=${encodeURIComponent(storyKey)}#chart`;

type Props = { mostRead: MostReadRow[]; since: string; chart: DailyReads; chartDays: number };

export async function ReadsScreen({ mostRead, since, chart, chartDays }: Props) {
  // The back office is in English; its words live with the site's in the catalogues.
  const t = await getTranslations({ locale: "en", namespace: "reads" });
  const kinds = Object.fromEntries(READ_KINDS.map((kind) => [kind, t(`kinds.${kind}`)])) as Record<(typeof READ_KINDS)[number], string>;
  const busiest = busiestDay(chart);
  const summary =
    busiest.total === 0
      ? t("chartEmpty", { days: chartDays })
      : t("chartSummary", { total: busiest.total, days: chartDays, day: dayLabel(busiest.day), count: busiest.count });
  return (
    <div className="grid gap-8">
      <section aria-labelledby="most-read-heading" data-most-read>
        <h2 id="most-read-heading" className="font-[family-name:var(--font-display)] text-2xl font-bold text-terracotta-700">
          {t("mostReadThisMonth")}
        </h2>
        <p className="mt-1 text-ink/70">{t("mostReadNote", { start: dayLabel(since) })}</p>
        {mostRead.length === 0 ? (
          <p role="status" className="mt-4 rounded-2xl bg-white p-5 text-ink shadow-sm ring-1 ring-terracotta-100">
            {t("nothingYet")}
          </p>
        ) : (
          <ol className="mt-4 grid gap-3">
            {mostRead.map((row, index) => {
              const chosen = row.storyKey === chart.storyKey;
              return (
                <li
                  key={row.storyKey}
                  data-story-key={row.storyKey}
                  className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ${chosen ? "ring-2 ring-sky-500" : "ring-terracotta-100"}`}
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <p className="min-w-0 font-bold text-ink">
                      <span className="mr-2 text-ink/60">{index + 1}.</span>
                      <span className="break-words">{row.title}</span>
                    </p>
                    <p className="text-lg font-bold text-sky-700">
                      {row.opens} <span className="text-sm font-semibold text-ink/70">{kinds.page_view}</span>
                    </p>
                  </div>
                  <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink/80">
                    {READ_KINDS.filter((kind) => kind !== "page_view").map((kind) => (
                      <li key={kind} className="flex items-center gap-1.5">
                        <span aria-hidden="true" className="inline-block h-2.5 w-2.5 rounded-sm" style={{ background: READ_KIND_COLOURS[kind] }} />
                        {kinds[kind]}: <span className="font-semibold tabular-nums">{row.counts[kind]}</span>
                      </li>
                    ))}
                  </ul>
                  {chosen ? (
                    <p className="mt-2 text-sm font-bold text-ink/60">{t("chartShown")}</p>
                  ) : (
                    <Link href={readsChartHref(row.storyKey)} className="mt-2 inline-block text-sm font-bold text-sky-700 underline">
                      {t("showChart")}
                      <span className="sr-only">: {row.title}</span>
                    </Link>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </section>
      <section id="chart" aria-label={t("chartTitle", { title: chart.title, days: chartDays })}>
        <ReadsChart
          reads={chart}
          words={{
            title: t("chartTitle", { title: chart.title, days: chartDays }),
            summary,
            legend: t("legend"),
            peak: t("peak", { count: busiest.count }),
            asTable: t("asTable"),
            day: t("day"),
            kinds,
          }}
        />
      </section>
    </div>
  );
}
