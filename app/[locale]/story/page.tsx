import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { pageLocale, type LocaleParams } from "@/lib/i18n/route-locale";

// The viewer's route without an id, which only the English site has (/story; the middleware
// answers /es/story as an unknown path), so only the English one is rendered at build. Spanish is
// not refused here by `dynamicParams = false`: Next then answers 404 for such a page once any
// revalidation has dropped its cached copy.
export const generateStaticParams = (): { locale: string }[] => [{ locale: DEFAULT_LOCALE }];

type Props = { params: LocaleParams };

async function words(params: LocaleParams) {
  return getTranslations({ locale: await pageLocale(params), namespace: "states" });
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await words(params))("storyNotFound"), robots: { index: false } };
}

export default async function StoryWithoutId({ params }: Props) {
  return <p className="p-10 text-center text-xl font-bold text-terracotta-700">{(await words(params))("storyNotFound")}</p>;
}
