import "server-only";
import type { Metadata, Viewport } from "next";
import { getTranslations } from "next-intl/server";
import { env } from "@/lib/core/env";
import type { Locale } from "./locales";

/** The metadata every page of a language starts from: its site name and description. */
export async function siteMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "site" });
  return {
    metadataBase: new URL(env().publicUrl),
    title: { default: t("name"), template: `%s | ${t("name")}` },
    description: t("description"),
    applicationName: t("name"),
  };
}

export const siteViewport: Viewport = { themeColor: "#b9532d" };
