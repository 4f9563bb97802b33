import "server-only";
import { fellBack } from "@/lib/runtime/outage-recovery";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { headerLabels, originalTitleIn } from "@/lib/i18n/server-labels";
import { cachedOriginalStory } from "@/lib/stories/server/original";
import { DEFAULT_ORIGINAL_TITLE } from "@/lib/stories/model/original-view";
import { cachedPublicStories } from "@/lib/stories/server/queries";
import { HeaderBar, menuItemsFor } from "./header-bar";

type Props = {
  locale: Locale;
  /** The page's English path: the switch leads to its other language. */
  path: string;
  /** The English path of the menu's entry naming what the screen shows, if one does. */
  current?: string;
};

// The header's list: the original first, then every completed public story. A failure is
// only logged and the defaults are kept.
export async function SiteHeader({ locale, path, current }: Props) {
  const [original, stories, labels] = await Promise.all([
    cachedOriginalStory().catch((error: unknown) => {
      fellBack("Could not load the original story's title", error);
      return { title: DEFAULT_ORIGINAL_TITLE };
    }),
    cachedPublicStories().catch((error: unknown) => {
      fellBack("Could not load the public stories", error);
      return [];
    }),
    headerLabels(locale),
  ]);
  const originalTitle = await originalTitleIn(locale, original.title, DEFAULT_ORIGINAL_TITLE);
  return (
    <HeaderBar
      items={menuItemsFor(locale, originalTitle, stories, labels.allStories)}
      current={current === undefined ? undefined : localePath(locale, current)}
      labels={labels}
      locale={locale}
      switchHref={localePath(locale === "en" ? "es" : "en", path)}
    />
  );
}
