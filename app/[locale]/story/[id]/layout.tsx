import { getMessages } from "next-intl/server";
import { StoryErrorWords } from "@/components/story/story-error-words";
import { localePath } from "@/lib/i18n/locales";
import { pageLocale, type LocaleParams } from "@/lib/i18n/route-locale";

// Around the story page's error boundary (error.tsx), which gets no props: its words, in the
// page's language.
export default async function StoryLayout({ children, params }: { children: React.ReactNode; params: LocaleParams<{ id: string }> }) {
  const locale = await pageLocale(params);
  const { storyError } = await getMessages({ locale });
  return <StoryErrorWords words={{ ...storyError, homeHref: localePath(locale, "/") }}>{children}</StoryErrorWords>;
}
