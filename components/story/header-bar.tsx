import { IntentLink } from "@/components/intent-link";
import type { HeaderLabels } from "@/lib/i18n/labels";
import { ORIGINAL_STORY_KEY } from "@/lib/stories/model/homepage-rule";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { LanguageSwitch } from "./language-switch";
import { StoriesMenu, type MenuItem } from "./stories-menu";

type Props = {
  items: MenuItem[];
  /** The Stories menu's entry naming what the screen shows, marked in the menu. */
  current?: string;
  labels: HeaderLabels;
  locale: Locale;
  /** The same page in the other language. */
  switchHref: string;
};

/** The viewer screens' header: the site title home, the library, the Stories dropdown and the language switch. */
export function HeaderBar({ items, current, labels, locale, switchHref }: Props) {
  return (
    <header className="border-b-4 border-marigold-300 bg-terracotta-50">
      <div className="relative mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-3 py-3 sm:px-4">
        <IntentLink
          href={localePath(locale, "/")}
          className="flex items-center gap-2 font-[family-name:var(--font-display)] whitespace-nowrap text-lg font-bold text-terracotta-600 sm:text-3xl"
        >
          <svg aria-hidden="true" viewBox="0 0 32 32" className="h-6 w-6 shrink-0 sm:h-8 sm:w-8">
            <path d="M6 26 20 6l6 4-14 20H6z" fill="#ffd25e" stroke="#963f22" strokeWidth="2" strokeLinejoin="round" />
            <path d="M20 6l6 4" stroke="#963f22" strokeWidth="2" />
          </svg>
          {labels.home}
        </IntentLink>
        <nav aria-label={labels.stories} className="flex items-center gap-1.5 sm:gap-3">
          <IntentLink
            href={localePath(locale, "/stories")}
            className="whitespace-nowrap rounded-full px-1 py-2 text-sm font-bold text-terracotta-700 underline sm:px-2 sm:text-base decoration-marigold-500 decoration-2 underline-offset-4 hover:bg-white/70"
          >
            {labels.allStories}
          </IntentLink>
          <StoriesMenu items={items} label={labels.stories} current={current} />
          <LanguageSwitch href={switchHref} label={labels.switchTo} language={labels.language} lang={locale === "en" ? "es" : "en"} />
        </nav>
      </div>
    </header>
  );
}

/**
 * The Stories menu: the original first, then every completed public story, then the whole library.
 * The original opens its own page, so it can be read whichever story Home shows.
 */
export function menuItemsFor(
  locale: Locale,
  originalTitle: string,
  stories: { id: number; title: string | null; activityType: string }[],
  allStories: string,
): MenuItem[] {
  return [
    { href: localePath(locale, `/story/${ORIGINAL_STORY_KEY}`), label: originalTitle },
    ...stories.map((story) => ({ href: localePath(locale, `/story/${story.id}`), label: story.title?.trim() || story.activityType })),
    { href: localePath(locale, "/stories"), label: allStories },
  ];
}
