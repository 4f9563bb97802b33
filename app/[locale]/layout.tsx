import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LazyToaster } from "@/components/lazy-toaster";
import { RootDocument } from "@/components/root-document";
import { DEFAULT_LOCALE, LOCALES } from "@/lib/i18n/locales";
import { segmentLocale } from "@/lib/i18n/route-locale";
import { notificationsLabel } from "@/lib/i18n/server-labels";
import { siteMetadata, siteViewport } from "@/lib/i18n/site-metadata";
import { siteShareCard } from "@/lib/share-card/share-card";
import "../public.css";

// The public site in both languages: English at the root URLs (rewritten to /en,
// lib/config/routes.mjs), Spanish under /es. The back office has a root layout of its own, so
// each page carries only the stylesheet it uses.
//
// Both languages are known at build, yet dynamicParams stays on: Next applies a segment's
// `dynamicParams = false` to every route below it, which would refuse every story page (none is
// rendered at build). A first segment that is no language is refused by its page instead
// (pageLocale): this layout, which cannot refuse it itself (Next would answer its bare error
// document), then shows that 404 in English, as for any unknown path.
export const generateStaticParams = (): { locale: string }[] => LOCALES.map((locale) => ({ locale }));

async function layoutLocale() {
  return (await segmentLocale()) ?? DEFAULT_LOCALE;
}

// Every public page starts with the site's card; a story page names its own instead.
export async function generateMetadata(): Promise<Metadata> {
  const locale = await layoutLocale();
  const [site, t] = await Promise.all([siteMetadata(locale), getTranslations({ locale, namespace: "site" })]);
  const card = siteShareCard(locale);
  return {
    ...site,
    openGraph: { type: "website", siteName: t("name"), locale: locale === "es" ? "es_MX" : "en_US", images: card.images },
    twitter: card.twitter,
  };
}

export const viewport = siteViewport;

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const locale = await layoutLocale();
  return (
    <RootDocument lang={locale} toaster={<LazyToaster label={await notificationsLabel(locale)} />}>
      {children}
    </RootDocument>
  );
}
