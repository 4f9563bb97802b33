import "server-only";
import { adConfig } from "@/components/ads/ad-config";
import { AdSlot } from "@/components/ads/ad-slot";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { SiteHeader } from "./site-header";

// The cached page always holds page 1; the browser shows ?page=N once the viewer has hydrated.
// Until then a shared link's page 1 is hidden rather than flashed (revealed after 2 s whatever
// happens, so a page whose script failed still shows).
const PENDING_PAGE = `if(/[?&]page=/.test(location.search))document.documentElement.classList.add("story-page-pending")`;
const PENDING_STYLE = `.story-page-pending [data-story-page]{visibility:hidden;animation:story-reveal 0s 2s forwards}@keyframes story-reveal{to{visibility:visible}}`;

type Props = {
  children: React.ReactNode;
  locale: Locale;
  /** The page's English path, for the language switch. */
  path: string;
  /** The English path of the Stories menu's entry naming what the screen shows, if one does. */
  current?: string;
};

/** The frame of every viewer screen: header, the two ad slots, and the viewer between them. */
export async function StoryScreen({ children, locale, path, current }: Props) {
  const ads = adConfig();
  const sponsored = (await getTranslations({ locale, namespace: "states" }))("sponsored");
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: PENDING_PAGE }} />
      <style dangerouslySetInnerHTML={{ __html: PENDING_STYLE }} />
      <SiteHeader locale={locale} path={path} current={current} />
      <main className="px-4 pb-16 pt-4 sm:pt-6">
        <AdSlot config={ads.top} position="top" label={sponsored} />
        {children}
        <AdSlot config={ads.bottom} position="bottom" label={sponsored} />
      </main>
    </>
  );
}
