import { getRequestConfig } from "next-intl/server";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";

// No i18n routing and no middleware on public pages: every page names its language itself
// (getTranslations({ locale })), so next-intl never reads the request's headers and the
// pages stay in the full-route cache.
export default getRequestConfig(async ({ locale }) => {
  const chosen = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return { locale: chosen, messages: (await import(`../messages/${chosen}.json`)).default };
});
