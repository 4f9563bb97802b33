import type { Metadata } from "next";
import { headers } from "next/headers";
import { NotFoundHome } from "@/components/story/not-found-home";
import { LazyToaster } from "@/components/lazy-toaster";
import { RootDocument } from "@/components/root-document";
import type { Locale } from "@/lib/i18n/locales";
import { notificationsLabel } from "@/lib/i18n/server-labels";
import { SITE_LOCALE_HEADER } from "@/lib/i18n/site-locale-header";
import { siteMetadata, siteViewport } from "@/lib/i18n/site-metadata";
import "./public.css";

// Unknown paths answer 404 with the Home screen, in Spanish under /es, so crawlers do not index
// them. It renders outside every layout (the site has three root layouts), so it is a whole
// document of its own.
async function pathLocale(): Promise<Locale> {
  return (await headers()).get(SITE_LOCALE_HEADER) === "es" ? "es" : "en";
}

export async function generateMetadata(): Promise<Metadata> {
  return { ...(await siteMetadata(await pathLocale())), robots: { index: false } };
}

export const viewport = siteViewport;

export default async function GlobalNotFound() {
  const locale = await pathLocale();
  return (
    <RootDocument lang={locale} toaster={<LazyToaster label={await notificationsLabel(locale)} />}>
      <NotFoundHome locale={locale} />
    </RootDocument>
  );
}
