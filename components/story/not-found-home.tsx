import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { headerLabels, originalTitleIn, viewerLabels } from "@/lib/i18n/server-labels";
import { DEFAULT_ORIGINAL_TITLE } from "@/lib/stories/model/original-view";
import { LazyUnknownPathHome } from "./lazy-unknown-path-home";

// The 404 screen of either language: the Home screen, rendered once at build without the
// database; the browser fills in the current homepage story and the Stories menu.
export async function NotFoundHome({ locale }: { locale: Locale }) {
  const [viewer, header, defaultTitle] = await Promise.all([
    viewerLabels(locale),
    headerLabels(locale),
    originalTitleIn(locale, DEFAULT_ORIGINAL_TITLE, DEFAULT_ORIGINAL_TITLE),
  ]);
  return <LazyUnknownPathHome viewer={viewer} header={header} defaultTitle={defaultTitle} />;
}
