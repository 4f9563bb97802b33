import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { HomeScreen } from "@/components/story/home-screen";
import { HOME_EDITION } from "@/lib/config/routes.mjs";
import { languageAlternates } from "@/lib/i18n/locales";

// The Spanish Home (/es is rewritten here), cached like the English one (app/(site)/home).
export const generateStaticParams = async (): Promise<{ edition: string }[]> => [];
export const dynamicParams = true;
export const revalidate = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: "es", namespace: "site" });
  return { title: { absolute: t("name") }, alternates: { canonical: "/es", languages: languageAlternates("/") } };
}

type Props = { params: Promise<{ edition: string }> };

export default async function SpanishHomePage({ params }: Props) {
  if ((await params).edition !== HOME_EDITION) notFound();
  return <HomeScreen locale="es" />;
}
