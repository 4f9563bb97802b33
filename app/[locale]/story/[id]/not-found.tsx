import { StoryNotFoundBody } from "@/components/story/story-page";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { segmentLocale } from "@/lib/i18n/route-locale";

// The 404 of a story id with no public story: an admin still sees an unpublished story here
// (loaded in the browser through the authenticated API); everyone else the not-found state.
export default async function StoryNotFoundPage() {
  return <StoryNotFoundBody locale={(await segmentLocale()) ?? DEFAULT_LOCALE} />;
}
