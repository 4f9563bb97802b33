import type { Metadata } from "next";
import { OfflineShelf } from "@/components/story/offline-shelf";
import { LOCALES } from "@/lib/i18n/locales";
import { pageLocale, type LocaleParams } from "@/lib/i18n/route-locale";
import { offlineLabels } from "@/lib/i18n/server-labels";

// The page the offline-reading worker (app/sw.ts) answers, offline, for any public page it has
// not kept: rendered at build in both languages, kept by the worker as it installs, and filled
// in the browser with the stories kept on this device.
export const generateStaticParams = (): { locale: string }[] => LOCALES.map((locale) => ({ locale }));

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await offlineLabels(await pageLocale(params))).title, robots: { index: false } };
}

export default async function OfflinePage({ params }: Props) {
  const locale = await pageLocale(params);
  return <OfflineShelf locale={locale} labels={await offlineLabels(locale)} />;
}
